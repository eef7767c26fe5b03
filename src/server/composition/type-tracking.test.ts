import { describe, expect, it } from "vitest";
import { displayName, TEXT_CASES, TYPE_STYLE_IDS } from "@/shared/logo-design";
import { defaultLetterSpacing } from "@/shared/type-tracking";
import { TYPE_STYLES } from "./type-styles";
import { trackingFor } from "./typeset";

describe("the editor's default letter spacing", () => {
  it("is the spacing the renderer uses for every typeface and case", () => {
    for (const typeface of TYPE_STYLE_IDS)
      for (const textCase of TEXT_CASES) {
        const design = { name: "Kopi Senja", typeface, textCase };
        expect(defaultLetterSpacing(design), `${typeface} ${textCase}`).toBe(
          trackingFor(TYPE_STYLES[typeface], displayName(design)),
        );
      }
  });

  it("gives capitals more air than mixed case", () => {
    const mixed = defaultLetterSpacing({
      name: "Kopi Senja",
      typeface: "geometric-light",
      textCase: "as-typed",
    });
    const caps = defaultLetterSpacing({ name: "Kopi Senja", typeface: "geometric-light", textCase: "upper" });
    expect(caps).toBeGreaterThan(mixed);
  });
});
