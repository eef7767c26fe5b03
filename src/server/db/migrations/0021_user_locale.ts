import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The language a person chose for the product (issue 31), remembered on the account. Null: never
  // chosen, so the cookie or the browser's languages decide. Only the two languages the product
  // speaks are stored; anything else is refused by the API before it gets here.
  await sql`alter table users add column locale text`.execute(db);
  await sql`alter table users add constraint users_locale_check check (locale in ('en', 'id'))`.execute(db);
}
