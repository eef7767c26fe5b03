import { z } from "zod";
import type { CheckableProvider, ProviderCheck } from "../check";

export type PaddleEnvironment = "sandbox" | "production";

export type PaddleServerConfig = {
  apiKey: string;
  webhookSecret: string;
  environment: PaddleEnvironment;
  priceId: string;
  /** Only checked against the environment (the browser is what uses it). */
  clientToken?: string;
};

/** What we read from `custom_data` (set by our checkout); other keys are dropped. */
export type PaddleCustomData = { session_id?: string; user_id?: string } | null;

export type PaddleTransactionSummary = {
  id: string;
  status: string;
  /**
   * Fully paid: "completed", or "paid" (paid in full, not yet processed by Paddle). Either grants
   * the purchase; what remains for Paddle to do does not concern the buyer.
   */
  paid: boolean;
  customerId?: string;
  priceIds: string[];
  customData: PaddleCustomData;
};

export type PaddleWebhookEvent = {
  eventId: string;
  eventType: string;
  occurredAt: string;
  /** Present for `transaction.*` events only. */
  transaction?: PaddleTransactionSummary;
  /** The whole event as Paddle sent it (snake_case), for storing as transaction_data. */
  raw: unknown;
};

export type PaddleTransaction = PaddleTransactionSummary & {
  /** The transaction entity as the API returned it (snake_case). */
  raw: unknown;
};

export type PaddleServer = CheckableProvider & {
  readonly environment: PaddleEnvironment;
  readonly priceId: string;
  /** Verifies `Paddle-Signature` over the exact raw body; throws WebhookVerificationError. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaddleWebhookEvent>;
  /** `null` when Paddle does not know the transaction; throws PaddleApiError on other failures. */
  getTransaction(transactionId: string): Promise<PaddleTransaction | null>;
  /** Whether a transaction's items include the package price. */
  includesPackagePrice(priceIds: readonly string[]): boolean;
};

export type WebhookVerificationFailure = "missing_signature" | "invalid_signature" | "malformed_payload";

export class WebhookVerificationError extends Error {
  constructor(
    message: string,
    readonly reason: WebhookVerificationFailure,
  ) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export class PaddleApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PaddleApiError";
  }
}

/** The SDK's base URLs (internal/api/constants.js); getTransaction calls the same hosts. */
export const PADDLE_API_BASE_URLS: Record<PaddleEnvironment, string> = {
  sandbox: "https://sandbox-api.paddle.com",
  production: "https://api.paddle.com",
};

const PADDLE_API_TIMEOUT_MS = 15_000;
const TRANSACTION_ID = /^txn_[a-z\d]{26}$/;

const customDataSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((data): PaddleCustomData => {
    if (!data) return null;
    const picked: NonNullable<PaddleCustomData> = {};
    if (typeof data.session_id === "string") picked.session_id = data.session_id;
    if (typeof data.user_id === "string") picked.user_id = data.user_id;
    return picked;
  });

const transactionSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  customer_id: z.string().nullish(),
  custom_data: customDataSchema,
  items: z.array(
    z.object({
      price_id: z.string().nullish(),
      price: z.object({ id: z.string().min(1) }).nullish(),
    }),
  ),
});

const eventSchema = z.object({
  event_id: z.string().min(1),
  event_type: z.string().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.unknown(),
});

function summariseTransaction(tx: z.infer<typeof transactionSchema>): PaddleTransactionSummary {
  const priceIds = tx.items.flatMap((item) => {
    const id = item.price?.id ?? item.price_id;
    return id ? [id] : [];
  });
  return {
    id: tx.id,
    status: tx.status,
    paid: tx.status === "completed" || tx.status === "paid",
    ...(tx.customer_id ? { customerId: tx.customer_id } : {}),
    priceIds: [...new Set(priceIds)],
    customData: tx.custom_data,
  };
}

export function createPaddleServer(config: PaddleServerConfig): PaddleServer {
  // The SDK (~30 MB, most of a second to load) is needed only to verify webhooks: loaded then.
  let sdk: Promise<import("@paddle/paddle-node-sdk").Paddle> | undefined;
  const paddle = () =>
    (sdk ??= import("@paddle/paddle-node-sdk").then(
      ({ Environment, Paddle }) =>
        new Paddle(config.apiKey, {
          environment: config.environment === "production" ? Environment.production : Environment.sandbox,
        }),
    ));
  const baseUrl = PADDLE_API_BASE_URLS[config.environment];

  async function verifyWebhook(rawBody: string, signatureHeader: string | undefined) {
    if (!signatureHeader?.trim()) {
      throw new WebhookVerificationError("Missing Paddle-Signature header", "missing_signature");
    }
    try {
      // Checks the HMAC over `${ts}:${rawBody}` and rejects timestamps more than 5 s old, then
      // builds the SDK entity for the event, which throws if the body is not a real Paddle event.
      await (await paddle()).webhooks.unmarshal(rawBody, config.webhookSecret, signatureHeader);
    } catch (err) {
      // The SDK reports signature problems with plain Errors; JSON.parse and entity building throw these.
      if (err instanceof SyntaxError || err instanceof TypeError) {
        throw new WebhookVerificationError("Paddle webhook body is not a valid event", "malformed_payload");
      }
      throw new WebhookVerificationError(
        "Paddle webhook signature is invalid or too old",
        "invalid_signature",
      );
    }

    const raw: unknown = JSON.parse(rawBody);
    const event = eventSchema.safeParse(raw);
    if (!event.success) {
      throw new WebhookVerificationError("Paddle webhook event is malformed", "malformed_payload");
    }
    const normalised: PaddleWebhookEvent = {
      eventId: event.data.event_id,
      eventType: event.data.event_type,
      occurredAt: event.data.occurred_at,
      raw,
    };
    if (event.data.event_type.startsWith("transaction.")) {
      const tx = transactionSchema.safeParse(event.data.data);
      if (!tx.success) {
        throw new WebhookVerificationError("Paddle webhook transaction is malformed", "malformed_payload");
      }
      normalised.transaction = summariseTransaction(tx.data);
    }
    return normalised;
  }

  async function getTransaction(transactionId: string): Promise<PaddleTransaction | null> {
    // Ids come from the browser; anything that is not a Paddle transaction id cannot exist.
    if (!TRANSACTION_ID.test(transactionId)) return null;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/transactions/${transactionId}`, {
        headers: { Authorization: `Bearer ${config.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(PADDLE_API_TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaddleApiError(
        `Paddle API request failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new PaddleApiError(`Paddle API answered HTTP ${res.status}`, res.status);

    const body: unknown = await res.json().catch(() => undefined);
    const parsed = z.object({ data: z.unknown() }).safeParse(body);
    const tx = parsed.success ? transactionSchema.safeParse(parsed.data.data) : undefined;
    if (!parsed.success || !tx?.success) {
      throw new PaddleApiError("Paddle API returned a malformed transaction", res.status);
    }
    return { ...summariseTransaction(tx.data), raw: parsed.data.data };
  }

  async function check(): Promise<ProviderCheck> {
    const findings: ProviderCheck["findings"] = paddleKeyProblems(config).map((message) => ({
      level: "warn" as const,
      message,
    }));
    try {
      const res = await fetch(`${baseUrl}/prices/${encodeURIComponent(config.priceId)}`, {
        headers: { Authorization: `Bearer ${config.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(PADDLE_API_TIMEOUT_MS),
      });
      if (res.status === 401)
        findings.push({
          level: "warn",
          message: `PADDLE_API_KEY is not accepted by Paddle ${config.environment}`,
        });
      else if (res.status === 403) {
        findings.push({
          level: "warn",
          message: "PADDLE_API_KEY lacks a permission: give it read access to prices and transactions",
        });
      } else if (res.status === 404) {
        findings.push({
          level: "warn",
          message: `PADDLE_PRICE_ID=${config.priceId} does not exist in Paddle ${config.environment}`,
        });
      } else if (!res.ok)
        findings.push({ level: "warn", message: `Paddle answered HTTP ${res.status} for the price` });
      else
        findings.push({ level: "ok", message: `Paddle ${config.environment} knows price ${config.priceId}` });
    } catch (err) {
      findings.push({
        level: "warn",
        message: `Could not reach Paddle: ${err instanceof Error ? err.message : err}`,
      });
    }
    return { service: "paddle", findings };
  }

  return {
    environment: config.environment,
    priceId: config.priceId,
    check,
    verifyWebhook,
    getTransaction,
    includesPackagePrice: (priceIds) => priceIds.includes(config.priceId),
  };
}

/**
 * Sandbox and live credentials only work in their own environment: API keys carry
 * pdl_sdbx_/pdl_live_, client-side tokens test_/live_ (keys made before May 2025 carry nothing).
 */
export function paddleKeyProblems(config: {
  environment: PaddleEnvironment;
  apiKey: string;
  clientToken?: string;
}): string[] {
  const problems: string[] = [];
  const keyEnv = config.apiKey.startsWith("pdl_live_")
    ? "production"
    : config.apiKey.startsWith("pdl_sdbx_")
      ? "sandbox"
      : undefined;
  if (keyEnv && keyEnv !== config.environment) {
    problems.push(`PADDLE_API_KEY is a ${keyEnv} key but PADDLE_ENV=${config.environment}`);
  }
  if (config.clientToken) {
    const tokenEnv = config.clientToken.startsWith("live_")
      ? "production"
      : config.clientToken.startsWith("test_")
        ? "sandbox"
        : undefined;
    if (!tokenEnv)
      problems.push("PADDLE_CLIENT_TOKEN should start with test_ (sandbox) or live_ (production)");
    else if (tokenEnv !== config.environment) {
      problems.push(`PADDLE_CLIENT_TOKEN is a ${tokenEnv} token but PADDLE_ENV=${config.environment}`);
    }
  }
  return problems;
}
