import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { rewriteServiceUrl, serviceUrlOverrides } from "../src/server/providers/service-urls";
import { asksForBrief } from "../src/test/fake-openrouter";
import type { LiveWorld } from "../src/test/live-world";
import { HttpClient } from "./http-client";

/**
 * The live dry run: with the server in live mode and every service answered by its documented
 * stand-in, walk what a paying founder walks (check the configuration, sign in with Google, name
 * the brand, draw logos, pay through Paddle's webhook, download) and print each hop. Throws at the
 * first hop that does not answer as it should.
 */

export type Hop = { name: string; detail: string; lines?: string[] };

const DESCRIPTION =
  "A neighbourhood coffee roastery in Yogyakarta: single-origin beans roasted in small batches, pour-overs and fresh pastries.";

export async function walkLiveDryRun(
  options: { appUrl: string; world: LiveWorld; root: string },
  print: (hop: Hop) => void,
): Promise<Hop[]> {
  const { appUrl, world } = options;
  const hops: Hop[] = [];
  const hop = (name: string, detail: string, lines?: string[]) => {
    const entry = { name, detail, ...(lines ? { lines } : {}) };
    hops.push(entry);
    print(entry);
  };
  const fail = (what: string, detail: unknown): never => {
    throw new Error(`${what}: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`);
  };
  const expectStatus = async (res: Response, status: number, what: string) => {
    if (res.status !== status) fail(`${what} answered ${res.status}, not ${status}`, await res.text());
    return res;
  };

  // 1. The operator's check, as `npm run check:providers` runs it, against the same stand-ins.
  const checked = await promisify(execFile)(
    process.execPath,
    [path.join(options.root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-providers.ts"],
    {
      cwd: options.root,
      env: { PATH: process.env.PATH, APP_URL: appUrl, DATA_DIR: "/nonexistent", ...world.env },
    },
  ).catch((error: { stdout?: string; code?: number }) =>
    fail(`check:providers exited ${error.code}`, error.stdout ?? ""),
  );
  const lines = checked.stdout.trim().split("\n");
  hop("check:providers", `${lines.length - 1} checks, ${lines.at(-1)}`, lines.slice(0, -1));

  // 2. Sign in with Google: our server sends the browser to Google's consent screen (here its
  // stand-in, where a browser would resolve accounts.google.com), which sends it back with a code.
  const client = new HttpClient(appUrl);
  const start = await expectStatus(
    await client.json("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/auth/callback",
      errorCallbackURL: "/auth/callback",
    }),
    200,
    "POST /api/auth/sign-in/social",
  );
  const authorize = ((await start.json()) as { url: string }).url;
  const google = new URL(authorize);
  if (google.origin !== "https://accounts.google.com") fail("sign-in did not go to Google", authorize);
  const consent = await fetch(rewriteServiceUrl(authorize, serviceUrlOverrides(world.env)), {
    redirect: "manual",
  });
  if (consent.status !== 302)
    fail(`Google's consent screen answered ${consent.status}`, await consent.text());
  const back = new URL(consent.headers.get("location") ?? "");
  const callback = await client.fetch(`${back.pathname}${back.search}`);
  await callback.arrayBuffer();
  if (callback.status !== 302) fail(`the Google callback answered ${callback.status}`, back.pathname);
  const me = await expectStatus(await client.fetch("/api/me"), 200, "GET /api/me");
  const user = ((await me.json()) as { user: { email: string } }).user;
  hop(
    "sign-in",
    `Google: ${world.google.events.join("; ")} -> signed in as ${user.email} (access_type=${google.searchParams.get("access_type")}, prompt=${google.searchParams.get("prompt")})`,
  );

  // 3. Names, through OpenRouter's router.
  const created = await expectStatus(
    await client.json("/api/sessions", { category: "food-beverage", description: DESCRIPTION }),
    201,
    "POST /api/sessions",
  );
  const sessionId = ((await created.json()) as { session: { id: string } }).session.id;
  const named = await expectStatus(
    await client.fetch(`/api/sessions/${sessionId}/names`, { method: "POST" }),
    200,
    "POST names",
  );
  const names = ((await named.json()) as { names: Array<{ name: string }> }).names.map((n) => n.name);
  // The first name run reads the description into a brief with its own structured call (decision 012).
  const briefCall =
    world.openrouter.routed.find((r) => asksForBrief(r.body)) ??
    fail("the name run made no brief call", world.openrouter.bodies);
  const view = await (await client.fetch(`/api/sessions/${sessionId}`)).json();
  const brief = (
    view as { session: { brief: { source: string; business: string; concepts: string[] } | null } }
  ).session.brief;
  if (brief?.source !== "live") fail("the brief is not the live reading", brief);
  const briefFormat = (briefCall.body.response_format as { type?: string } | undefined)?.type ?? "none";
  hop(
    "brief",
    `OpenRouter routed ${briefCall.model} to ${briefCall.endpoint.provider} (response_format ${briefFormat}) -> live brief: ${brief?.business}; concepts ${brief?.concepts.join(", ")}`,
  );
  const routed = world.openrouter.routed.at(-1) ?? fail("OpenRouter routed nothing", world.openrouter.bodies);
  if (asksForBrief(routed.body))
    fail("the last OpenRouter call was the brief's, not the names'", routed.body);
  const required = (routed.body.provider as { require_parameters?: boolean } | undefined)?.require_parameters;
  hop(
    "names",
    `OpenRouter routed ${routed.model} to ${routed.endpoint.provider} (sent ${routed.honoured.join(", ")}${required ? ", require_parameters" : ""}) -> ${names.join(", ")}`,
  );

  // 4. Domain checks for a name, through IANA's bootstrap and the registry it lists.
  const firstName = (view as { session: { names: Array<{ id: string; name: string }> } }).session.names[0]!;
  const checks = await expectStatus(
    await client.fetch(`/api/sessions/${sessionId}/names/${firstName.id}/checks?country=US`),
    200,
    "GET name checks",
  );
  const domains = ((await checks.json()) as { checks: { domains: Array<{ domain: string; state: string }> } })
    .checks.domains;
  hop("domains", domains.map((d) => `${d.domain} ${d.state}`).join(", "));

  // 5. Logos: the symbol from FLUX.1-schnell on fal-ai through Inference Providers.
  await expectStatus(
    await client.json(`/api/sessions/${sessionId}/name`, { name: firstName.name }, "PUT"),
    200,
    "PUT name",
  );
  const made = await expectStatus(
    await client.fetch(`/api/sessions/${sessionId}/logos`, { method: "POST" }),
    200,
    "POST logos",
  );
  const logos = ((await made.json()) as { options: Array<{ id?: string; error?: boolean }> }).options;
  const drawn = logos.filter((o) => o.id);
  if (drawn.length !== 2) fail("expected two logos", logos);
  hop(
    "logos",
    `${world.fal.calls.filter((c) => c.startsWith("POST")).length} fal jobs through the Hugging Face router (${[...new Set(world.fal.calls)].join(", ")}) -> ${drawn.length} logos for "${firstName.name}"`,
  );

  // 6. Payment: the checkout's data, Paddle completes the transaction and sends the webhook.
  const checkout = await expectStatus(
    await client.json("/api/checkout", { sessionId }),
    200,
    "POST /api/checkout",
  );
  const offer = (await checkout.json()) as {
    mode: string;
    customData: Record<string, string>;
    paddle: { environment: string; priceId: string } | null;
  };
  const paddle = offer.mode === "live" ? offer.paddle : null;
  if (!paddle) return fail("the checkout is not Paddle's", offer);
  const paid = await world.paddle.completeCheckout(offer.customData);
  if (paid.webhookStatus !== 200) fail(`the webhook answered ${paid.webhookStatus}`, paid);
  const status = await expectStatus(
    await client.fetch(`/api/payments/${paid.transactionId}`),
    200,
    "GET payment",
  );
  const payment = (await status.json()) as { status: string };
  if (payment.status !== "completed") fail("the payment is not completed", payment);
  hop(
    "payment",
    `Paddle ${paddle.environment} price ${paddle.priceId} -> transaction.completed ${paid.transactionId} signed to /api/webhooks/paddle (200) -> payment ${payment.status}`,
  );

  // 7. Download the full-resolution logo.
  await expectStatus(
    await client.json(`/api/sessions/${sessionId}/logo`, { logoId: drawn[0]!.id }, "PUT"),
    200,
    "PUT logo",
  );
  // The first download is confirmed on its own, as the download dialog does (docs/product.md#download).
  await expectStatus(
    await client.fetch(`/api/sessions/${sessionId}/download/confirmation`, { method: "POST" }),
    200,
    "POST download confirmation",
  );
  const download = await expectStatus(
    await client.fetch(`/api/sessions/${sessionId}/download?format=png`),
    200,
    "GET download",
  );
  const png = Buffer.from(await download.arrayBuffer());
  const meta = await sharp(png).metadata();
  hop(
    "download",
    `${download.headers.get("content-disposition")} ${meta.format} ${meta.width}x${meta.height}, ${Math.round(png.length / 1024)} KB`,
  );
  return hops;
}
