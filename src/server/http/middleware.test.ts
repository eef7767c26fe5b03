import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "@/server/context";
import { createTestApp, TEST_APP_URL, type TestApp } from "@/test/test-app";
import { compressLarge } from "./compress";
import { requestContext } from "./request-context";
import { securityHeaders } from "./security-headers";

const CONFIG = { paddle: undefined, google: undefined, appUrl: "http://localhost:3999" } as const;

/** A request whose body must not be read: what a GET through the Node adapter should cost. */
class UntouchableBodyRequest extends Request {
  override get body(): Request["body"] {
    throw new Error("the body of a GET was read");
  }
}

describe("the app's middleware", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("does not read the body stream of GET requests for the size limit", async () => {
    const res = await t.app.request(new UntouchableBodyRequest(`${TEST_APP_URL}/api/health`));
    expect(res.status).toBe(200);
  });

  it("still refuses JSON bodies over the limit", async () => {
    const res = await t.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  it("puts the security headers on JSON, error and better-auth responses alike", async () => {
    const responses = [
      await t.request("/api/health"),
      await t.request("/api/me"),
      await t.request("/api/nope"),
      await t.request("/api/auth/ok"),
    ];
    for (const res of responses) {
      expect(res.headers.get("content-security-policy"), res.url).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
    }
  });

  it("sends small API replies uncompressed with their length, and says they vary by encoding", async () => {
    const res = await t.request("/api/health", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = await res.text();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
  });
});

describe("securityHeaders", () => {
  it("prepares the headers before the handler runs, so its response is built with them", async () => {
    const app = new Hono();
    app.use(securityHeaders(CONFIG));
    app.get("/json", (c) => c.json({ seenByHandler: c.res.headers.get("x-frame-options") }));
    app.get("/raw", () => new Response("raw"));
    app.get("/fetched", async () => Response.redirect("http://localhost/elsewhere", 302));
    expect(await (await app.request("/json")).json()).toEqual({ seenByHandler: "DENY" });
    for (const path of ["/raw", "/fetched"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  });

  it("gives built scripts and styles nosniff alone, and everything else the document policies", async () => {
    const app = new Hono();
    app.use(securityHeaders({ ...CONFIG, appUrl: "https://brand.example" }));
    app.get("/assets/*", () => new Response("code"));
    for (const path of ["/assets/index-DnZt2cWx.js", "/assets/index-B1x2.css"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("strict-transport-security"), path).toContain("max-age=");
      for (const name of ["content-security-policy", "x-frame-options", "permissions-policy"])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
    // An SVG or a file with another name can be opened as a document: it keeps every policy.
    for (const path of ["/assets/mark-1a2b.svg", "/assets/index.js.html", "/assets/x/../index.html"]) {
      const res = await app.request(path);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });
});

describe("compressLarge", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const app = new Hono();
  app.use(compressLarge({ threshold: 1024 }));
  app.get("/big", (c) => c.json(big));
  // Beyond what is compressed on the request thread (32 KB): the thread pool's path.
  const huge = { items: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  app.get("/huge", (c) => c.json(huge));
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  app.get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));

  it("gzips a large JSON reply for a client that accepts gzip, with its length", async () => {
    const res = await app.request("/big", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("gzips a reply too large to compress on the request thread the same way", async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(32 * 1024);
    const res = await app.request("/huge", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(huge);
  });

  it("leaves small replies, images, no-transform and clients without gzip alone", async () => {
    const cases: Array<[string, string | undefined]> = [
      ["/small", "gzip"],
      ["/image", "gzip"],
      ["/no-transform", "gzip"],
      ["/big", undefined],
      ["/big", "gzip;q=0, identity"],
      ["/big", "br"],
    ];
    for (const [path, accept] of cases) {
      const res = await app.request(path, { headers: accept ? { "Accept-Encoding": accept } : {} });
      expect(res.headers.get("content-encoding"), `${path} ${accept}`).toBeNull();
      expect(res.headers.get("vary"), `${path} ${accept}`).toBe("Accept-Encoding");
    }
    const small = await app.request("/small", { headers: { "Accept-Encoding": "gzip" } });
    expect(await small.json()).toEqual({ ok: true });
    expect(small.headers.get("content-length")).toBe(String(JSON.stringify({ ok: true }).length));
  });
});

describe("requestContext", () => {
  it("writes one access-log line per API request, with status and duration", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = new Hono<AppEnv>();
    app.use(requestContext(pino({ level: "info", base: undefined }, sink)));
    app.get("/api/thing", (c) => c.json({ ok: true }, 201));
    app.get("/page", (c) => c.text("page"));
    app.get("/api/logs", (c) => {
      c.get("log").warn({ detail: 1 }, "inside");
      return c.text("ok");
    });
    await app.request("/api/thing", { headers: { "X-Request-Id": "abcdefgh-1234" } });
    await app.request("/page");
    await app.request("/api/logs", { headers: { "X-Request-Id": "logs-request-1" } });
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: "abcdefgh-1234",
        method: "GET",
        path: "/api/thing",
        status: 201,
        ms: expect.any(Number),
        msg: "request",
      }),
      expect.objectContaining({ reqId: "logs-request-1", detail: 1, msg: "inside", level: 40 }),
      expect.objectContaining({ reqId: "logs-request-1", path: "/api/logs", status: 200 }),
    ]);
  });
});
