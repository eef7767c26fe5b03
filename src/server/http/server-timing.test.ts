import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type RequestTiming, serverTiming, timed } from "./server-timing";

const entries = (header: string | null) =>
  Object.fromEntries(
    (header ?? "").split(", ").map((e) => {
      const [name, dur] = e.split(";dur=");
      return [name, Number(dur)];
    }),
  );

describe("Server-Timing", () => {
  const app = new Hono<{ Variables: { timing?: RequestTiming } }>()
    .use(serverTiming())
    .get("/plain", (c) => c.text("ok"))
    .get("/calls", async (c) => {
      const waited = await timed(
        c.var.timing,
        "provider",
        () => new Promise<string>((r) => setTimeout(() => r("a"), 30)),
      );
      await timed(c.var.timing, "provider", async () => "b");
      return c.text(waited);
    });

  it("gives the server's own time, and each outside call kind apart from it", async () => {
    const res = await app.request("/calls");
    expect(await res.text()).toBe("a");
    const timing = entries(res.headers.get("server-timing"));
    expect(Object.keys(timing)).toEqual(["app", "provider"]);
    // The provider's wait is its own entry, not the server's time.
    expect(timing.provider).toBeGreaterThanOrEqual(25);
    expect(timing.app).toBeGreaterThanOrEqual(0);
  });

  it("has only the server's time when nothing outside was called", async () => {
    const res = await app.request("/plain");
    expect(Object.keys(entries(res.headers.get("server-timing")))).toEqual(["app"]);
  });

  it("runs a timed call outside any request unchanged", async () => {
    await expect(timed(undefined, "provider", async () => 42)).resolves.toBe(42);
  });
});
