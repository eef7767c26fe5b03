import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pickDemoDesign } from "@/server/providers/logos/design/pick-design";
import { type LogoDesign, logoDesignSchema } from "@/shared/logo-design";
import { composeLogo } from "./compose";
import { renderSvgToPng } from "./render";

const base = (overrides: Partial<LogoDesign> = {}): LogoDesign => ({
  version: 2,
  name: "Northbean",
  tagline: "Coffee roasters",
  layout: "horizontal",
  frame: "disc",
  ornament: "none",
  typeface: "serif-bold",
  letterSpacing: null,
  textCase: "as-typed",
  colors: { background: "#F7F1E8", ink: "#2B1A12", primary: "#6B4430", accent: "#C28A55" },
  symbol: { kind: "motif", id: "cup" },
  ...overrides,
});

async function raw(png: Buffer) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

function outlined(svg: string): string[] {
  return [...svg.matchAll(/<path data-text="([^"]*)"/g)].map((m) => m[1] ?? "");
}

describe("composeLogo", () => {
  it("is pure: the same design gives the same SVG, also after a JSON round trip", () => {
    const design = base();
    const again = logoDesignSchema.parse(JSON.parse(JSON.stringify(design)));
    expect(composeLogo(again).svg).toBe(composeLogo(design).svg);
  });

  // Outlines are laid out as resvg sets live text, kerning included, so the two draw the same
  // pixels bar antialiasing (a mean difference of ~0.003 on lines, ~0.04 on arcs, where resvg
  // places glyphs along the curve its own way). Unkerned outlines of these names differed by
  // 1.2 to 5; a wrong or missing glyph costs several units. Playfair Display and Montserrat keep
  // their pairs in GPOS extension lookups, once left unapplied.
  it.each([
    ["horizontal", 0.05],
    ["stacked", 0.05],
    ["wordmark", 0.05],
    ["emblem", 0.2],
  ] as const)("draws %s outlines where the fonts would draw live text", async (layout, tolerance) => {
    for (const typeface of ["serif-bold", "geometric-bold"] as const)
      for (const name of ["Northbean", "AVATAR Toyota"]) {
        const design = base({ layout, name, typeface, frame: layout === "emblem" ? "ring" : "disc" });
        const a = await raw(renderSvgToPng(composeLogo(design)));
        const live = composeLogo(design, { text: "live" });
        expect(live.svg).toMatch(/<text\b/);
        const b = await raw(renderSvgToPng(live));
        let diff = 0;
        for (let i = 0; i < a.data.length; i++) diff += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
        expect(diff / a.data.length, `${typeface} ${name}`).toBeLessThan(tolerance);
      }
  });

  it("applies the text case and letter spacing to the name, never to its spelling", () => {
    const upper = composeLogo(base({ textCase: "upper", name: "Café Lumière" })).svg;
    expect(outlined(upper).join(" ")).toContain("CAFÉ LUMIÈRE");
    expect(upper).toContain("<title>Café Lumière</title>");
    const tight = composeLogo(base({ layout: "wordmark", letterSpacing: 0 })).svg;
    const loose = composeLogo(base({ layout: "wordmark", letterSpacing: 0.3 })).svg;
    expect(loose).not.toBe(tight);
  });

  it.each(["black", "white", "mono"] as const)(
    "draws the %s version in one colour on a transparent background, cut-outs as holes",
    async (colorMode) => {
      // Text knocked out of a filled block, a mark on a disc, and the cup's cut-outs.
      for (const design of [base(), base({ layout: "wordmark", ornament: "block" })]) {
        const { data, info } = await raw(renderSvgToPng(composeLogo(design, { colorMode })));
        expect(data[3]).toBe(0); // the corner: no background
        const colours = new Set<string>();
        let holesInside = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] === 255) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        }
        // Count transparent pixels in the middle row between opaque ones: the knocked-out parts.
        const y = Math.floor(info.height / 2);
        let seenInk = false;
        for (let x = 0; x < info.width; x++) {
          const alpha = data[(y * info.width + x) * 4 + 3] ?? 0;
          if (alpha === 255) seenInk = true;
          else if (seenInk && alpha === 0) holesInside++;
        }
        expect(colours.size).toBe(1);
        expect(holesInside).toBeGreaterThan(0);
      }
    },
  );

  it("keeps the brand colours on a transparent background in full colour", async () => {
    const { data } = await raw(renderSvgToPng(composeLogo(base(), { background: "transparent" })));
    expect(data[3]).toBe(0);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3] === 255) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect(colours.size).toBeGreaterThan(2);
  });

  it("places a traced symbol scaled into the layout, in its own colours or as a silhouette", () => {
    const symbol = {
      kind: "traced" as const,
      width: 200,
      height: 100,
      paths: [
        { d: "M0 0H200V100H0Z", fill: "#336699", x: 0, y: 0 },
        { d: "M0 0H20V20H0Z", fill: "#FFFFFF", x: 90, y: 40 },
      ],
    };
    const own = composeLogo(base({ frame: "none", symbol })).svg;
    expect(own).toContain('fill="#336699"');
    const onDisc = composeLogo(base({ frame: "disc", symbol })).svg;
    expect(onDisc).not.toContain('fill="#336699"');
    expect(onDisc).toContain('transform="translate(90 40)"');
  });

  it("sets every demo look's name as outlines", () => {
    for (let seed = 0; seed < 12; seed++) {
      const design = pickDemoDesign({
        name: "Harbor & Vale",
        category: "services",
        description: "Small-business law firm for contracts and trademarks",
        seed,
        variant: seed % 2,
      });
      expect(outlined(composeLogo(design).svg).join(" ")).toContain("Harbor &amp; Vale");
    }
  });

  it("fills the filled sets' icons in the mark colour, Health Icons' holes by the even-odd rule", () => {
    const icon = (source: "fluent-emoji" | "healthicons" | "tabler", id: string) =>
      composeLogo(
        base({
          symbol: { kind: "icon", source, id, d: "M4 4h16v16H4z M8 8h8v8H8z", concept: id, licence: "MIT" },
        }),
      ).svg;
    expect(icon("fluent-emoji", "crab")).toMatch(
      /<path d="M4 4h16v16H4z M8 8h8v8H8z" fill="#[0-9A-Fa-f]{6}"\/>/,
    );
    expect(icon("healthicons", "kidneys")).toMatch(
      /d="M4 4h16v16H4z M8 8h8v8H8z" fill="#[0-9A-Fa-f]{6}" fill-rule="evenodd"/,
    );
    expect(icon("tabler", "square")).toMatch(/d="M4 4h16v16H4z M8 8h8v8H8z" fill="none" stroke=/);
  });
});
