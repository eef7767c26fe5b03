import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACE_IDS, getFace } from "../src/server/composition/fonts";
import { prunableFontFiles } from "./prune-fonts";

describe("font pruning for the production image", () => {
  it("keeps every face the product draws with and each family's licence, and drops the rest", () => {
    const { remove, keep } = prunableFontFiles();
    for (const id of FACE_IDS) {
      expect(keep).toContain(getFace(id).file);
      expect(remove).not.toContain(getFace(id).file);
    }
    expect(keep.filter((f) => f.endsWith("LICENSE_FONT")).length).toBeGreaterThanOrEqual(7);
    expect(remove.some((f) => f.includes("NotoSansJP_100Thin"))).toBe(true);
    for (const file of remove) expect(existsSync(file)).toBe(true);
  });
});
