import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/server/env";
import { type FakeRdap, startFakeRdap } from "@/test/fake-rdap-server";
import shipped from "./iana-rdap-dns.json";
import { createOfflineDomainChecker, createRdapChecker, type DomainChecker, isPublicAddress } from "./rdap";

/** RDAP lookups against a real HTTP server on a free local port (src/test/fake-rdap-server.ts). */
describe("RDAP domain checks", () => {
  let fake: FakeRdap;
  let checker: DomainChecker;

  beforeAll(async () => {
    fake = await startFakeRdap({ slowMs: 1_500 });
    checker = createRdapChecker({
      bootstrapUrl: fake.bootstrapUrl,
      timeoutMs: 400,
      allowPrivateHosts: ["127.0.0.1", "localhost"],
    });
    // Live mode refreshes the shipped bootstrap from "IANA" (here, the fake) before any lookup.
    const check = await checker.check?.();
    expect(check?.findings).toEqual([
      { level: "ok", message: "RDAP bootstrap registry refreshed (published 2026-10-01T00:00:00Z)" },
    ]);
  });
  afterAll(async () => fake.close());

  it("available: the authoritative registry answers 404", async () => {
    expect(await checker.lookup("brewlane", "com")).toEqual({ state: "available" });
    expect(fake.requests).toContain("GET /reg/com/domain/brewlane.com");
  });

  it("a second-level ending (co.id) is asked of the registry listed for its top level (id)", async () => {
    expect(await checker.lookup("kopisenja", "co.id")).toEqual({ state: "available" });
    // The fake lists .id with the other endings the product checks, under /reg/com/.
    expect(fake.requests).toContain("GET /reg/com/domain/kopisenja.co.id");
    expect(checker.registryFor("co.id")).toBe(checker.registryFor("id"));
    expect(checker.registryFor("co.nope")).toBeUndefined();
  });

  it("taken: the registry returns the domain object", async () => {
    expect(await checker.lookup("taken", "com")).toEqual({ state: "taken" });
  });

  it("follows a redirect to another base URL IANA lists for the TLD, whose 404 counts", async () => {
    const before = fake.requests.length;
    expect(await checker.lookup("fresh", "net")).toEqual({ state: "available" });
    expect(fake.requests.slice(before)).toEqual([
      "GET /reg-a/net/domain/fresh.net",
      "GET /reg-b/net/domain/fresh.net",
    ]);
  });

  it("a 404 from a server IANA does not list is not availability", async () => {
    expect(await checker.lookup("fresh", "org")).toEqual({ state: "unknown", reason: "not_authoritative" });
    expect(fake.requests).toContain("GET /mirror/org/domain/fresh.org");
  });

  it("never follows a redirect to a host other than the registry's own, even one on the allow-list", async () => {
    const before = fake.requests.length;
    expect(await checker.lookup("x", "hijack")).toEqual({ state: "unknown", reason: "not_authoritative" });
    expect(fake.requests.slice(before)).toEqual(["GET /reg/hijack/domain/x.hijack"]);
  });

  it("a registry that does not answer in time is unknown, and the request is abandoned", async () => {
    // The fake answers after 1.5 s; the checker's 400 ms timeout must end the request first:
    // the registry sees the client hang up before it answered.
    expect(await checker.lookup("anything", "slow")).toEqual({ state: "unknown", reason: "timeout" });
    await expect.poll(() => fake.abandoned).toContain("GET /reg/slow/domain/anything.slow");
  });

  it("unclear answers are unknown: a web page, a server error, a redirect loop, no registry", async () => {
    expect(await checker.lookup("x", "html")).toEqual({ state: "unknown", reason: "unexpected_answer" });
    expect(await checker.lookup("x", "down")).toEqual({ state: "unknown", reason: "registry_error" });
    expect(await checker.lookup("x", "loop")).toEqual({ state: "unknown", reason: "not_authoritative" });
    expect(await checker.lookup("x", "nosuchtld")).toEqual({ state: "unknown", reason: "no_rdap" });
    expect(await checker.lookup("a".repeat(70), "com")).toEqual({ state: "unknown", reason: "invalid_name" });
  });

  it("looks up internationalised names by their ASCII form", async () => {
    expect(await checker.lookup("kopisenjá", "com")).toEqual({ state: "available" });
    expect(fake.requests).toContain("GET /reg/com/domain/xn--kopisenj-gza.com");
  });

  it("keeps the bootstrap it has when IANA's file cannot be read", async () => {
    fake.setBootstrap(null);
    const check = await checker.check?.();
    expect(check?.findings[0]?.level).toBe("warn");
    expect(check?.findings[0]?.message).toMatch(/using the copy published 2026-10-01/);
    expect(await checker.lookup("taken", "com")).toEqual({ state: "taken" });
  });

  it("offline (no network): every domain is unknown offline, never available, and no request is made", async () => {
    const offline = createOfflineDomainChecker();
    const before = fake.requests.length;
    for (const domain of ["taken", "brewlane"]) {
      expect(await offline.lookup(domain, "com")).toEqual({ state: "unknown", reason: "offline" });
    }
    expect(offline.mode).toBe("offline");
    expect(fake.requests.length).toBe(before);
  });

  it("ships a copy of IANA's registry in its documented format", () => {
    expect(shipped.version).toBe("1.0");
    expect(shipped.services.length).toBeGreaterThan(500);
    const tlds = new Map(shipped.services.flatMap(([names, urls]) => names!.map((n) => [n, urls![0]])));
    expect(tlds.get("com")).toBe("https://rdap.verisign.com/com/v1/");
    expect(tlds.get("id")).toBe("https://rdap.pandi.id/rdap/");
    // Every ending the product checks has a registry in the shipped copy.
    for (const tld of [
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
      "org",
      "net",
    ]) {
      expect(tlds.get(tld), tld).toMatch(/^https:\/\//);
    }
    expect(createOfflineDomainChecker().registryFor("com")).toBe("rdap.verisign.com");
  });
});

describe("RDAP requests only go to the registry, at a public address, and read at most 512 KB", () => {
  const PUBLIC = "93.184.216.34";
  /** A checker on the shipped bootstrap (com: https://rdap.verisign.com/com/v1/) with a stub network. */
  function stubbed(answer: (url: string) => Response, addresses: Record<string, string[]> = {}) {
    const asked: string[] = [];
    const checker = createRdapChecker({
      bootstrapUrl: "https://data.iana.org/rdap/dns.json",
      timeoutMs: 2_000,
      resolve: async (host) => addresses[host] ?? [PUBLIC],
      fetch: (async (input: string | URL) => {
        asked.push(String(input));
        return answer(String(input));
      }) as typeof fetch,
    });
    return { checker, asked };
  }
  const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "https://127.0.0.1/com/v1/domain/x.com",
    "https://internal.example/com/v1/domain/x.com",
    "http://rdap.verisign.com/com/v1/domain/x.com",
    "https://rdap.verisign.com:8443/com/v1/domain/x.com",
    "file:///etc/passwd",
  ])("refuses a redirect to %s before asking it", async (location) => {
    const { checker, asked } = stubbed((url) =>
      url.startsWith("https://rdap.verisign.com/com/v1/domain/")
        ? redirect(location)
        : new Response(null, { status: 404 }),
    );
    expect(await checker.lookup("x", "com")).toEqual({ state: "unknown", reason: "not_authoritative" });
    expect(asked).toEqual(["https://rdap.verisign.com/com/v1/domain/x.com"]);
  });

  it.each([
    ["10.0.0.7"],
    ["127.0.0.1"],
    ["169.254.169.254"],
    ["::1"],
    ["fe80::1"],
    ["fd00::1"],
    ["::ffff:192.168.1.1"],
    [PUBLIC, "10.1.1.1"],
  ])("never asks a registry host that resolves to %s", async (...resolved) => {
    const { checker, asked } = stubbed(() => new Response(null, { status: 404 }), {
      "rdap.verisign.com": resolved,
    });
    expect(await checker.lookup("x", "com")).toEqual({ state: "unknown", reason: "not_authoritative" });
    expect(asked).toEqual([]);
  });

  it("follows a redirect within the registry's own host, and 404 there is availability", async () => {
    const { checker, asked } = stubbed((url) =>
      url.endsWith("/v1/domain/x.com")
        ? redirect("/com/v1/other/domain/x.com")
        : new Response(null, { status: 404 }),
    );
    expect(await checker.lookup("x", "com")).toEqual({ state: "available" });
    expect(asked).toHaveLength(2);
  });

  it("stops reading an answer at 512 KB instead of reading it whole", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
        { status: 200, headers: { "Content-Type": "application/rdap+json" } },
      );
    const { checker } = stubbed(endless);
    expect(await checker.lookup("x", "com")).toEqual({ state: "unknown", reason: "unexpected_answer" });
    expect(sent).toBeLessThanOrEqual(512 * 1024 + 3 * chunk.byteLength);
  });

  it("tells public from private, loopback and link-local addresses", () => {
    for (const a of ["8.8.8.8", PUBLIC, "2606:4700::1111"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "127.0.0.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "::ffff:127.0.0.1",
      "nonsense",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});

describe("when domain checks go to the network (RDAP_ENABLED)", () => {
  const base = { NODE_ENV: "test", AUTH_SECRET: "x".repeat(40) };
  it("is off on the offline default and on with any live service, unless set explicitly", () => {
    expect(loadConfig(base).rdap).toMatchObject({ enabled: false, enabledBy: "live-services" });
    expect(loadConfig({ ...base, OPENROUTER_API_KEY: "sk" }).rdap.enabled).toBe(true);
    expect(loadConfig({ ...base, HF_TOKEN: "hf" }).rdap.enabled).toBe(true);
    expect(loadConfig({ ...base, OPENROUTER_API_KEY: "sk", RDAP_ENABLED: "false" }).rdap).toMatchObject({
      enabled: false,
      enabledBy: "RDAP_ENABLED",
    });
    expect(loadConfig({ ...base, RDAP_ENABLED: "true" }).rdap).toEqual({
      enabled: true,
      enabledBy: "RDAP_ENABLED",
      bootstrapUrl: "https://data.iana.org/rdap/dns.json",
      timeoutMs: 4000,
    });
    expect(
      loadConfig({ ...base, RDAP_ALLOW_PRIVATE_HOSTS: "127.0.0.1, localhost" }).rdap.allowPrivateHosts,
    ).toEqual(["127.0.0.1", "localhost"]);
    expect(() =>
      loadConfig({ ...base, NODE_ENV: "production", RDAP_ALLOW_PRIVATE_HOSTS: "127.0.0.1" }),
    ).toThrow(/RDAP_ALLOW_PRIVATE_HOSTS is a test override/);
    expect(() => loadConfig({ ...base, RDAP_TIMEOUT_MS: "5" })).toThrow(/RDAP_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, RDAP_ENABLED: "yes" })).toThrow(/RDAP_ENABLED/);
  });
});
