import { describe, expect, it } from "vitest";
import { serverCommand } from "../../scripts/server-command";
import { type Machine, serverRuntimeV8Flags } from "./env";
import { serverNodeFlags } from "./node-flags";

const machine = (totalMb: number, cgroupMb?: number): Machine => ({
  cgroupLimitMb: () => cgroupMb,
  totalMb: () => totalMb,
});
const big = machine(24_000);

describe("serverNodeFlags", () => {
  it("caps the young generation on a budget with room for no second render worker, on either database", () => {
    expect(serverNodeFlags({ MEMORY_BUDGET_MB: "512" }, big)).toEqual([
      "--liftoff-only",
      "--max-semi-space-size=4",
    ]);
    expect(serverNodeFlags({ MEMORY_BUDGET_MB: "512", DATABASE_URL: "postgres://x" }, big)).toEqual([
      "--max-semi-space-size=4",
    ]);
  });

  it("keeps V8's default on a larger budget, the setting's, the container's or the machine's", () => {
    expect(serverNodeFlags({ MEMORY_BUDGET_MB: "1024" }, big)).toEqual(["--liftoff-only"]);
    expect(serverNodeFlags({}, big)).toEqual(["--liftoff-only"]);
    expect(serverNodeFlags({ DATABASE_URL: "postgres://x" }, machine(24_000, 2048))).toEqual([]);
  });

  it("reads the budget as the server does: the setting, else the cgroup limit, else the machine", () => {
    expect(serverNodeFlags({}, machine(24_000, 512))).toContain("--max-semi-space-size=4");
    expect(serverNodeFlags({}, machine(512))).toContain("--max-semi-space-size=4");
    expect(serverNodeFlags({ MEMORY_BUDGET_MB: "2048" }, machine(512, 512))).toEqual(["--liftoff-only"]);
  });

  it("takes SERVER_SEMI_SPACE_MB over the budget (0: V8's default) and refuses a bad value", () => {
    expect(serverNodeFlags({ SERVER_SEMI_SPACE_MB: "0", MEMORY_BUDGET_MB: "512" }, big)).toEqual([
      "--liftoff-only",
    ]);
    expect(serverNodeFlags({ SERVER_SEMI_SPACE_MB: "8" }, big)).toEqual([
      "--liftoff-only",
      "--max-semi-space-size=8",
    ]);
    expect(() => serverNodeFlags({ SERVER_SEMI_SPACE_MB: "4.5" }, big)).toThrow(/SERVER_SEMI_SPACE_MB/);
  });

  it("is what the start command runs the bundle with", () => {
    const { args } = serverCommand("/app", { MEMORY_BUDGET_MB: "512" });
    expect(args).toEqual(["--liftoff-only", "--max-semi-space-size=4", "/app/dist/server/main.mjs"]);
  });
});

describe("serverRuntimeV8Flags", () => {
  it("favours memory over speed on the budgets that cap the young generation, on either database", () => {
    expect(serverRuntimeV8Flags({ MEMORY_BUDGET_MB: "512" }, big)).toEqual(["--optimize-for-size"]);
    expect(serverRuntimeV8Flags({ MEMORY_BUDGET_MB: "512", DATABASE_URL: "postgres://x" }, big)).toEqual([
      "--optimize-for-size",
    ]);
    expect(serverRuntimeV8Flags({}, machine(24_000, 512))).toEqual(["--optimize-for-size"]);
    expect(serverRuntimeV8Flags({ MEMORY_BUDGET_MB: "1024" }, big)).toEqual([]);
    expect(serverRuntimeV8Flags({}, big)).toEqual([]);
  });

  it("takes SERVER_OPTIMIZE_FOR_SIZE over the budget and refuses a bad value", () => {
    expect(serverRuntimeV8Flags({ SERVER_OPTIMIZE_FOR_SIZE: "false", MEMORY_BUDGET_MB: "512" }, big)).toEqual(
      [],
    );
    expect(serverRuntimeV8Flags({ SERVER_OPTIMIZE_FOR_SIZE: "true" }, big)).toEqual(["--optimize-for-size"]);
    expect(serverRuntimeV8Flags({ SERVER_OPTIMIZE_FOR_SIZE: "1" }, big)).toEqual(["--optimize-for-size"]);
    expect(() => serverRuntimeV8Flags({ SERVER_OPTIMIZE_FOR_SIZE: "yes" }, big)).toThrow(
      /SERVER_OPTIMIZE_FOR_SIZE/,
    );
  });

  it("is not a node flag: the young generation keeps its 4 MB cap", () => {
    expect(serverNodeFlags({ MEMORY_BUDGET_MB: "512" }, big)).not.toContain("--optimize-for-size");
  });
});
