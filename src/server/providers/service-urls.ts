/**
 * Base-URL overrides for the live services, for tests and dry runs only (configuration refuses
 * them when NODE_ENV=production). Each variable moves every host of one service under one base:
 * `https://<host>/<path>` becomes `<base>/<host>/<path>`, so one local server can stand in for
 * several services and still tell them apart. Our own clients and the libraries that hard-code
 * their hosts (the Hugging Face inference client, better-auth's Google provider) all go through
 * the global fetch, which is where the rewrite happens.
 */

export const SERVICE_HOSTS = {
  HF_BASE_URL: ["huggingface.co", "router.huggingface.co"],
  // The queue, the platform API and the hosts fal serves its images from.
  FAL_BASE_URL: ["queue.fal.run", "api.fal.ai", "fal.media", "v2.fal.media", "v3.fal.media", "v3b.fal.media"],
  PADDLE_BASE_URL: ["api.paddle.com", "sandbox-api.paddle.com"],
  GOOGLE_BASE_URL: [
    "accounts.google.com",
    "oauth2.googleapis.com",
    "www.googleapis.com",
    "openidconnect.googleapis.com",
  ],
} as const;

export type ServiceUrlVariable = keyof typeof SERVICE_HOSTS;
export const SERVICE_URL_VARIABLES = Object.keys(SERVICE_HOSTS) as ServiceUrlVariable[];

/** Host to base URL, for the variables that are set. */
export type ServiceUrlOverrides = ReadonlyMap<string, string>;

export function serviceUrlOverrides(
  values: Partial<Record<ServiceUrlVariable, string | undefined>>,
): ServiceUrlOverrides {
  const map = new Map<string, string>();
  for (const variable of SERVICE_URL_VARIABLES) {
    const base = values[variable]?.replace(/\/+$/, "");
    if (base) for (const host of SERVICE_HOSTS[variable]) map.set(host, base);
  }
  return map;
}

/** The URL a request for `url` really goes to. */
export function rewriteServiceUrl(url: string, overrides: ServiceUrlOverrides): string {
  if (overrides.size === 0 || !url.startsWith("https://")) return url;
  const parsed = new URL(url);
  const base = overrides.get(parsed.host);
  return base ? `${base}/${parsed.host}${parsed.pathname}${parsed.search}` : url;
}

let installed: ServiceUrlOverrides | undefined;

/**
 * Routes this process's outgoing fetches for the overridden hosts to their base URLs. Installed
 * once, by the server and the scripts, never in production (configuration refuses the variables).
 */
export function installServiceUrlOverrides(overrides: ServiceUrlOverrides): void {
  if (overrides.size === 0 || installed) return;
  installed = overrides;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (typeof input === "string" || input instanceof URL) {
      return original(rewriteServiceUrl(String(input), overrides), init);
    }
    const target = rewriteServiceUrl(input.url, overrides);
    return original(target === input.url ? input : new Request(target, input), init);
  };
}
