import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CategoryId } from "@/shared/categories";
import type { Locale } from "@/shared/locale";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type UsersTable = {
  id: string;
  name: string;
  email: string;
  email_verified: Generated<boolean>;
  image: string | null;
  /** The product language the person chose (migration 0021); null until they choose. */
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** better-auth's sessions (it owns their writes); read directly on the request path. */
export type AuthSessionsTable = {
  id: string;
  user_id: string;
  token: string;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type UserTrialsTable = {
  user_id: string;
  has_used_trial: Generated<boolean>;
  trial_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  name_generations: Generated<number>;
  logo_generations: Generated<number>;
  updated_at: UpdatedAt;
};

export type UserSessionsTable = {
  session_id: Generated<string>;
  user_id: string;
  business_type: CategoryId | null;
  business_description: string | null;
  chosen_name: string | null;
  chosen_name_meaning: string | null;
  is_premium: Generated<boolean>;
  is_completed: Generated<boolean>;
  /** Name and logo runs started for this session (the next run's number is this plus one). */
  name_runs: Generated<number>;
  logo_runs: Generated<number>;
  /** Public share page /b/<slug>: made on first opt-in, shown only while enabled. */
  share_slug: string | null;
  share_enabled: Generated<boolean>;
  /** The brief (src/shared/brief.ts) as JSON; null until the description is first read. */
  brief: ColumnType<unknown, string | null | undefined, string | null>;
  /** The first download's confirmation (0017): when, and the Terms version it was given under. */
  download_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  download_terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the PNG and the kit were first downloaded (0017). */
  png_downloaded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  kit_downloaded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type PremiumSessionsTable = {
  id: Generated<string>;
  /** Null once the account is deleted: the payment record stays, detached from the person. */
  user_id: string | null;
  session_id: string | null;
  payment_id: string;
  /** "refunded" / "charged_back": a Paddle adjustment took the purchase back (it grants nothing). */
  payment_status: "completed" | "refunded" | "charged_back";
  is_used: Generated<boolean>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  transaction_data: ColumnType<unknown, string | null | undefined, string | null>;
  detached_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the buyer asked for a refund from the brand page (the adjustment follows). */
  refund_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
};

/** A Paddle adjustment (refund, chargeback, chargeback reversal) as Paddle last reported it. */
export type PaymentAdjustmentsTable = {
  adjustment_id: string;
  payment_id: string;
  action: string;
  status: string;
  type: string;
  amount: string | null;
  currency_code: string | null;
  paddle_created_at: Timestamp;
  paddle_updated_at: Timestamp;
  recorded_at: CreatedAt;
};

export type GeneratedNamesTable = {
  id: Generated<string>;
  session_id: string;
  run: number;
  name: string;
  meaning: string;
  is_favourite: Generated<boolean>;
  /** "typed": the user's own name (run 0), entered on step 3 without a generation. */
  source: Generated<"generated" | "typed">;
  created_at: CreatedAt;
};

/** The controls a name run was made with (src/shared/name-options.ts), as JSON. */
export type NameRunOptionsTable = {
  session_id: string;
  run: number;
  options: ColumnType<unknown, string, string>;
};

/** RDAP answers per domain label and TLD, shared by every server instance. */
export type DomainChecksTable = {
  label: string;
  tld: string;
  state: "available" | "taken" | "unknown";
  reason: string | null;
  checked_at: UpdatedAt;
  expires_at: Timestamp;
};

export type GeneratedLogosTable = {
  id: Generated<string>;
  session_id: string;
  run: number;
  variant: number;
  /** The brand name this logo was made for. */
  name: string;
  logo_url: string;
  is_selected: Generated<boolean>;
  is_downloaded: Generated<boolean>;
  is_favourite: Generated<boolean>;
  created_at: CreatedAt;
  /** The LogoDesign the logo was composed from (JSON, written as a string). */
  design: ColumnType<unknown, string | null | undefined, string | null>;
  /** A saved edit: the logo it was edited from, and the generated logo its family descends from. */
  parent_id: string | null;
  origin_id: string | null;
  /** 1 for a generated logo, then 2, 3... for each saved edit in its family. */
  version: Generated<number>;
};

export type LogoImagesTable = {
  logo_id: string;
  /** The bytes, when stored_in is "database"; null when they live in object storage. */
  png: Buffer | Uint8Array | null;
  svg: string | null;
  /** 512 px WebP shown once the session has download permission. */
  preview: Buffer | Uint8Array | null;
  /** 512 px watermarked WebP shown before that. */
  preview_marked: Buffer | Uint8Array | null;
  stored_in: Generated<"database" | "s3">;
  width: number;
  height: number;
};

/** A built brand kit, cached per logo and kit format version. */
export type BrandKitsTable = {
  logo_id: string;
  format_version: number;
  /** The language the kit's texts are written in (one kit per logo, format and language). */
  locale: Generated<"en" | "id">;
  /**
   * The zip, when stored_in is "database"; null when it is an object next to the logo's images
   * ("s3") or kept in brand_kit_chunks ("chunks").
   */
  zip: Buffer | Uint8Array | null;
  stored_in: Generated<"database" | "s3" | "chunks">;
  size: number;
  file_count: number;
  build_ms: number;
  built_at: CreatedAt;
};

/** A kit zip kept in pieces (stored_in "chunks"): seq 0, 1, ... in order, each at most 256 KB. */
export type BrandKitChunksTable = {
  logo_id: string;
  format_version: number;
  locale: "en" | "id";
  seq: number;
  bytes: Buffer | Uint8Array;
};

export type WebhookEventsTable = {
  event_id: string;
  event_type: string;
  received_at: CreatedAt;
};

export type RateLimitsTable = {
  key: string;
  window_start: Date;
  count: number;
};

/** When the server last asked Paddle about a transaction id (throttles reconciliation). */
export type PaymentChecksTable = {
  payment_id: string;
  checked_at: CreatedAt;
};

/** Settings every server instance shares (a generated auth secret when none is configured). */
export type AppSettingsTable = { key: string; value: string; created_at: CreatedAt };

/** The demo identity provider's codes and tokens: any instance can redeem what another issued. */
export type DemoIdpGrantsTable = {
  id: string;
  kind: "code" | "access_token";
  payload: ColumnType<unknown, string, string>;
  expires_at: Timestamp;
};

/** What is kept of a deleted account's trial: keyed hashes and the trial's state (decision 016). */
export type TrialMemoryTable = {
  id: Generated<string>;
  email_hash: string | null;
  subject_hash: string | null;
  has_used_trial: boolean;
  trial_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  name_generations: number;
  logo_generations: number;
  remembered_at: CreatedAt;
  expires_at: Timestamp;
};

export type Database = {
  trial_memory: TrialMemoryTable;
  payment_adjustments: PaymentAdjustmentsTable;
  app_settings: AppSettingsTable;
  demo_idp_grants: DemoIdpGrantsTable;
  brand_kits: BrandKitsTable;
  brand_kit_chunks: BrandKitChunksTable;
  payment_checks: PaymentChecksTable;
  rate_limits: RateLimitsTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  user_trials: UserTrialsTable;
  user_sessions: UserSessionsTable;
  premium_sessions: PremiumSessionsTable;
  generated_names: GeneratedNamesTable;
  name_run_options: NameRunOptionsTable;
  domain_checks: DomainChecksTable;
  generated_logos: GeneratedLogosTable;
  logo_images: LogoImagesTable;
  webhook_events: WebhookEventsTable;
};

export type UserSession = Selectable<UserSessionsTable>;
export type NewUserSession = Insertable<UserSessionsTable>;
export type PremiumSession = Selectable<PremiumSessionsTable>;
export type GeneratedLogo = Selectable<GeneratedLogosTable>;
export type UserTrial = Selectable<UserTrialsTable>;
export type { Timestamp };
