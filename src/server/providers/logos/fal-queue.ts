import { z } from "zod";
import { LogoProviderError } from "./types";

/**
 * fal's queue API, called directly with a fal key (the route for models no Inference Provider
 * maps, such as a LoRA run from its weights URL): submit, poll the status URL, fetch the result
 * from the response URL. https://docs.fal.ai/model-apis/model-endpoints/queue
 */

export const FAL_QUEUE_URL = "https://queue.fal.run";
const POLL_INTERVAL_MS = 500;

const submitSchema = z.object({
  request_id: z.string().min(1),
  status_url: z.url(),
  response_url: z.url(),
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
  if (!queued.success) throw new LogoProviderError("fal's queue answered in an unexpected shape", 502);
  for (;;) {
    const res = await fetch(queued.data.status_url, { headers, signal });
    if (!res.ok) {
      throw new LogoProviderError(
        `fal status check failed (HTTP ${res.status}): ${await errorText(res)}`,
        res.status,
      );
    }
    const status = statusSchema.safeParse(await res.json().catch(() => undefined));
    if (!status.success) throw new LogoProviderError("fal's status answered in an unexpected shape", 502);
    if (status.data.status === "COMPLETED") break;
    if (status.data.status !== "IN_QUEUE" && status.data.status !== "IN_PROGRESS") {
      throw new LogoProviderError(`fal request ended as ${status.data.status}`, 502);
    }
    await sleep(POLL_INTERVAL_MS, signal);
  }
  const result = await fetch(queued.data.response_url, { headers, signal });
  if (!result.ok) {
    throw new LogoProviderError(
      `fal could not make the image (HTTP ${result.status}): ${await errorText(result)}`,
      result.status,
    );
  }
  const parsed = falImageResultSchema.safeParse(await result.json().catch(() => undefined));
  if (!parsed.success) throw new LogoProviderError("fal's result has no image", 502);
  return parsed.data;
}
