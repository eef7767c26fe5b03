import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoNamesProvider } from "@/server/providers/names/demo-names";
import type { NameRequest, NamesProvider } from "@/server/providers/names/types";
import { grantPurchase, startBrand, trialRow } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * Issue 29, point 4: a run gives three names. A reply that leaves it short is followed by at most
 * two more asks; a run that still keeps fewer is not counted and says which controls narrowed it;
 * run labels match the counter.
 */
type RunReply = {
  status: number;
  names: Array<{ name: string }>;
  short: { names: number; controls: string | null; counted: boolean; message: string } | null;
  session: {
    names: Array<{ run: number }>;
    usage: { names: { plan: string; count: number; limit: number } };
    runLabels: { names: Array<{ run: number; label: string; counted: boolean }> };
  };
};

const demo = createDemoNamesProvider();
/** How the upstream answers: in full (the offline generator), one name per ask, or from a pool of two. */
let behaviour: "full" | "one-at-a-time" | "only-two-fit" = "full";
const asks: NameRequest[] = [];
const provider: NamesProvider = {
  mode: "live",
  async generate(request) {
    asks.push(request);
    const full = await demo.generate(request);
    if (behaviour === "full") return full;
    if (behaviour === "one-at-a-time") return full.slice(0, 1);
    // Tight controls: only two names exist that fit; later asks find nothing new.
    const pool = [
      { name: "Qorvexa", meaning: "An invented word, short and firm." },
      { name: "Qintaro", meaning: "An invented word with a soft ending." },
    ];
    return pool.filter((n) => !request.exclude.includes(n.name));
  },
};

async function run(client: SessionClient, sessionId: string, options?: object): Promise<RunReply> {
  const res = await client.json(`/api/sessions/${sessionId}/names`, options ? { options } : {});
  return { status: res.status, ...((await res.json()) as Omit<RunReply, "status">) };
}

describe("name runs that would give fewer than three names", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { names: provider } });
  });
  afterAll(async () => t.close());

  it("fill to three within two more asks, do not count a short run, and label runs as the counter counts", async () => {
    const { client, user } = await signIn(t, { name: "Short", email: "short@example.com" });
    const session = await startBrand(client);

    const trial = await run(client, session.id);
    expect(trial.status).toBe(200);
    expect(trial.names).toHaveLength(3);
    expect(trial.short).toBeNull();
    await grantPurchase(t, user.id, session.id);

    // A full paid run: the package's first.
    const first = await run(client, session.id);
    expect(first.names).toHaveLength(3);
    expect(first.session.usage.names).toMatchObject({ plan: "premium", count: 1, limit: 5 });

    // The upstream gives one name per ask: two more asks fill the run, which counts once.
    behaviour = "one-at-a-time";
    asks.length = 0;
    const filled = await run(client, session.id);
    expect(filled.names).toHaveLength(3);
    expect(filled.short).toBeNull();
    expect(asks).toHaveLength(3);
    // Each ask excludes what the run already has.
    expect(asks[2]!.exclude).toEqual(expect.arrayContaining(filled.names.slice(0, 2).map((n) => n.name)));
    expect(filled.session.usage.names.count).toBe(2);

    // Only two names fit the controls: never more than three asks, two names kept, not counted,
    // and the reply names the controls.
    behaviour = "only-two-fit";
    asks.length = 0;
    const short = await run(client, session.id, { maxLength: 7, wordCount: "one" });
    expect(short.status).toBe(200);
    expect(asks).toHaveLength(3);
    expect(short.names.map((n) => n.name)).toEqual(["Qorvexa", "Qintaro"]);
    expect(short.short).toEqual({
      names: 2,
      controls: "max 7 letters · one word",
      counted: false,
      message:
        "Only 2 names fit your controls (max 7 letters · one word). This run was not counted. Loosen a control for 3 names.",
    });
    expect(short.session.usage.names.count).toBe(2);
    expect((await trialRow(t, user.id)).name_generations).toBe(2);

    // The labels: the trial's run is the free one, the package's runs count as the counter does.
    behaviour = "full";
    const next = await run(client, session.id);
    expect(next.session.usage.names.count).toBe(3);
    expect(next.session.runLabels.names.map((r) => r.label)).toEqual([
      "Free run",
      "Run 1 of 5",
      "Run 2 of 5",
      "Extra run (not counted)",
      "Run 3 of 5",
    ]);
    const counted = next.session.runLabels.names.filter((r) => r.label.startsWith("Run ")).length;
    expect(counted).toBe(next.session.usage.names.count);
  });

  it("the trial's short run stays spent (given back, it would be a free run on the next brand)", async () => {
    behaviour = "only-two-fit";
    const { client, user } = await signIn(t, { name: "Tight", email: "tight@example.com" });
    const session = await startBrand(client);
    const reply = await run(client, session.id, { maxLength: 7 });
    expect(reply.names).toHaveLength(2);
    expect(reply.short).toMatchObject({ names: 2, counted: true });
    expect(reply.short?.message).toBe(
      "Only 2 names fit your controls (max 7 letters). Loosen a control for 3 names.",
    );
    expect((await trialRow(t, user.id)).name_generations).toBe(1);
    expect(reply.session.runLabels.names).toEqual([{ run: 1, label: "Free run", counted: true }]);
  });

  it("an unpaid brand's only run is the free run", async () => {
    behaviour = "full";
    const { client } = await signIn(t, { name: "Free", email: "free@example.com" });
    const session = await startBrand(client);
    const reply = await run(client, session.id);
    expect(reply.session.runLabels.names).toEqual([{ run: 1, label: "Free run", counted: true }]);
  });
});
