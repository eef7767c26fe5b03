import { describe, expect, it } from "vitest";
import { LOGO_DESIGN_VERSION, logoDesignSchema, symbolProvenance } from "./logo-design";

const v1 = {
  version: 1,
  name: "Northbean",
  tagline: null,
  layout: "stacked",
  frame: "none",
  ornament: "none",
  typeface: "serif-bold",
  letterSpacing: null,
  textCase: "as-typed",
  colors: { background: "#FFFFFF", ink: "#111111", primary: "#6B4430", accent: "#C28A55" },
  symbol: { kind: "motif", id: "cup" },
};

describe("logo design version 2", () => {
  it("reads a stored version 1 design as version 2 without losing anything", () => {
    const design = logoDesignSchema.parse(v1);
    expect(design.version).toBe(LOGO_DESIGN_VERSION);
    expect(design).toMatchObject({ ...v1, version: 2 });
    expect(symbolProvenance(design.symbol)).toEqual({ concept: null, source: "procedural", licence: null });
  });

  it("records what an icon depicts, its set and its licence, and refuses markup in them", () => {
    const icon = {
      kind: "icon",
      source: "tabler",
      id: "bike",
      d: "M2 18a3 3 0 1 0 6 0",
      concept: "bicycle",
      licence: "MIT",
    };
    const design = logoDesignSchema.parse({ ...v1, version: 2, symbol: icon });
    expect(symbolProvenance(design.symbol)).toEqual({ concept: "bicycle", source: "tabler", licence: "MIT" });
    expect(logoDesignSchema.safeParse({ ...v1, symbol: { ...icon, concept: "<b>x</b>" } }).success).toBe(
      false,
    );
    expect(logoDesignSchema.safeParse({ ...v1, symbol: { ...icon, d: 'M0 0"/><script>' } }).success).toBe(
      false,
    );
    expect(logoDesignSchema.safeParse({ ...v1, version: 3 }).success).toBe(false);
  });
});
