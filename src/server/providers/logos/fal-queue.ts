import { z } from "zod";
import { LogoProviderError } from "./types";

/**
 * fal's queue API, called directly with a fal key (the route for models no Inference Provider
 * maps, such as a LoRA run from its weights URL): submit, poll the status URL, fetch the result
 * from the response URL, and cancel through the cancel URL a job we stop waiting for.
 * https://docs.fal.ai/model-apis/model-endpoints/queue, https://fal.ai/docs/inference-api/queue/cancel
 */

export const FAL_QUEUE_URL = "https://queue.fal.run";
/** fal's platform API (key check through model pricing): https://docs.fal.ai/platform-apis/v1/models/pricing */
export const FAL_PLATFORM_URL = "https://api.fal.ai/v1";
const POLL_INTERVAL_MS = 500;
const CANCEL_TIMEOUT_MS = 5_000;

/**
 * Inference Providers whose text-to-image reply we parse (fal's `{images: [{url}]}`, returned by
 * the Hugging Face client as JSON). Any other HF_LOGO_PROVIDER is refused at start-up.
 */
export const LOGO_PROVIDERS_WE_PARSE = ["fal-ai"] as const;

const submitSchema = z.object({
  request_id: z.string().min(1),
  status_url: z.url(),
  response_url: z.url(),
  cancel_url: z.url().optional(),
});

const statusSchema = z.object({ status: z.string() });

/** The image endpoints' result; has_nsfw_concepts marks pictures the safety checker blanked. */
export const falImageResultSchema = z.object({
  images: z.array(z.object({ url: z.string().min(1) })).min(1),
  has_nsfw_concepts: z.array(z.boolean()).optional(),
});

export type FalImageResult = z.infer<typeof falImageResultSchema>;

/** fal reports errors as {detail: string | [{msg}]}; other gateways as {error} or {message}. */
export async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { detail?: unknown; error?: unknown; message?: unknown };
    const detail = body.detail ?? body.error ?? body.message;
    if (typeof detail === "string") return detail;
    if (Array.isArray(detail)) {
      return detail
        .map((d) => (d && typeof d === "object" && "msg" in d ? String(d.msg) : String(d)))
        .join("; ");
    }
  } catch {
    // not JSON: the text itself
  }
  return text.replace(/\s+/g, " ").trim().slice(0, 300);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export async function runFalQueue(
  endpoint: string,
  input: Record<string, unknown>,
  key: string,
  signal: AbortSignal,
): Promise<FalImageResult> {
  const headers = { Authorization: `Key ${key}`, "Content-Type": "application/json" };
  const submitted = await fetch(`${FAL_QUEUE_URL}/${endpoint}`, {
    method: "POST",
    headers,
    body: JSON.stringify(input),
    signal,
  });
  if (!submitted.ok) {
    throw new LogoProviderError(
      `fal rejected the request (HTTP ${submitted.status}): ${await errorText(submitted)}`,
      submitted.status,
    );
  }
  const queued = submitSchema.safeParse(await submitted.json().catch(() => undefined));
  if (!queued.success) {
    throw new LogoProviderError(
      "fal's queue answered in an undocumented shape (no request_id/status_url)",
      502,
      true,
    );
  }
  const job = queued.data;
  try {
    return await waitForResult(job, headers, signal);
  } catch (error) {
    // A job we stop waiting for (timeout, or the person left) would still run and be billed:
    // cancel it, without holding the caller's error back.
    if (signal.aborted) {
      // Without a cancel_url, fal's documented path: owner/app (not the endpoint's subpath).
      const app = endpoint.split("/").slice(0, 2).join("/");
      void cancelJob(job.cancel_url ?? `${FAL_QUEUE_URL}/${app}/requests/${job.request_id}/cancel`, key);
    }
    throw error;
  }
}

/**
 * PUT the job's cancel URL: fal answers 202 CANCELLATION_REQUESTED, or 400 ALREADY_COMPLETED.
 * Best effort within a few seconds.
 */
async function cancelJob(url: string, key: string): Promise<void> {
  try {
    const res = await fetch(url, {
      method: "PUT",
      headers: { Authorization: `Key ${key}` },
      signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS),
    });
    res.body?.cancel().catch(() => undefined);
  } catch {
    // The job ends on its own; the caller already has its error.
  }
}

async function waitForResult(
  job: z.infer<typeof submitSchema>,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<FalImageResult> {
  for (;;) {
    const res = await fetch(job.status_url, { headers, signal });
    if (!res.ok) {
      throw new LogoProviderError(
        `fal status check failed (HTTP ${res.status}): ${await errorText(res)}`,
        res.status,
      );
    }
    const status = statusSchema.safeParse(await res.json().catch(() => undefined));
    if (!status.success)
      throw new LogoProviderError("fal's status answered in an undocumented shape", 502, true);
    if (status.data.status === "COMPLETED") break;
    if (status.data.status !== "IN_QUEUE" && status.data.status !== "IN_PROGRESS") {
      throw new LogoProviderError(`fal request ended as ${status.data.status}`, 502);
    }
    await sleep(POLL_INTERVAL_MS, signal);
  }
  const result = await fetch(job.response_url, { headers, signal });
  if (!result.ok) {
    throw new LogoProviderError(
      `fal could not make the image (HTTP ${result.status}): ${await errorText(result)}`,
      result.status,
    );
  }
  const parsed = falImageResultSchema.safeParse(await result.json().catch(() => undefined));
  if (!parsed.success) throw new LogoProviderError("fal's result is not {images: [{url}]}", 502, true);
  return parsed.data;
}

/**
 * Is FAL_KEY a key fal accepts? Asks the platform API for the endpoint's price (it needs a key):
 * 200 is a yes (with the price), 401 a no; 403 means the key cannot read prices, which says
 * nothing about running models.
 */
export async function checkFalKey(
  endpoint: string,
  key: string,
): Promise<{ level: "ok" | "warn" | "note"; message: string }> {
  try {
    const res = await fetch(
      `${FAL_PLATFORM_URL}/models/pricing?endpoint_id=${encodeURIComponent(endpoint)}`,
      {
        headers: { Authorization: `Key ${key}` },
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (res.status === 401) {
      return { level: "warn", message: "fal refuses FAL_KEY: create an API key at fal.ai/dashboard/keys" };
    }
    if (res.status === 403) {
      return {
        level: "note",
        message:
          "FAL_KEY is known to fal but cannot read prices; the first logo run will tell whether it can run models",
      };
    }
    if (!res.ok)
      return { level: "warn", message: `fal's platform API answered HTTP ${res.status} for FAL_KEY` };
    const body = z
      .object({
        prices: z.array(
          z.object({
            endpoint_id: z.string(),
            unit_price: z.number(),
            unit: z.string(),
            currency: z.string(),
          }),
        ),
      })
      .safeParse(await res.json().catch(() => undefined));
    const price = body.success ? body.data.prices.find((p) => p.endpoint_id === endpoint) : undefined;
    return {
      level: "ok",
      message: `FAL_KEY is valid${price ? ` (${endpoint}: ${price.unit_price} ${price.currency} per ${price.unit})` : ""}`,
    };
  } catch (err) {
    return { level: "warn", message: `Could not check FAL_KEY: ${err instanceof Error ? err.message : err}` };
  }
}
