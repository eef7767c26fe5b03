import { type Kysely, sql } from "kysely";
import { storedBrief } from "@/server/brief/session-brief";
import type { Database } from "@/server/db/schema";
import type { ImageStore } from "@/server/storage/image-store";
import { brandStatus, receiptAmount } from "./brands";
import { retainedPaymentRecord } from "./payment-record";
import { lockUser } from "./trial";
import { rememberTrial, type TrialMemoryKey } from "./trial-memory";

type Db = Kysely<Database>;

/**
 * Everything we hold about a person, as JSON (privacy policy, "your rights"): the account, the
 * trial, every brand with its names and logos' metadata, and the purchases. Images are not
 * inlined; the owner downloads them from the app.
 */
export async function exportUserData(db: Db, userId: string) {
  const [user, trial, sessions, names, logos, purchases] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "name", "email", "image", "created_at"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom("user_trials").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("user_sessions").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db
      .selectFrom("generated_names")
      .innerJoin("user_sessions", "user_sessions.session_id", "generated_names.session_id")
      .select([
        "generated_names.session_id",
        "generated_names.run",
        "generated_names.name",
        "generated_names.meaning",
        "generated_names.is_favourite",
        "generated_names.source",
        "generated_names.created_at",
      ])
      .where("user_sessions.user_id", "=", userId)
      .orderBy("generated_names.id")
      .execute(),
    db
      .selectFrom("generated_logos")
      .innerJoin("user_sessions", "user_sessions.session_id", "generated_logos.session_id")
      .select([
        "generated_logos.id",
        "generated_logos.session_id",
        "generated_logos.run",
        "generated_logos.variant",
        "generated_logos.name",
        "generated_logos.is_selected",
        "generated_logos.is_downloaded",
        "generated_logos.is_favourite",
        "generated_logos.created_at",
      ])
      .where("user_sessions.user_id", "=", userId)
      .orderBy("generated_logos.created_at")
      .execute(),
    db
      .selectFrom("premium_sessions")
      .select([
        "payment_id",
        "session_id",
        "payment_status",
        "is_used",
        "used_at",
        "created_at",
        "transaction_data",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      createdAt: user.created_at,
    },
    trial: trial
      ? {
          hasUsedTrial: trial.has_used_trial,
          trialUsedAt: trial.trial_used_at,
          nameGenerations: trial.name_generations,
          logoGenerations: trial.logo_generations,
        }
      : null,
    brands: sessions.map((s) => ({
      id: s.session_id,
      category: s.business_type,
      description: s.business_description,
      // How the description was read, with the person's own corrections.
      brief: storedBrief(s),
      chosenName: s.chosen_name,
      chosenNameMeaning: s.chosen_name_meaning,
      status: brandStatus(s),
      sharedPublicly: s.share_enabled,
      createdAt: s.created_at,
      names: names
        .filter((n) => n.session_id === s.session_id)
        .map((n) => ({
          run: n.run,
          name: n.name,
          meaning: n.meaning,
          favourite: n.is_favourite,
          createdAt: n.created_at,
        })),
      logos: logos
        .filter((l) => l.session_id === s.session_id)
        .map((l) => ({
          id: l.id,
          run: l.run,
          variant: l.variant,
          madeForName: l.name,
          selected: l.is_selected,
          downloaded: l.is_downloaded,
          favourite: l.is_favourite,
          createdAt: l.created_at,
        })),
    })),
    purchases: purchases.map((p) => ({
      paymentId: p.payment_id,
      brandId: p.session_id,
      status: p.payment_status,
      used: p.is_used,
      usedAt: p.used_at,
      createdAt: p.created_at,
      ...receiptAmount(p.transaction_data),
    })),
  };
}

/**
 * Deletes the account (privacy policy, "your rights"): the person, their sign-in records, trial,
 * brands, names and logos go; purchases stay for the payment-record retention period, detached
 * from the person (no user, no brand, and the checkout's custom data naming them removed).
 */
export async function deleteAccount(
  db: Db,
  images: ImageStore,
  userId: string,
  trialKey?: TrialMemoryKey,
): Promise<void> {
  const removeImages = await db.transaction().execute(async (trx) => {
    // Serialised with downloads, logo runs, edits and fulfilment, which take the same lock; a
    // second deletion that waited here finds no user and answers 404 (nothing re-created).
    await lockUser(trx, userId);
    // Read under the lock: a logo run that committed just before is included, one that comes
    // after finds no user.
    const logoIds = (
      await trx
        .selectFrom("generated_logos")
        .innerJoin("user_sessions", "user_sessions.session_id", "generated_logos.session_id")
        .select("generated_logos.id")
        .where("user_sessions.user_id", "=", userId)
        .execute()
    ).map((l) => l.id);
    const remove = await images.prepareRemoval(trx, logoIds);
    // Payment records stay for their retention period, detached from the person and cut down to
    // an allow-list of fields (amounts, tax, currency, dates, transaction and price ids).
    const payments = await trx
      .selectFrom("premium_sessions")
      .select(["id", "transaction_data"])
      .where("user_id", "=", userId)
      .execute();
    for (const payment of payments) {
      await trx
        .updateTable("premium_sessions")
        .set({
          user_id: null,
          session_id: null,
          detached_at: sql`now()`,
          transaction_data: JSON.stringify(retainedPaymentRecord(payment.transaction_data)),
        })
        .where("id", "=", payment.id)
        .execute();
    }
    // One free trial per person: only keyed hashes and the trial's state stay (decision 016).
    if (trialKey) await rememberTrial(trx, trialKey, userId);
    // Sessions, trial, names, logos and their images, auth sessions and accounts cascade.
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return remove;
  });
  await removeImages();
}
