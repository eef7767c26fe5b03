import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP RDAP world on a free local port, answering as RFC 9082/9083/9224 describe: IANA's
 * bootstrap file at /dns.json and registries under /reg/<tld>/ that know a few domains.
 *
 * - `com`, plus the endings the product checks (`cafe`, `kitchen`, `id`, ...): a registry that
 *   knows the domains in `registered`; others are 404 (available).
 * - `net`: listed at two base URLs; the first (localhost) redirects to the second (127.0.0.1),
 *   which is authoritative because IANA lists it too.
 * - `org`: its registry redirects to a mirror IANA does not list, which answers 404 for everything
 *   (a non-authoritative 404 is not "available").
 * - `slow`: answers after `slowMs`.
 * - `html`: answers 200 with a web page, `down`: answers 503.
 * - `hijack`: its registry redirects to another host (localhost, not the 127.0.0.1 IANA lists),
 *   where a registry that knows nothing answers 404.
 */
export type FakeRdap = {
  origin: string;
  bootstrapUrl: string;
  /** Every request, as "GET /path". */
  requests: string[];
  /** Requests the client hung up on before the server answered, as "GET /path". */
  abandoned: string[];
  registered: Set<string>;
  /** Replace the bootstrap file served at /dns.json (null serves invalid JSON). */
  setBootstrap(json: unknown | null): void;
  close(): Promise<void>;
};

export const CHECKED_TLDS = [
  "com",
  "cafe",
  "kitchen",
  "services",
  "pro",
  "app",
  "tech",
  "shop",
  "store",
  "agency",
  "studio",
  "id",
];

export async function startFakeRdap(options: { slowMs?: number } = {}): Promise<FakeRdap> {
  const requests: string[] = [];
  const abandoned: string[] = [];
  const registered = new Set<string>(["taken.com", "emberoak.com"]);
  let bootstrap: unknown | null = null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/rdap+json", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/dns.json") {
      if (bootstrap === null) return send(200, "{ not json", { "Content-Type": "application/json" });
      return send(200, bootstrap, { "Content-Type": "application/json" });
    }
    const notFound = () =>
      send(404, { errorCode: 404, title: "Not Found", description: ["No such domain."] });
    const domainObject = (name: string) => ({
      objectClassName: "domain",
      ldhName: name.toUpperCase(),
      status: ["active"],
      events: [{ eventAction: "registration", eventDate: "2020-01-01T00:00:00Z" }],
    });
    let m = /^\/reg\/([a-z]+)\/domain\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const [, tld, domain = ""] = m;
      if (tld === "slow") {
        res.on("close", () => {
          if (!res.writableEnded) abandoned.push(`${req.method} ${url.pathname}`);
        });
        setTimeout(() => (res.destroyed ? undefined : notFound()), options.slowMs ?? 2_000);
        return;
      }
      if (tld === "html") {
        res.writeHead(200, { "Content-Type": "text/html" });
        return res.end("<html><body>Parked</body></html>");
      }
      if (tld === "down") return send(503, { errorCode: 503, title: "Unavailable" });
      if (tld === "hijack") {
        const port = (server.address() as AddressInfo).port;
        return send(302, "", { Location: `http://localhost:${port}/internal/${domain}` });
      }
      if (tld === "org") {
        // The registry hands the query to a mirror that IANA does not list.
        return send(302, "", { Location: `/mirror/org/domain/${domain}` });
      }
      return registered.has(decodeURIComponent(domain)) ? send(200, domainObject(domain)) : notFound();
    }
    m = /^\/reg-a\/net\/domain\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const port = (server.address() as AddressInfo).port;
      return send(307, "", { Location: `http://127.0.0.1:${port}/reg-b/net/domain/${m[1]}` });
    }
    m = /^\/reg-b\/net\/domain\/([^/]+)$/.exec(url.pathname);
    if (m)
      return registered.has(decodeURIComponent(m[1] ?? ""))
        ? send(200, domainObject(m[1] ?? ""))
        : notFound();
    if (url.pathname.startsWith("/mirror/") || url.pathname.startsWith("/internal/")) return notFound();
    if (url.pathname.startsWith("/loop/")) return send(302, "", { Location: url.pathname });
    notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  bootstrap = {
    version: "1.0",
    publication: "2026-10-01T00:00:00Z",
    description: "RDAP bootstrap file for Domain Name System registrations",
    services: [
      [CHECKED_TLDS, [`${origin}/reg/com/`]],
      [["net"], [`http://localhost:${port}/reg-a/net/`, `${origin}/reg-b/net/`]],
      [["org"], [`${origin}/reg/org/`]],
      [["slow"], [`${origin}/reg/slow/`]],
      [["html"], [`${origin}/reg/html/`]],
      [["down"], [`${origin}/reg/down/`]],
      [["loop"], [`${origin}/loop/`]],
      [["hijack"], [`${origin}/reg/hijack/`]],
    ],
  };
  return {
    origin,
    bootstrapUrl: `${origin}/dns.json`,
    requests,
    abandoned,
    registered,
    setBootstrap(json) {
      bootstrap = json;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
