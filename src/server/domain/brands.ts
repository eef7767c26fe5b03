import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { SHARE_TEXTS } from "@/server/i18n/share-texts";
import { BRAND } from "@/shared/brand";
import type { CategoryId } from "@/shared/categories";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "@/shared/locale";
import { isUuid, matchRoute, ROUTES } from "@/shared/routes";
import { type RefundState, refundState } from "./adjustments";
import { getOwnedSession } from "./brand-sessions";
import { readReceipt, type TaxMode } from "./receipt";
import { logoPreviewUrl } from "./session-view";
import { shareState } from "./share-state";

type Db = Kysely<Database>;

/** Where a brand stands, as My brands shows it. */
export type BrandStatus = "in_progress" | "paid" | "downloaded";

export type BrandCard = {
  id: string;
  name: string | null;
  category: CategoryId | null;
  createdAt: string;
  status: BrandStatus;
  /** Preview of the selected logo, else the newest logo made for the chosen name. */
  logoUrl: string | null;
};

export const BRANDS_PAGE_SIZE = 24;

type Cursor = { createdAt: string; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

/** Exactly what encodeCursor writes (toISOString), years the product can have rows in. */
const CURSOR_DATE = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A cursor from the client is only an opaque position; anything malformed is a 400. The date must
 * be a real one (no 30 February), written as we write it, and in a range every database takes;
 * the id must be a real uuid.
 */
export function decodeCursor(raw: string): Cursor {
  const invalid = () => badRequest("invalid_cursor");
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) throw invalid();
  const parts = Buffer.from(raw, "base64url").toString("utf8").split("|");
  if (parts.length !== 2) throw invalid();
  const [createdAt = "", id = ""] = parts;
  const year = Number(CURSOR_DATE.exec(createdAt)?.[1]);
  if (!(year >= 2000 && year <= 9999)) throw invalid();
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== createdAt) throw invalid();
  if (!isUuid(id)) throw invalid();
  return { createdAt, id };
}

export function brandStatus(session: { is_premium: boolean; is_completed: boolean }): BrandStatus {
  if (session.is_completed) return "downloaded";
  return session.is_premium ? "paid" : "in_progress";
}

/**
 * One page of the user's brands, newest first, in one statement: keyset pagination on
 * (created_at, session_id), and the card's logo from a lateral lookup.
 */
export async function listBrands(
  db: Db,
  userId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<{ brands: BrandCard[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(options.limit ?? BRANDS_PAGE_SIZE, 1), 100);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const { rows } = await sql<{
    session_id: string;
    chosen_name: string | null;
    business_type: CategoryId | null;
    created_at: Date;
    is_premium: boolean;
    is_completed: boolean;
    logo_id: string | null;
  }>`
    select s.session_id, s.chosen_name, s.business_type, s.created_at, s.is_premium, s.is_completed,
      logo.id as logo_id
    from user_sessions s
    left join lateral (
      select l.id from generated_logos l
      where l.session_id = s.session_id and l.name = s.chosen_name
      order by l.is_selected desc, l.created_at desc, l.variant
      limit 1
    ) logo on true
    where s.user_id = ${userId}
      ${after ? sql`and (s.created_at, s.session_id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by s.created_at desc, s.session_id desc
    limit ${limit + 1}
  `.execute(db);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    brands: page.map((row) => ({
      id: row.session_id,
      name: row.chosen_name,
      category: row.business_type,
      createdAt: new Date(row.created_at).toISOString(),
      status: brandStatus(row),
      logoUrl: row.logo_id ? logoPreviewUrl(row.logo_id) : null,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: new Date(last.created_at).toISOString(), id: last.session_id })
        : null,
  };
}

export type Receipt = {
  paymentId: string;
  date: string;
  /** Paid, tax included, in the currency's own decimal places; null when the record does not say. */
  amount: string | null;
  subtotal: string | null;
  tax: string | null;
  currency: string | null;
  /** Whether tax was added to the price, included in it, or none charged (the Paddle price's tax mode). */
  taxMode: TaxMode;
  /** Paddle issued an invoice (a live payment): the receipt links to it. */
  hasInvoice: boolean;
  brandName: string | null;
  status: "used" | "unused" | "refunded" | "charged_back";
  /** Whether the buyer may still ask for a refund, and how far a request has come. */
  refund: RefundState;
  /** The brand's first-download confirmation: when, and under which Terms version. */
  downloadConfirmation: { at: string; termsVersion: string } | null;
};

/** Amount, tax and currency as the payment provider reported them, read through a schema (receipt.ts). */
export function receiptAmount(data: unknown): { amount: string | null; currency: string | null } {
  const { amount, currency } = readReceipt(data);
  return { amount, currency };
}

/** The purchases that paid for this brand, newest first. */
export async function receiptsFor(db: Db, userId: string, sessionId: string): Promise<Receipt[]> {
  const rows = await db
    .selectFrom("premium_sessions")
    .innerJoin("user_sessions", "user_sessions.session_id", "premium_sessions.session_id")
    .select([
      "premium_sessions.payment_id",
      "premium_sessions.created_at",
      "premium_sessions.transaction_data",
      "premium_sessions.is_used",
      "premium_sessions.payment_status",
      "premium_sessions.refund_requested_at",
      "user_sessions.chosen_name",
      "user_sessions.download_confirmed_at",
      "user_sessions.download_terms_version",
    ])
    .where("premium_sessions.session_id", "=", sessionId)
    .where("premium_sessions.user_id", "=", userId)
    .orderBy("premium_sessions.created_at", "desc")
    .execute();
  return rows.map((row) => {
    const read = readReceipt(row.transaction_data);
    return {
      paymentId: row.payment_id,
      date: read.billedAt ?? row.created_at.toISOString(),
      amount: read.amount,
      subtotal: read.subtotal,
      tax: read.tax,
      currency: read.currency,
      taxMode: read.taxMode,
      hasInvoice: read.hasInvoice,
      brandName: row.chosen_name,
      status: row.payment_status !== "completed" ? row.payment_status : row.is_used ? "used" : "unused",
      refund: refundState(row),
      downloadConfirmation:
        row.is_used && row.download_confirmed_at
          ? { at: row.download_confirmed_at.toISOString(), termsVersion: row.download_terms_version ?? "" }
          : null,
    };
  });
}

/** Favourites stay on top in the history (My brands, point 2). */
export async function setFavourite(
  db: Db,
  userId: string,
  sessionId: string,
  item: { kind: "name"; id: string } | { kind: "logo"; id: string },
  favourite: boolean,
): Promise<void> {
  await getOwnedSession(db, userId, sessionId);
  const updated =
    item.kind === "name"
      ? await db
          .updateTable("generated_names")
          .set({ is_favourite: favourite })
          .where("id", "=", item.id)
          .where("session_id", "=", sessionId)
          .executeTakeFirst()
      : await db
          .updateTable("generated_logos")
          .set({ is_favourite: favourite })
          .where("id", "=", item.id)
          .where("session_id", "=", sessionId)
          .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw notFound(item.kind === "name" ? "name_not_in_brand" : "logo_not_in_brand");
}

/** 16 random bytes as base64url: unguessable, and not derived from anything about the brand. */
function newSlug(): string {
  return randomBytes(16).toString("base64url").slice(0, 22);
}

/**
 * Turns the public page on (making its address the first time) or off. Off keeps the address,
 * so turning it on again restores links already shared.
 */
export async function setSharing(db: Db, userId: string, sessionId: string, enabled: boolean) {
  const session = await getOwnedSession(db, userId, sessionId);
  if (enabled && !session.chosen_name) throw badRequest("share_name_missing");
  const updated = await db
    .updateTable("user_sessions")
    .set({
      share_enabled: enabled,
      share_slug: session.share_slug ?? (enabled ? newSlug() : null),
    })
    .where("session_id", "=", sessionId)
    .returning(["share_enabled", "share_slug"])
    .executeTakeFirstOrThrow();
  return shareState(updated);
}

export type PublicBrand = {
  name: string;
  meaning: string;
  category: CategoryId | null;
  /** The logo is watermark-free only once the brand is paid for. */
  paid: boolean;
  hasLogo: boolean;
  /** The owner's language (their account's choice, else English): the page speaks it (issue 31). */
  locale: Locale;
};

/** What a public share page may show, and nothing else (My brands, point 4). */
export async function publicBrand(db: Db, slug: string) {
  if (!/^[A-Za-z0-9_-]{10,32}$/.test(slug)) return null;
  const row = await db
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("generated_logos as l")
          .select("l.id")
          .whereRef("l.session_id", "=", "s.session_id")
          .whereRef("l.name", "=", "s.chosen_name")
          .orderBy("l.is_selected", "desc")
          .orderBy("l.created_at", "desc")
          .limit(1)
          .as("logo"),
      (join) => join.onTrue(),
    )
    .select([
      "s.session_id",
      "s.user_id",
      "s.chosen_name",
      "s.chosen_name_meaning",
      "s.business_type",
      "s.is_premium",
      "logo.id as logo_id",
      "u.locale",
    ])
    .where("s.share_slug", "=", slug)
    .where("s.share_enabled", "=", true)
    .executeTakeFirst();
  if (!row?.chosen_name) return null;
  const brand: PublicBrand = {
    name: row.chosen_name,
    meaning: row.chosen_name_meaning ?? "",
    category: row.business_type,
    paid: row.is_premium,
    hasLogo: row.logo_id !== null,
    locale: parseLocale(row.locale) ?? DEFAULT_LOCALE,
  };
  return { brand, logoId: row.logo_id };
}

/** The link-preview card of a public share page (its index.html meta tags). */
export async function sharePageMeta(db: Db, path: string) {
  const slug = matchRoute(ROUTES.sharedBrand, path.replace(/\/$/, ""))?.slug;
  if (!slug) return null;
  const found = await publicBrand(db, slug);
  if (!found) return null;
  const { locale } = found.brand;
  return {
    title: `${found.brand.name} · ${BRAND.productName}`,
    description: found.brand.meaning || SHARE_TEXTS[locale].fallbackDescription,
    image: found.logoId ? `/api/share/${slug}/card.png` : "/og-image.png",
    locale,
  };
}
