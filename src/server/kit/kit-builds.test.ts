import { describe, expect, it } from "vitest";
import { KitBuilds } from "./kit-builds";

/** A build that finishes when told to, and says whether it has started. */
function gated() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { started: false };
  const build = async (progress: (done: number, total: number) => void) => {
    state.started = true;
    progress(1, 2);
    await gate;
    return "zip";
  };
  return { build, open, state };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("KitBuilds", () => {
  it("shares one build between requests for the same kit", async () => {
    const builds = new KitBuilds<string>();
    const a = gated();
    const first = builds.run("k", a.build);
    const second = builds.run("k", async () => "other");
    a.open();
    expect(await first).toBe("zip");
    expect(await second).toBe("zip");
    expect(builds.progress("k")).toBeNull();
  });

  it("builds at most `limit` kits at once, the others in the order asked", async () => {
    const builds = new KitBuilds<string>(() => 1);
    const a = gated();
    const b = gated();
    const c = gated();
    const results = [builds.run("a", a.build), builds.run("b", b.build), builds.run("c", c.build)];
    await tick();
    expect([a.state.started, b.state.started, c.state.started]).toEqual([true, false, false]);
    expect(builds.progress("a")).toEqual({ done: 1, total: 2 });
    expect(builds.progress("b")).toEqual({ done: 0, total: 1 });
    a.open();
    await results[0];
    await tick();
    expect([b.state.started, c.state.started]).toEqual([true, false]);
    b.open();
    c.open();
    expect(await Promise.all(results)).toEqual(["zip", "zip", "zip"]);
  });

  it("frees the place of a build that failed", async () => {
    const builds = new KitBuilds<string>(() => 1);
    await expect(
      builds.run("a", async () => {
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(await builds.run("b", async () => "zip")).toBe("zip");
  });
});
