import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One free trial per person, across account deletion (decision 016): after a deletion only a
  // keyed hash of the normalised e-mail and of the identity provider's subject is kept, with the
  // trial's state, for one year. Nothing here names the person without the server's secret.
  await sql`
    create table trial_memory (
      id bigint generated always as identity primary key,
      email_hash text,
      subject_hash text,
      has_used_trial boolean not null,
      trial_used_at timestamptz,
      name_generations integer not null,
      logo_generations integer not null,
      remembered_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index trial_memory_email_idx on trial_memory (email_hash);
    create index trial_memory_subject_idx on trial_memory (subject_hash);
    create index trial_memory_expires_idx on trial_memory (expires_at);
  `.execute(db);
  // Refunds and chargebacks (Paddle adjustments): each adjustment as Paddle last reported it (its
  // own updated_at orders updates that arrive out of order), and the purchase's resulting state.
  await sql`
    create table payment_adjustments (
      adjustment_id text primary key,
      payment_id text not null,
      action text not null,
      status text not null,
      type text not null,
      amount text,
      currency_code text,
      paddle_created_at timestamptz not null,
      paddle_updated_at timestamptz not null,
      recorded_at timestamptz not null default now()
    );
    create index payment_adjustments_payment_idx on payment_adjustments (payment_id);
    alter table premium_sessions drop constraint premium_sessions_payment_status_check;
    alter table premium_sessions add constraint premium_sessions_payment_status_check
      check (payment_status in ('completed', 'refunded', 'charged_back'));
    alter table premium_sessions add column refund_requested_at timestamptz;
  `.execute(db);
}
