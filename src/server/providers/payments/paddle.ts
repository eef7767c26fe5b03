import { z } from "zod";
import type { CheckableProvider, ProviderCheck } from "@/server/providers/check";

export type PaddleEnvironment = "sandbox" | "production";

export type PaddleServerConfig = {
  apiKey: string;
  webhookSecret: string;
  environment: PaddleEnvironment;
  priceId: string;
  /** Only checked against the environment (the browser is what uses it). */
  clientToken?: string;
  /** The app's public origin: the webhook destination and the payment link must point at it. */
  appUrl?: string;
};

/** The package price, as Paddle stores it: minor units of USD. */
export const PACKAGE_PRICE = { amount: "2499", currency: "USD" } as const;
/** The events the webhook needs: purchases, and refunds and chargebacks (adjustments). */
export const REQUIRED_PADDLE_EVENTS = ["transaction.completed", "adjustment.created", "adjustment.updated"];

/** The permission POST /adjustments (a refund) needs. */
export const REFUND_PERMISSION = "adjustment.write";

/** GET / (the API root): who the caller is and what it may do; permissions null for legacy keys. */
const apiRootSchema = z.object({
  data: z.object({
    caller: z.object({
      auth_type: z.string().nullable(),
      permissions: z.array(z.string()).nullable().optional(),
    }),
  }),
});

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
  /**
   * POST /adjustments: a full refund of a completed transaction (the buyer asked within 14 days,
   * nothing downloaded). Returns the adjustment entity as Paddle answered it (usually
   * pending_approval; adjustment.updated follows). Throws PaddleApiError.
   */
  createRefund(transactionId: string, reason: string): Promise<unknown>;
  /**
   * A link to the transaction's PDF invoice (GET /transactions/{id}/invoice; Paddle's link expires
   * after an hour, so it is asked for each time); null when Paddle has none for it.
   */
  invoiceUrl(transactionId: string): Promise<string | null>;
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

/** GET /prices/{id}: what makes the package price right. */
const priceSchema = z.object({
  id: z.string(),
  status: z.string(),
  billing_cycle: z.object({ interval: z.string(), frequency: z.number() }).nullish(),
  unit_price: z.object({ amount: z.string(), currency_code: z.string() }),
});

/** One notification destination (GET /notification-settings). */
const notificationSettingSchema = z.object({
  id: z.string(),
  type: z.string(),
  destination: z.string(),
  active: z.boolean(),
  traffic_source: z.string().optional(),
  subscribed_events: z.array(z.object({ name: z.string() })),
  endpoint_secret_key: z.string().optional(),
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

  async function invoiceUrl(transactionId: string): Promise<string | null> {
    if (!TRANSACTION_ID.test(transactionId)) return null;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/transactions/${transactionId}/invoice`, {
        headers: { Authorization: `Bearer ${config.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(PADDLE_API_TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaddleApiError(
        `Paddle API request failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new PaddleApiError(`Paddle API answered HTTP ${res.status}`, res.status);
    const body = z
      .object({ data: z.object({ url: z.string().url() }) })
      .safeParse(await res.json().catch(() => undefined));
    if (!body.success) throw new PaddleApiError("Paddle API returned a malformed invoice link", res.status);
    return body.data.data.url;
  }

  /** One GET against the API: the parsed `data`, or the problem to report (naming what to change). */
  async function read(
    path: string,
    permission: string,
  ): Promise<{ data: unknown } | { problem: string; status?: number }> {
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${config.apiKey}`, Accept: "application/json" },
      signal: AbortSignal.timeout(PADDLE_API_TIMEOUT_MS),
    });
    if (res.status === 401)
      return { problem: `PADDLE_API_KEY is not accepted by Paddle ${config.environment}` };
    if (res.status === 403) {
      return {
        problem: `PADDLE_API_KEY lacks the ${permission} permission: add it to the key under Developer tools > Authentication`,
      };
    }
    if (!res.ok) {
      // Not awaited: some stacks settle a cancelled body only later.
      res.body?.cancel().catch(() => undefined);
      return { problem: `Paddle answered HTTP ${res.status} for ${path.split("?")[0]}`, status: res.status };
    }
    const body = z.object({ data: z.unknown() }).safeParse(await res.json().catch(() => undefined));
    if (!body.success) return { problem: `Paddle answered ${path.split("?")[0]} in an undocumented shape` };
    return { data: body.data.data };
  }

  /**
   * What breaks a real payment: the price (exists, active, one-time, 24.99 USD), the notification
   * destination (our webhook URL, active, the events we need, the secret we hold), the default
   * payment link and the approval of its domain. Never throws.
   * https://developer.paddle.com/api-reference/prices/get-price,
   * https://developer.paddle.com/api-reference/notification-settings/list-notification-settings,
   * https://developer.paddle.com/api-reference/settings/get-checkout-url,
   * https://developer.paddle.com/api-reference/checkout-domains/list-checkout-domains
   */
  async function check(): Promise<ProviderCheck> {
    const findings: ProviderCheck["findings"] = paddleKeyProblems(config).map((message) => ({
      level: "warn" as const,
      message,
    }));
    const ok = (message: string) => findings.push({ level: "ok", message });
    const problem = (message: string) => findings.push({ level: "warn", message });
    const step = async (what: string, run: () => Promise<void>) => {
      try {
        await run();
      } catch (err) {
        problem(`Could not check ${what} with Paddle: ${err instanceof Error ? err.message : err}`);
      }
    };

    await step("the price", async () => {
      const answer = await read(`/prices/${encodeURIComponent(config.priceId)}`, "price.read");
      if ("problem" in answer) {
        return void problem(
          answer.status === 404
            ? `PADDLE_PRICE_ID=${config.priceId} does not exist in Paddle ${config.environment}`
            : answer.problem,
        );
      }
      const price = priceSchema.safeParse(answer.data);
      if (!price.success) return void problem("Paddle answered the price in an undocumented shape");
      const { status, billing_cycle, unit_price } = price.data;
      const issues = [
        ...(status !== "active" ? [`is ${status}, not active`] : []),
        ...(billing_cycle
          ? [`bills every ${billing_cycle.frequency} ${billing_cycle.interval} (a subscription), not once`]
          : []),
        ...(unit_price.amount !== PACKAGE_PRICE.amount || unit_price.currency_code !== PACKAGE_PRICE.currency
          ? [
              `is ${unit_price.amount} ${unit_price.currency_code} (minor units), not ${PACKAGE_PRICE.amount} ${PACKAGE_PRICE.currency}`,
            ]
          : []),
      ];
      if (issues.length > 0)
        problem(`PADDLE_PRICE_ID=${config.priceId} ${issues.join("; ")}: fix it in Catalog > Products`);
      else ok(`PADDLE_PRICE_ID=${config.priceId} is an active one-time price of 24.99 USD`);
    });

    const webhookUrl = config.appUrl ? `${config.appUrl.replace(/\/+$/, "")}/api/webhooks/paddle` : undefined;
    await step("the notification destination", async () => {
      const answer = await read("/notification-settings", "notification_setting.read");
      if ("problem" in answer) return void problem(answer.problem);
      const settings = z.array(notificationSettingSchema).safeParse(answer.data);
      if (!settings.success)
        return void problem("Paddle answered the notification settings in an undocumented shape");
      const ours = settings.data.filter(
        (n) => n.type === "url" && n.destination.replace(/\/+$/, "") === webhookUrl,
      );
      const destination = ours.find((n) => n.active) ?? ours[0];
      if (!destination) {
        problem(
          `No Paddle notification destination points at ${webhookUrl}: add one under Developer tools > Notifications for ${REQUIRED_PADDLE_EVENTS.join(", ")}`,
        );
        return;
      }
      const events = new Set(destination.subscribed_events.map((e) => e.name));
      const missing = REQUIRED_PADDLE_EVENTS.filter((e) => !events.has(e));
      const issues = [
        ...(destination.active ? [] : ["is not active"]),
        ...(destination.traffic_source === "simulation" ? ["only receives simulated events"] : []),
        ...(missing.length > 0 ? [`does not subscribe to ${missing.join(", ")}`] : []),
        ...(destination.endpoint_secret_key !== undefined &&
        destination.endpoint_secret_key !== config.webhookSecret
          ? ["has a secret key other than PADDLE_WEBHOOK_SECRET"]
          : []),
      ];
      if (issues.length > 0) {
        problem(
          `The Paddle notification destination for ${webhookUrl} ${issues.join("; ")}: fix it under Developer tools > Notifications`,
        );
      } else {
        ok(`Paddle notifies ${webhookUrl} of ${REQUIRED_PADDLE_EVENTS.join(", ")}`);
      }
    });

    await step("the default payment link", async () => {
      const answer = await read("/settings/checkout-url", "checkout_settings.read");
      if ("problem" in answer) return void problem(answer.problem);
      const settings = z.object({ default_url: z.string().nullable() }).safeParse(answer.data);
      if (!settings.success)
        return void problem("Paddle answered the checkout settings in an undocumented shape");
      const link = settings.data.default_url;
      if (!link) {
        problem(
          `Paddle has no default payment link: set it to ${config.appUrl ?? "<APP_URL>"}/payment under Checkout > Checkout settings`,
        );
        return;
      }
      // Domains are approved by name: ports play no part.
      const host = new URL(link).hostname;
      if (config.appUrl && host !== new URL(config.appUrl).hostname) {
        problem(
          `Paddle's default payment link ${link} is not on APP_URL's domain: set it to ${config.appUrl}/payment under Checkout > Checkout settings`,
        );
      } else {
        ok(`Paddle's default payment link is ${link}`);
      }
      const domains = await read(
        `/checkout-domains?domain=${encodeURIComponent(host)}`,
        "checkout_domain.read",
      );
      if ("problem" in domains) return void problem(domains.problem);
      const list = z.array(z.object({ domain: z.string(), status: z.string() })).safeParse(domains.data);
      if (!list.success) return void problem("Paddle answered the checkout domains in an undocumented shape");
      const approved = list.data.find(
        (d) => (host === d.domain || host.endsWith(`.${d.domain}`)) && d.status === "approved",
      );
      if (approved) ok(`Paddle has approved ${approved.domain} for checkout`);
      else {
        const seen = list.data.find((d) => host === d.domain || host.endsWith(`.${d.domain}`));
        problem(
          seen
            ? `Paddle has not approved ${seen.domain} for checkout (${seen.status}): see Checkout > Website approval`
            : `${host} is not submitted to Paddle for checkout: add it under Checkout > Website approval`,
        );
      }
    });
    // Refunds (POST /adjustments) need adjustment.write, which no read can probe; the API root
    // lists the key's permissions without changing anything (legacy keys list none: a note).
    // https://developer.paddle.com/api-reference/api-root/get-api-root,
    // https://developer.paddle.com/api-reference/about/permissions
    await step("the refund permission", async () => {
      const cannotTell =
        "PADDLE_API_KEY needs the adjustment.write permission for refunds; Paddle did not list the key's permissions, so check it under Developer tools > Authentication";
      const res = await fetch(`${baseUrl}/`, {
        headers: { Authorization: `Bearer ${config.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(PADDLE_API_TIMEOUT_MS),
      });
      if (!res.ok) {
        res.body?.cancel().catch(() => undefined);
        return void findings.push({ level: "note", message: cannotTell });
      }
      const root = apiRootSchema.safeParse(await res.json().catch(() => undefined));
      const caller = root.success ? root.data.data.caller : undefined;
      if (caller?.auth_type !== "api_key" || !Array.isArray(caller.permissions)) {
        return void findings.push({ level: "note", message: cannotTell });
      }
      if (caller.permissions.includes(REFUND_PERMISSION)) {
        ok(`PADDLE_API_KEY may create refunds (${REFUND_PERMISSION})`);
      } else {
        problem(
          `PADDLE_API_KEY lacks the ${REFUND_PERMISSION} permission, so refunds fail: add it to the key under Developer tools > Authentication`,
        );
      }
    });
    return { service: "paddle", findings };
  }

  return {
    environment: config.environment,
    priceId: config.priceId,
    check,
    verifyWebhook,
    getTransaction,
    invoiceUrl,
    includesPackagePrice: (priceIds) => priceIds.includes(config.priceId),
    async createRefund(transactionId, reason) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/adjustments`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            Accept: "application/json",
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ action: "refund", type: "full", transaction_id: transactionId, reason }),
          signal: AbortSignal.timeout(PADDLE_API_TIMEOUT_MS),
        });
      } catch (err) {
        throw new PaddleApiError(
          `Paddle API request failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      if (!res.ok) {
        res.body?.cancel().catch(() => undefined);
        throw new PaddleApiError(`Paddle API answered HTTP ${res.status} creating a refund`, res.status);
      }
      const body = z.object({ data: z.unknown() }).safeParse(await res.json().catch(() => undefined));
      if (!body.success) throw new PaddleApiError("Paddle API returned a malformed adjustment", res.status);
      return body.data.data;
    },
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
