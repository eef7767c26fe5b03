import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_RDAP_TIMEOUT_MS, IANA_BOOTSTRAP_URL } from "./providers/domains/rdap";
import { LOGO_PROVIDERS_WE_PARSE } from "./providers/logos/fal-queue";
import { DEFAULT_LOGO_MODEL, DEFAULT_LOGO_PROVIDER, logoModelProfile } from "./providers/logos/logo-models";
import {
  DEFAULT_OPENROUTER_FALLBACK_MODELS,
  DEFAULT_OPENROUTER_MODEL,
} from "./providers/names/openrouter-models";
import {
  SERVICE_URL_VARIABLES,
  type ServiceUrlOverrides,
  serviceUrlOverrides,
} from "./providers/service-urls";
import { bandReleaseForBudget, poolSizeForBudget, type RenderPoolOptions } from "./render/render-pool";

/**
 * The only reader of process.env. Everything is validated up front and every problem is reported
 * at once, so a half-configured deployment fails at start-up instead of at the first payment.
 */

const OPENROUTER_API_URL = "https://openrouter.ai/api/v1";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** A number from the environment where an empty value means unset, not zero. */
function emptyIsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const rawSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString.default("0.0.0.0"),
  APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  NODE_ENV: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// URL" })
      .optional(),
  ),
  DATA_DIR: optionalString.default("./.data"),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OPENROUTER_API_KEY: optionalString,
  OPENROUTER_MODEL: optionalString.default(DEFAULT_OPENROUTER_MODEL),
  /** Comma-separated, tried in order when the main model fails (OpenRouter's `models` array). */
  OPENROUTER_FALLBACK_MODELS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? [...DEFAULT_OPENROUTER_FALLBACK_MODELS]
        : v
            .split(",")
            .map((m) => m.trim())
            .filter(Boolean),
    ),
  OPENROUTER_BASE_URL: optionalString.default(OPENROUTER_API_URL),
  /** Base-URL overrides of the other services (tests and dry runs; refused in production). */
  HF_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  FAL_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  PADDLE_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  GOOGLE_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  HF_TOKEN: optionalString,
  HF_LOGO_MODEL: optionalString.default(DEFAULT_LOGO_MODEL),
  HF_LOGO_PROVIDER: optionalString.default(DEFAULT_LOGO_PROVIDER),
  FAL_KEY: optionalString,
  PADDLE_ENV: optionalString.pipe(z.enum(["sandbox", "production"]).optional()),
  PADDLE_CLIENT_TOKEN: optionalString,
  PADDLE_API_KEY: optionalString,
  PADDLE_PRICE_ID: optionalString,
  PADDLE_WEBHOOK_SECRET: optionalString,
  /** Where logo images live: unset keeps them in the database; s3://bucket[/prefix] for object storage. */
  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?$/, {
        error: "must look like s3://bucket or s3://bucket/prefix",
      })
      .optional(),
  ),
  /** S3-compatible endpoint (MinIO, R2, ...); unset for AWS S3 itself. */
  S3_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  S3_REGION: optionalString.default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path (MinIO and most S3-compatible servers) instead of the host name. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  SUPPORT_EMAIL: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  DEMO_MODE: booleanFlag,
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
  /** Domain checks through RDAP: "true"/"false"; unset follows whether any live service is configured. */
  RDAP_ENABLED: z.enum(["true", "false", "1", "0", ""]).optional(),
  RDAP_BOOTSTRAP_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  /** Empty means unset (as `.env.example` leaves it), not zero. */
  RDAP_TIMEOUT_MS: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(100).max(30_000).optional(),
  ),
  /** Test override: registry hosts that may be on this machine (comma-separated); refused in production. */
  RDAP_ALLOW_PRIVATE_HOSTS: optionalString,
  LOG_LEVEL: optionalString.pipe(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  ),
  /** Render pool (decision 018): worker threads, each one's V8 heap cap, and idle seconds before one exits. */
  RENDER_WORKERS: emptyIsUnset(z.coerce.number().int().min(1).max(8).optional()),
  RENDER_WORKER_HEAP_MB: emptyIsUnset(z.coerce.number().int().min(64).max(4096).optional()),
  RENDER_IDLE_S: emptyIsUnset(z.coerce.number().min(0).max(86_400).optional()),
  /**
   * The memory the process may use (MB), which sizes the render pool (decision 026); unset: the
   * container's cgroup limit, else the machine's memory.
   */
  MEMORY_BUDGET_MB: emptyIsUnset(z.coerce.number().int().min(256).max(1_048_576).optional()),
  /** Seconds the embedded database may be quiet after use before it is reopened to give its memory back (decision 028); 0: never. */
  PGLITE_REOPEN_IDLE_S: emptyIsUnset(z.coerce.number().min(0).max(86_400).optional()),
});

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  nodeEnv: string;
  isProduction: boolean;
  /** Demo identity provider and demo checkout are allowed (never in production unless DEMO_MODE). */
  demoAllowed: boolean;
  dataDir: string;
  database:
    | {
        kind: "pglite";
        dataDir: string;
        /** Quiet spell (ms) after use before PGlite is reopened to give its memory back; 0: never. */
        reopenIdleMs?: number;
      }
    | { kind: "postgres"; url: string };
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  openrouter: { apiKey: string; model: string; fallbackModels: string[]; baseUrl: string } | undefined;
  /** Model names are kept even in demo mode so that logs can say what would be used. */
  openrouterModel: string;
  /** Hosts of live services moved to a local stand-in (tests and dry runs; empty in production). */
  serviceUrls: ServiceUrlOverrides;
  /** Live logos: set when the selected model's route has its key (HF_TOKEN, or FAL_KEY for fal's LoRA endpoint). */
  logos: { model: string; provider: string; hfToken?: string; falKey?: string } | undefined;
  paddle:
    | {
        environment: "sandbox" | "production";
        clientToken: string;
        apiKey: string;
        priceId: string;
        webhookSecret: string;
      }
    | undefined;
  /** Object storage for logo images; undefined keeps them in the database (the embedded default). */
  storage:
    | {
        bucket: string;
        prefix: string;
        endpoint: string | undefined;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  supportEmail: string;
  /** Trust X-Forwarded-For for client addresses (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Multiplies every rate limit (0 turns them off, e.g. for load tests). */
  rateLimitScale: number;
  /**
   * Domain checks through RDAP. `enabledBy` says why: RDAP_ENABLED, or (unset) whether any live
   * service is configured, since each of those already needs outbound internet access.
   */
  rdap: {
    enabled: boolean;
    enabledBy: "RDAP_ENABLED" | "live-services";
    bootstrapUrl: string;
    timeoutMs: number;
    /** Registry hosts allowed to resolve to private or loopback addresses (tests and dry runs). */
    allowPrivateHosts?: string[];
  };
  logLevel: string;
  /** The render pool's size, per-worker heap cap and idle release (unset fields keep the pool's defaults). */
  render?: Partial<RenderPoolOptions>;
  /** The memory budget the pool was sized for (MB) and where it came from. */
  memoryBudget?: { mb: number; from: "MEMORY_BUDGET_MB" | "cgroup" | "machine" };
};

/** What loadConfig reads of the machine besides the environment (a fake in tests). */
export type Machine = { cgroupLimitMb(): number | undefined; totalMb(): number };

/**
 * The memory limit of this process's cgroup (v2 `memory.max`, else v1's `memory.limit_in_bytes`),
 * or undefined when there is none: "max", or a limit at or above the machine's memory (v1 reports
 * a huge number for none). The cgroup is the one `/proc/self/cgroup` names, and the smallest limit
 * from it up to the root counts: a systemd unit's `MemoryMax=`, a container sharing the host's
 * cgroup namespace, or a limit set on a parent are found as well as a container's own.
 */
export function cgroupLimitMb(
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
  totalMb = os.totalmem() / 2 ** 20,
): number | undefined {
  const own: { v2?: string; v1?: string } = {};
  try {
    for (const line of read("/proc/self/cgroup").split("\n")) {
      const [, controllers, where] = /^\d+:([^:]*):(\/.*)$/.exec(line.trim()) ?? [];
      if (where === undefined) continue;
      if (controllers === "") own.v2 = where;
      else if (controllers?.split(",").includes("memory")) own.v1 = where;
    }
  } catch {
    // No /proc (or not Linux): the cgroup file system's root files below, if any.
  }
  for (const [root, where, file] of [
    ["/sys/fs/cgroup", own.v2, "memory.max"],
    ["/sys/fs/cgroup/memory", own.v1, "memory.limit_in_bytes"],
  ] as const) {
    const limits: number[] = [];
    let found = false;
    for (const dir of cgroupLevels(root, where)) {
      let text: string;
      try {
        text = read(`${dir}/${file}`).trim();
      } catch {
        continue;
      }
      found = true;
      const mb = Number(text) / 2 ** 20;
      if (Number.isFinite(mb) && mb > 0 && mb < totalMb) limits.push(Math.floor(mb));
    }
    if (found) return limits.length > 0 ? Math.min(...limits) : undefined;
  }
  return undefined;
}

/** A cgroup's folder and each parent's, up to the file system's root ("/a/b": a/b, a, root). */
function cgroupLevels(root: string, where: string | undefined): string[] {
  const parts = (where ?? "/").split("/").filter(Boolean);
  return parts.map((_, i) => `${root}/${parts.slice(0, parts.length - i).join("/")}`).concat(root);
}

export const hostMachine: Machine = {
  cgroupLimitMb: () => cgroupLimitMb(),
  totalMb: () => Math.floor(os.totalmem() / 2 ** 20),
};

/**
 * The memory budget: the setting, else the container's limit, else the machine's memory (a small
 * VM has no cgroup limit); on a large machine the budget allows every core a worker. The server's
 * node flags (node-flags.ts) are decided from the same budget.
 */
export function memoryBudget(
  settingMb: number | undefined,
  machine: Machine = hostMachine,
): NonNullable<Config["memoryBudget"]> {
  if (settingMb !== undefined) return { mb: settingMb, from: "MEMORY_BUDGET_MB" };
  const cgroupMb = machine.cgroupLimitMb();
  return cgroupMb !== undefined
    ? { mb: cgroupMb, from: "cgroup" }
    : { mb: machine.totalMb(), from: "machine" };
}

/** A budget with room for no second render worker (`bandReleaseForBudget`), read as the server reads it. */
export function tightMemoryBudget(env: NodeJS.ProcessEnv, machine: Machine = hostMachine): boolean {
  const settingMb = Number(env.MEMORY_BUDGET_MB?.trim() || Number.NaN);
  const budget = memoryBudget(Number.isFinite(settingMb) ? settingMb : undefined, machine);
  return bandReleaseForBudget(budget.mb, !env.DATABASE_URL) !== undefined;
}

/**
 * V8 flags the server sets on itself as it starts (`v8.setFlagsFromString` in main.ts), for the
 * flags V8 reads while it runs rather than when it sets up a heap (node-flags.ts decides those,
 * before the server starts). On a tight budget (as above), or when
 * SERVER_OPTIMIZE_FOR_SIZE is true, `--optimize-for-size`: V8 then grows each heap (the request
 * thread's and the render workers', which start later and share the process's flags) by the
 * smallest factor and collects the old generation sooner, so less garbage is resident between
 * collections (decision 038). Set this way rather than on the command line, where the same flag
 * also shrinks the young generation to 1 MB, which costs every request more scavenges.
 */
export function serverRuntimeV8Flags(env: NodeJS.ProcessEnv, machine: Machine = hostMachine): string[] {
  const setting = env.SERVER_OPTIMIZE_FOR_SIZE?.trim().toLowerCase();
  if (setting && !["true", "false", "1", "0"].includes(setting))
    throw new Error(`SERVER_OPTIMIZE_FOR_SIZE must be true or false, not "${env.SERVER_OPTIMIZE_FOR_SIZE}"`);
  const on = setting ? setting === "true" || setting === "1" : tightMemoryBudget(env, machine);
  return on ? ["--optimize-for-size"] : [];
}

function storageConfig(
  url: string,
  e: {
    S3_ENDPOINT?: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
    S3_FORCE_PATH_STYLE: boolean;
  },
): NonNullable<Config["storage"]> {
  const [bucket = "", ...rest] = url.slice("s3://".length).split("/");
  const prefix = rest.filter(Boolean).join("/");
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : "",
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const PADDLE_VARS = [
  "PADDLE_ENV",
  "PADDLE_CLIENT_TOKEN",
  "PADDLE_API_KEY",
  "PADDLE_PRICE_ID",
  "PADDLE_WEBHOOK_SECRET",
] as const;

export function loadConfig(
  source: Record<string, string | undefined>,
  machine: Machine = hostMachine,
): Config {
  const parsed = rawSchema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? "development";
  const isProduction = nodeEnv === "production";
  const demoAllowed = !isProduction || e.DEMO_MODE;

  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const paddleSet = PADDLE_VARS.filter((k) => e[k] !== undefined);
  if (paddleSet.length > 0 && paddleSet.length < PADDLE_VARS.length) {
    const missing = PADDLE_VARS.filter((k) => e[k] === undefined);
    problems.push(`Paddle is partly configured: missing ${missing.join(", ")}`);
  }
  if (!(LOGO_PROVIDERS_WE_PARSE as readonly string[]).includes(e.HF_LOGO_PROVIDER)) {
    problems.push(
      `HF_LOGO_PROVIDER=${e.HF_LOGO_PROVIDER} is not supported: its text-to-image reply is not one we read; use ${LOGO_PROVIDERS_WE_PARSE.join(" or ")}`,
    );
  }
  const logoProfile = logoModelProfile(e.HF_LOGO_MODEL);
  if (logoProfile.route === "fal-lora" && e.HF_TOKEN && !e.FAL_KEY) {
    problems.push(
      `HF_LOGO_MODEL=${e.HF_LOGO_MODEL} is not served by Inference Providers; it runs on fal's ${logoProfile.lora?.endpoint} endpoint and needs FAL_KEY`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  if (!e.STORAGE_URL && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    problems.push("S3_* settings are set but STORAGE_URL is not (set STORAGE_URL=s3://bucket)");
  }
  if (isProduction) {
    // The services' addresses are fixed in production: an override would send keys, prompts and
    // payment calls to another server.
    const overridden = [
      ...(e.OPENROUTER_BASE_URL.replace(/\/+$/, "") !== OPENROUTER_API_URL ? ["OPENROUTER_BASE_URL"] : []),
      ...SERVICE_URL_VARIABLES.filter((v) => e[v] !== undefined),
    ];
    for (const variable of overridden) {
      problems.push(
        `${variable} is a test override of a service's address and is refused when NODE_ENV=production`,
      );
    }
    if (e.RDAP_ALLOW_PRIVATE_HOSTS) {
      problems.push(
        "RDAP_ALLOW_PRIVATE_HOSTS is a test override (registries on this machine) and is refused when NODE_ENV=production",
      );
    }
    if (!e.AUTH_SECRET) problems.push("AUTH_SECRET is required when NODE_ENV=production");
    if (!e.APP_URL) problems.push("APP_URL is required when NODE_ENV=production");
    if (!e.GOOGLE_CLIENT_ID && !e.DEMO_MODE) {
      problems.push(
        "Google sign-in is not configured and DEMO_MODE is not true (the demo sign-in is off in production)",
      );
    }
    if (paddleSet.length === 0 && !e.DEMO_MODE) {
      problems.push(
        "Paddle is not configured and DEMO_MODE is not true (the demo checkout is off in production)",
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const budget = memoryBudget(e.MEMORY_BUDGET_MB, machine);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const bandRelease = bandReleaseForBudget(budget.mb, !e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    nodeEnv,
    isProduction,
    demoAllowed,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : {
          kind: "pglite",
          dataDir,
          ...(e.PGLITE_REOPEN_IDLE_S === undefined
            ? {}
            : { reopenIdleMs: Math.round(e.PGLITE_REOPEN_IDLE_S * 1000) }),
        },
    storage: e.STORAGE_URL ? storageConfig(e.STORAGE_URL, e) : undefined,
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    openrouter: e.OPENROUTER_API_KEY
      ? {
          apiKey: e.OPENROUTER_API_KEY,
          model: e.OPENROUTER_MODEL,
          fallbackModels: e.OPENROUTER_FALLBACK_MODELS.filter((m) => m !== e.OPENROUTER_MODEL),
          baseUrl: e.OPENROUTER_BASE_URL.replace(/\/+$/, ""),
        }
      : undefined,
    openrouterModel: e.OPENROUTER_MODEL,
    serviceUrls: serviceUrlOverrides(e),
    logos:
      (logoProfile.route === "fal-lora" ? e.FAL_KEY : e.HF_TOKEN) !== undefined
        ? { model: e.HF_LOGO_MODEL, provider: e.HF_LOGO_PROVIDER, hfToken: e.HF_TOKEN, falKey: e.FAL_KEY }
        : undefined,
    paddle:
      e.PADDLE_ENV &&
      e.PADDLE_CLIENT_TOKEN &&
      e.PADDLE_API_KEY &&
      e.PADDLE_PRICE_ID &&
      e.PADDLE_WEBHOOK_SECRET
        ? {
            environment: e.PADDLE_ENV,
            clientToken: e.PADDLE_CLIENT_TOKEN,
            apiKey: e.PADDLE_API_KEY,
            priceId: e.PADDLE_PRICE_ID,
            webhookSecret: e.PADDLE_WEBHOOK_SECRET,
          }
        : undefined,
    supportEmail: e.SUPPORT_EMAIL ?? "support@brandsculpt.app",
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    rdap: {
      enabled:
        e.RDAP_ENABLED !== undefined && e.RDAP_ENABLED !== ""
          ? e.RDAP_ENABLED === "true" || e.RDAP_ENABLED === "1"
          : Boolean(
              e.OPENROUTER_API_KEY || e.HF_TOKEN || e.FAL_KEY || e.GOOGLE_CLIENT_ID || paddleSet.length > 0,
            ),
      enabledBy: e.RDAP_ENABLED !== undefined && e.RDAP_ENABLED !== "" ? "RDAP_ENABLED" : "live-services",
      bootstrapUrl: e.RDAP_BOOTSTRAP_URL ?? IANA_BOOTSTRAP_URL,
      timeoutMs: e.RDAP_TIMEOUT_MS ?? DEFAULT_RDAP_TIMEOUT_MS,
      ...(e.RDAP_ALLOW_PRIVATE_HOSTS
        ? {
            allowPrivateHosts: e.RDAP_ALLOW_PRIVATE_HOSTS.split(",")
              .map((h) => h.trim())
              .filter(Boolean),
          }
        : {}),
    },
    logLevel: e.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info"),
    memoryBudget: budget,
    render: {
      size: e.RENDER_WORKERS ?? poolSizeForBudget(budget.mb, !e.DATABASE_URL),
      ...(e.RENDER_WORKER_HEAP_MB === undefined ? {} : { workerHeapMb: e.RENDER_WORKER_HEAP_MB }),
      ...(e.RENDER_IDLE_S === undefined ? {} : { idleMs: Math.round(e.RENDER_IDLE_S * 1000) }),
      ...(bandRelease === undefined ? {} : { bandReleaseMb: bandRelease }),
    },
  };
}

export function readConfig(): Config {
  return loadConfig(process.env);
}
