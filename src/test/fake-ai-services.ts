import { HttpResponse, http } from "msw";

/**
 * The AI services as their documentation shows them, for msw. Each handler answers in the
 * documented shape, so the real clients run against them:
 * - Hugging Face hub model info with `expand[]=inferenceProviderMapping`
 *   (huggingface.co/docs/inference-providers/hub-api: an object keyed by provider);
 * - fal's queue API behind the Hugging Face router (submit, status, result), and called directly
 *   with a fal key (docs.fal.ai, model-endpoints/queue);
 * - fal's image result ({images: [{url, width, height, content_type}], seed, has_nsfw_concepts,
 *   timings, prompt}) and the image host.
 * OpenRouter, whose router has rules of its own, is in fake-openrouter.ts.
 */

export const HF_HUB = "https://huggingface.co";
export const HF_ROUTER_FAL = "https://router.huggingface.co/fal-ai";
export const FAL_QUEUE = "https://queue.fal.run";
export const FAL_IMAGE_HOST = "https://v3.fal.media/files";

export type Recorder = { calls: string[]; bodies: Array<Record<string, unknown>>; headers: Headers[] };

export function recorder(): Recorder {
  return { calls: [], bodies: [], headers: [] };
}

/** GET /api/models/{id}?expand[]=inferenceProviderMapping. `providerId` undefined: not mapped. */
export function hubModel(options: { providerId?: string; status?: "live" | "staging"; rec?: Recorder } = {}) {
  return http.get(`${HF_HUB}/api/models/:org/:name`, ({ request, params }) => {
    options.rec?.calls.push(`GET hub ${params.org}/${params.name}`);
    const mapping = options.providerId
      ? {
          "fal-ai": {
            status: options.status ?? "live",
            providerId: options.providerId,
            task: "text-to-image",
            isModelAuthor: false,
          },
        }
      : {};
    const url = new URL(request.url);
    return HttpResponse.json({
      _id: "66aa0f5b0a4d7c0e3b1c2d3e",
      id: `${params.org}/${params.name}`,
      ...(url.searchParams.getAll("expand[]").includes("inferenceProviderMapping")
        ? { inferenceProviderMapping: mapping }
        : {}),
    });
  });
}

export type WhoamiOptions = {
  status?: number;
  /** "fineGrained" (the default), "read" or "write". */
  role?: string;
  /** A fine-grained token's permissions on the user's own account. */
  permissions?: string[];
  isPro?: boolean;
  canPay?: boolean;
};

/**
 * GET /api/whoami-v2: the account, and the token's role and fine-grained permissions (the "Make
 * calls to Inference Providers" permission is inference.serverless.write). huggingface.co/docs/hub/security-tokens
 */
export function whoami(options: WhoamiOptions | number = {}) {
  const o = typeof options === "number" ? { status: options } : options;
  const status = o.status ?? 200;
  const role = o.role ?? "fineGrained";
  return http.get(`${HF_HUB}/api/whoami-v2`, () =>
    status === 200
      ? HttpResponse.json({
          type: "user",
          id: "66aa0f5b0a4d7c0e3b1c2d3f",
          name: "brand-studio",
          fullname: "Brand Studio",
          email: "ops@brandsculpt.test",
          emailVerified: true,
          isPro: o.isPro ?? true,
          canPay: o.canPay ?? true,
          periodEnd: 1767225600,
          avatarUrl: "/avatars/brand-studio.svg",
          orgs: [],
          auth: {
            type: "access_token",
            accessToken: {
              displayName: "brandsculpt-production",
              role,
              createdAt: "2026-01-05T10:00:00.000Z",
              ...(role === "fineGrained"
                ? {
                    fineGrained: {
                      canReadGatedRepos: false,
                      global: [],
                      scoped: [
                        {
                          entity: { _id: "66aa0f5b0a4d7c0e3b1c2d3f", type: "user", name: "brand-studio" },
                          permissions: o.permissions ?? ["inference.serverless.write"],
                        },
                      ],
                    },
                  }
                : {}),
            },
          },
        })
      : HttpResponse.json({ error: "Invalid credentials in Authorization header" }, { status }),
  );
}

/**
 * fal's platform API: GET /v1/models/pricing?endpoint_id= with `Authorization: Key …`
 * (https://docs.fal.ai/platform-apis/v1/models/pricing): 401 for a key fal does not know.
 */
export function falPricing(options: { key: string; status?: number }) {
  return http.get("https://api.fal.ai/v1/models/pricing", ({ request }) => {
    if (request.headers.get("authorization") !== `Key ${options.key}`) {
      return HttpResponse.json({ detail: "Invalid API key" }, { status: 401 });
    }
    if (options.status && options.status !== 200) {
      return HttpResponse.json({ detail: "Forbidden" }, { status: options.status });
    }
    const ids = new URL(request.url).searchParams.getAll("endpoint_id").flatMap((v) => v.split(","));
    return HttpResponse.json({
      prices: ids.map((endpoint_id) => ({
        endpoint_id,
        unit_price: 0.035,
        unit: "megapixels",
        currency: "USD",
      })),
      next_cursor: null,
      has_more: false,
    });
  });
}

function queueAnswer(base: string, app: string, id: string) {
  return {
    status: "IN_QUEUE",
    request_id: id,
    response_url: `${base}/${app}/requests/${id}`,
    status_url: `${base}/${app}/requests/${id}/status`,
    cancel_url: `${base}/${app}/requests/${id}/cancel`,
    queue_position: 0,
  };
}

export type FalOptions = {
  /** The fal endpoint the model maps to, e.g. fal-ai/flux/schnell. */
  endpoint: string;
  /** The PNG the "model" draws for each request, in order (the last one repeats). */
  images: Buffer[];
  rec?: Recorder;
  /** Status polls answered IN_PROGRESS before COMPLETED (Infinity: a job that never ends). */
  polls?: number;
  nsfw?: boolean;
};

/**
 * fal's queue behind the Hugging Face router: POST {router}/fal-ai/{endpoint}?_subdomain=queue,
 * then status and result under the app id of the response URL (fal answers with its app id,
 * e.g. fal-ai/flux for fal-ai/flux/schnell).
 */
export function falThroughRouter(options: FalOptions) {
  const app = options.endpoint.split("/").slice(0, 2).join("/");
  return falQueueHandlers(HF_ROUTER_FAL, options.endpoint, app, options, "https://queue.fal.run");
}

/** fal's queue called directly with `Authorization: Key …`. */
export function falDirect(options: FalOptions) {
  return falQueueHandlers(FAL_QUEUE, options.endpoint, options.endpoint, options, FAL_QUEUE);
}

function falQueueHandlers(
  base: string,
  endpoint: string,
  app: string,
  options: FalOptions,
  answerBase: string,
) {
  let submitted = 0;
  const polls = new Map<string, number>();
  const cancelled = new Set<string>();
  const done = (id: string) => (polls.get(id) ?? 0) > (options.polls ?? 1);
  return [
    http.post(`${base}/${endpoint}`, async ({ request }) => {
      submitted += 1;
      const id = `0f6c5a9e-${String(submitted).padStart(4, "0")}-4b8e-9d1a-7c3e2b1f0a9d`;
      options.rec?.calls.push(`POST ${endpoint}${new URL(request.url).search}`);
      options.rec?.bodies.push((await request.json()) as Record<string, unknown>);
      options.rec?.headers.push(request.headers);
      return HttpResponse.json(queueAnswer(answerBase, app, id));
    }),
    http.get(`${base}/${app}/requests/:id/status`, ({ params }) => {
      const id = String(params.id);
      polls.set(id, (polls.get(id) ?? 0) + 1);
      options.rec?.calls.push("GET status");
      if (cancelled.has(id)) {
        return HttpResponse.json({
          status: "CANCELLED",
          request_id: id,
          response_url: `${answerBase}/${app}/requests/${id}`,
        });
      }
      return HttpResponse.json(
        done(id)
          ? {
              status: "COMPLETED",
              request_id: id,
              response_url: `${answerBase}/${app}/requests/${id}`,
              logs: null,
              metrics: { inference_time: 1.21 },
            }
          : {
              status: "IN_PROGRESS",
              request_id: id,
              response_url: `${answerBase}/${app}/requests/${id}`,
              logs: null,
            },
      );
    }),
    // PUT {cancel_url}: 202 CANCELLATION_REQUESTED while queued or running, 400 ALREADY_COMPLETED after
    // (https://fal.ai/docs/inference-api/queue/cancel).
    http.put(`${base}/${app}/requests/:id/cancel`, ({ params, request }) => {
      const id = String(params.id);
      options.rec?.calls.push("PUT cancel");
      options.rec?.headers.push(request.headers);
      if (done(id)) return HttpResponse.json({ status: "ALREADY_COMPLETED" }, { status: 400 });
      cancelled.add(id);
      return HttpResponse.json({ status: "CANCELLATION_REQUESTED" }, { status: 202 });
    }),
    http.get(`${base}/${app}/requests/:id`, ({ params }) => {
      const id = String(params.id);
      options.rec?.calls.push("GET result");
      return HttpResponse.json({
        images: [
          {
            url: `${FAL_IMAGE_HOST}/${id}.png`,
            width: 1024,
            height: 1024,
            content_type: "image/png",
          },
        ],
        timings: { inference: 0.41 },
        seed: 1234567,
        has_nsfw_concepts: [options.nsfw ?? false],
        prompt: "symbol",
      });
    }),
    http.get(`${FAL_IMAGE_HOST}/:file`, ({ params }) => {
      const index = Number(String(params.file).split("-")[1]) - 1;
      options.rec?.calls.push("GET image");
      const png = options.images[Math.min(index, options.images.length - 1)] ?? Buffer.alloc(0);
      return new HttpResponse(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
    }),
  ];
}
