import { HttpResponse, http } from "msw";
import { adjustmentData, notFoundApiResponse, transactionApiResponse } from "./paddle-fixtures";

/**
 * Paddle Billing's API as its reference describes it, for msw (sandbox host by default): the
 * Bearer API key with per-operation permissions (403 `forbidden` when the key lacks one), the
 * `{data, meta}` envelope, `{error: {type, code, detail, documentation_url}}` errors.
 * - POST /adjustments (adjustment.write): a refund, created pending_approval;
 * - GET /prices/{id} (price.read), GET /transactions/{id} and /transactions/{id}/invoice (transaction.read);
 * - GET /notification-settings (notification_setting.read);
 * - GET /settings/checkout-url (checkout_settings.read): the default payment link;
 * - GET /checkout-domains?domain= (checkout_domain.read): approval status of checkout domains;
 * - GET / (the API root, no permission): the caller and its key's permissions; 403 for a key
 *   Paddle does not accept, null caller fields without credentials
 *   (https://developer.paddle.com/api-reference/api-root/get-api-root).
 * https://developer.paddle.com/api-reference/overview
 */

export const PADDLE_SANDBOX_API = "https://sandbox-api.paddle.com";

export type FakePaddleAccount = {
  apiKey: string;
  /** Permissions of the key; default: every one read here. */
  permissions?: readonly string[];
  prices: Array<{
    id: string;
    status?: "active" | "archived";
    amount?: string;
    currency?: string;
    billingCycle?: { interval: "day" | "week" | "month" | "year"; frequency: number } | null;
  }>;
  notificationSettings?: Array<{
    destination: string;
    active?: boolean;
    events?: string[];
    secret: string;
    trafficSource?: "platform" | "simulation" | "all";
  }>;
  defaultPaymentLink?: string | null;
  checkoutDomains?: Array<{
    domain: string;
    status: "approved" | "pending_review" | "in_review" | "rejected";
  }>;
  /** Transactions the API knows, by id (the reconciliation path). */
  transactions?: Map<string, Parameters<typeof transactionApiResponse>[0]>;
};

const ALL_PERMISSIONS = [
  "price.read",
  "transaction.read",
  "notification_setting.read",
  "checkout_settings.read",
  "checkout_domain.read",
  "adjustment.write",
];

const meta = { request_id: "0b0f4c1e-6d1f-4f3c-9d1b-5b7e3f0a2c11" };

function paddleError(status: number, code: string, detail: string) {
  return HttpResponse.json(
    {
      error: {
        type: "request_error",
        code,
        detail,
        documentation_url: `https://developer.paddle.com/errors/shared/${code}`,
      },
      meta,
    },
    { status },
  );
}

const eventType = (name: string) => ({
  name,
  description: `Occurs when ${name.replace(".", " is ")}.`,
  group: name.split(".")[0]!.replace(/^\w/, (c) => c.toUpperCase()),
  available_versions: [1],
});

export function fakePaddleApi(account: FakePaddleAccount, base = PADDLE_SANDBOX_API) {
  const permissions = account.permissions ?? ALL_PERMISSIONS;
  /** 401 for another key, 403 without the operation's permission. */
  const guard = (request: Request, permission: string) => {
    if (request.headers.get("authorization") !== `Bearer ${account.apiKey}`) {
      return paddleError(
        401,
        "authentication_malformed",
        "Authentication header included, but incorrectly formatted",
      );
    }
    if (!permissions.includes(permission)) {
      return paddleError(
        403,
        "forbidden",
        `You aren't permitted to perform this request. Missing permission: ${permission}`,
      );
    }
    return undefined;
  };
  return [
    http.get(`${base}/`, ({ request }) => {
      const auth = request.headers.get("authorization");
      const api = {
        name: "Paddle API",
        version: "1",
        environment: base === PADDLE_SANDBOX_API ? "sandbox" : "production",
        documentation_url: "https://developer.paddle.com/api-reference/overview",
      };
      if (auth === null) {
        return HttpResponse.json({
          data: { api, caller: { auth_type: null, account: null, permissions: [] } },
          meta,
        });
      }
      if (auth !== `Bearer ${account.apiKey}`) {
        return paddleError(403, "forbidden", "You aren't permitted to perform this request.");
      }
      return HttpResponse.json({
        data: {
          api,
          caller: {
            auth_type: "api_key",
            account: { id: "acc_01jbrandsculptaccount00000" },
            permissions: [...permissions],
          },
        },
        meta,
      });
    }),
    http.get(`${base}/prices/:id`, ({ request, params }) => {
      const refused = guard(request, "price.read");
      if (refused) return refused;
      const price = account.prices.find((p) => p.id === params.id);
      if (!price) return HttpResponse.json(notFoundApiResponse(String(params.id)), { status: 404 });
      return HttpResponse.json({
        data: {
          id: price.id,
          product_id: "pro_01jbrandstudiopkg000000000",
          type: "standard",
          description: "Complete Brand Package",
          name: "One-time package",
          billing_cycle: price.billingCycle ?? null,
          trial_period: null,
          tax_mode: "account_setting",
          unit_price: { amount: price.amount ?? "2499", currency_code: price.currency ?? "USD" },
          unit_price_overrides: [],
          quantity: { minimum: 1, maximum: 1 },
          status: price.status ?? "active",
          custom_data: null,
          import_meta: null,
          created_at: "2025-01-06T09:00:00.000000Z",
          updated_at: "2025-01-06T09:00:00.000000Z",
        },
        meta,
      });
    }),
    // POST /adjustments (adjustment.write): a refund of a known transaction, pending Paddle's approval.
    http.post(`${base}/adjustments`, async ({ request }) => {
      const refused = guard(request, "adjustment.write");
      if (refused) return refused;
      const body = (await request.json().catch(() => null)) as {
        action?: string;
        type?: string;
        transaction_id?: string;
        reason?: string;
      } | null;
      if (!body?.action || !body.transaction_id || !body.reason) {
        return paddleError(400, "bad_request", "Invalid request.");
      }
      if (!account.transactions?.has(body.transaction_id)) {
        return HttpResponse.json(notFoundApiResponse(body.transaction_id), { status: 404 });
      }
      const now = new Date().toISOString();
      return HttpResponse.json(
        {
          data: adjustmentData({
            adjustmentId: `adj_01j${body.transaction_id.slice(-23).padStart(23, "0")}`,
            transactionId: body.transaction_id,
            action: body.action as "refund",
            type: (body.type as "full" | "partial") ?? "full",
            status: "pending_approval",
            createdAt: now,
          }),
          meta,
        },
        { status: 201 },
      );
    }),
    // GET /transactions/{id}/invoice (transaction.read): a link to the invoice PDF, for billed
    // transactions with an invoice; 404 for a transaction Paddle does not know.
    http.get(`${base}/transactions/:id/invoice`, ({ request, params }) => {
      const refused = guard(request, "transaction.read");
      if (refused) return refused;
      const known = account.transactions?.get(String(params.id));
      if (!known) return HttpResponse.json(notFoundApiResponse(String(params.id)), { status: 404 });
      return HttpResponse.json({
        data: { url: `https://sandbox-invoice-service.paddle.com/invoices/${String(params.id)}.pdf` },
        meta,
      });
    }),
    http.get(`${base}/transactions/:id`, ({ request, params }) => {
      const refused = guard(request, "transaction.read");
      if (refused) return refused;
      const known = account.transactions?.get(String(params.id));
      if (!known) return HttpResponse.json(notFoundApiResponse(String(params.id)), { status: 404 });
      return HttpResponse.json(transactionApiResponse(known));
    }),
    http.get(`${base}/notification-settings`, ({ request }) => {
      const refused = guard(request, "notification_setting.read");
      if (refused) return refused;
      return HttpResponse.json({
        data: (account.notificationSettings ?? []).map((n, i) => ({
          id: `ntfset_01jbrandstudiodestination${String(i).padStart(2, "0")}`.slice(0, 33),
          description: "BrandSculpt webhook",
          type: "url",
          destination: n.destination,
          active: n.active ?? true,
          api_version: 1,
          include_sensitive_fields: false,
          traffic_source: n.trafficSource ?? "all",
          subscribed_events: (n.events ?? []).map(eventType),
          endpoint_secret_key: n.secret,
        })),
        meta,
      });
    }),
    http.get(`${base}/settings/checkout-url`, ({ request }) => {
      const refused = guard(request, "checkout_settings.read");
      if (refused) return refused;
      return HttpResponse.json({ data: { default_url: account.defaultPaymentLink ?? null }, meta });
    }),
    http.get(`${base}/checkout-domains`, ({ request }) => {
      const refused = guard(request, "checkout_domain.read");
      if (refused) return refused;
      const wanted = new URL(request.url).searchParams.get("domain");
      // The filter includes the domain, its ancestors and its subdomains.
      const matches = (d: string) =>
        !wanted || d === wanted || wanted.endsWith(`.${d}`) || d.endsWith(`.${wanted}`);
      return HttpResponse.json({
        data: (account.checkoutDomains ?? [])
          .filter((d) => matches(d.domain))
          .map((d, i) => ({
            id: `chedom_01jbrandstudiodomain00000${i}`,
            domain: d.domain,
            status: d.status,
            payment_method_verification: { apple_pay: { status: "unverified" } },
            created_at: "2025-01-06T09:00:00.000000Z",
            updated_at: "2025-01-06T09:00:00.000000Z",
          })),
        meta: { ...meta, pagination: { per_page: 50, next: null, has_more: false, estimated_total: 1 } },
      });
    }),
  ];
}
