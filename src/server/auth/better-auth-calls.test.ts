import type { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { betterAuthStorages, inBetterAuth } from "./better-auth-calls";

/** Node 20's AsyncLocalStorage keeps async hooks on while any instance is enabled. */
const enabled = (storage: AsyncLocalStorage<unknown>) =>
  (storage as unknown as { enabled?: boolean }).enabled;

/** better-auth's AsyncLocalStorage is on only while one of its calls runs (decision 029). */
describe("better-auth's async context", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("is switched off once a sign-in through better-auth has ended", async () => {
    const { client } = await signIn(t, { name: "Hooks Off", email: "hooks-off@example.com" });
    const storages = betterAuthStorages();
    // The endpoint context and the request state at least; if better-auth moves them, this fails.
    expect(storages.length).toBeGreaterThanOrEqual(2);
    for (const storage of storages) expect(enabled(storage)).not.toBe(true);
    expect((await client.fetch("/api/me")).status).toBe(200);
  });

  it("stays on for a call still running when another ends", async () => {
    const [storage] = betterAuthStorages();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = inBetterAuth(() =>
      storage!.run("first", async () => {
        await gate;
        return storage!.getStore();
      }),
    );
    await inBetterAuth(async () => "second");
    expect(enabled(storage!)).toBe(true);
    release();
    expect(await first).toBe("first");
    expect(enabled(storage!)).not.toBe(true);
  });
});
