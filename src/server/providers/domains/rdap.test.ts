import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRdap, startFakeRdap } from "@/test/fake-rdap-server";
import { loadConfig } from "../../env";
import shipped from "./iana-rdap-dns.json";
import { createOfflineDomainChecker, createRdapChecker, type DomainChecker } from "./rdap";

/** RDAP lookups against a real HTTP server on a free local port (src/test/fake-rdap-server.ts). */
describe("RDAP domain checks", () => {
  let fake: FakeRdap;
  let checker: DomainChecker;

  beforeAll(async () => {
    fake = await startFakeRdap({ slowMs: 1_500 });
    checker = createRdapChecker({ bootstrapUrl: fake.bootstrapUrl, timeoutMs: 400 });
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

  it("a registry that does not answer in time is unknown", async () => {
    const started = Date.now();
    expect(await checker.lookup("anything", "slow")).toEqual({ state: "unknown", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_400);
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
    expect(() => loadConfig({ ...base, RDAP_TIMEOUT_MS: "5" })).toThrow(/RDAP_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, RDAP_ENABLED: "yes" })).toThrow(/RDAP_ENABLED/);
  });
});
