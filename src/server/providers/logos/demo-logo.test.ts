import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contrast, derivePalette } from "@/server/composition/color";
import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import { ICON_SETS } from "@/server/symbols/icon-index";
import type { Brief } from "@/shared/brief";
import { CATEGORY_IDS, type CategoryId } from "@/shared/categories";
import { logoDesignSchema } from "@/shared/logo-design";
import { createDemoLogoProvider } from "./demo-logo";
import { renderDemoLogo } from "./demo-logo-render";
import { PALETTES, type PaletteId, paletteColors } from "./design/palettes";
import { LogoProviderError, type LogoRequest } from "./types";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The strings set as outlined glyphs: each outline path is labelled with the text it spells. */
function outlinedTexts(svg: string): string[] {
  return [...svg.matchAll(/<path data-text="([^"]*)"/g)].map((m) => m[1] ?? "");
}

/** The strings set as live text: each <text> element's content with any <textPath> wrapper removed. */
function liveTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, ""));
}

function request(overrides: Partial<LogoRequest> = {}): LogoRequest {
  return {
    name: "Northbean",
    category: "food-beverage",
    description: "A modern specialty coffee shop with single-origin espresso and fresh pastries",
    seed: 42,
    variant: 0,
    ...overrides,
  };
}

const TRICKY_NAMES = [
  "Salt & Pepper",
  "<Script> Kitchen",
  `"Quoted" O'Brien's`,
  "Café Lumière",
  "Kopi Kenangan",
  "東京 Ramen",
  "Ünïcödé Çrème Brûlée",
  "Москва Кофе",
  "The Extraordinarily Long Name Company Ltd",
  "Supercalifragilisticexpialidociouscoffee",
  "A",
  "X&Y<Z>",
];

describe("renderDemoLogo", () => {
  it("renders a 1024x1024 PNG and SVG", () => {
    const logo = renderDemoLogo(request());
    expect(logo.width).toBe(1024);
    expect(logo.height).toBe(1024);
    expect(pngSize(logo.png)).toEqual({ width: 1024, height: 1024 });
    expect(logo.svg).toMatch(/^<svg [^>]*width="1024" height="1024"/);
  });

  it.each(TRICKY_NAMES)("spells %s exactly (escaped) in the SVG, as outlines and as live text", (name) => {
    for (const variant of [0, 1]) {
      for (const seed of [1, 2, 3]) {
        const logo = renderDemoLogo(request({ name, seed, variant }));
        const escaped = escapeXml(name);
        expect(logo.svg).toContain(`<title>${escaped}</title>`);
        // The master has no live text: every string is outlined, labelled with what it spells.
        expect(logo.svg).not.toMatch(/<text\b/);
        // A name broken over lines is drawn as consecutive outlines, split only at spaces.
        expect(outlinedTexts(logo.svg).join(" ")).toContain(escaped);
        expect(liveTexts(composeLogo(logo.design, { text: "live" }).svg).join(" ")).toContain(escaped);
        expect(pngSize(logo.png)).toEqual({ width: 1024, height: 1024 });
      }
    }
  });

  it("returns a valid design that recomposes to the same SVG and PNG", () => {
    for (const seed of [3, 17]) {
      const logo = renderDemoLogo(request({ seed, variant: seed % 2 }));
      const design = logoDesignSchema.parse(JSON.parse(JSON.stringify(logo.design)));
      const again = composeLogo(design);
      expect(again.svg).toBe(logo.svg);
      expect(renderSvgToPng(again).equals(logo.png)).toBe(true);
    }
  });

  it("gives the two options of a run different designs", () => {
    for (const seed of [1, 7, 99, 12345]) {
      const a = renderDemoLogo(request({ seed, variant: 0 }));
      const b = renderDemoLogo(request({ seed, variant: 1 }));
      expect(a.svg).not.toBe(b.svg);
      expect(a.png.equals(b.png)).toBe(false);
    }
  });

  it("is deterministic for a seed", () => {
    const first = renderDemoLogo(request({ seed: 2024, variant: 1 }));
    const second = renderDemoLogo(request({ seed: 2024, variant: 1 }));
    expect(second.svg).toBe(first.svg);
    expect(second.png.equals(first.png)).toBe(true);
  });

  it("changes on regeneration with a new seed", () => {
    const svgs = new Set(Array.from({ length: 8 }, (_, seed) => renderDemoLogo(request({ seed })).svg));
    expect(svgs.size).toBe(8);
  });

  it("keeps a clear margin so long names never touch the edges", async () => {
    const longNames = TRICKY_NAMES.filter((n) => n.length > 20).concat(
      "Riverside Community Garden Collective",
    );
    for (const name of longNames) {
      for (let seed = 0; seed < 6; seed++) {
        const { png } = renderDemoLogo(request({ name, seed, variant: seed % 2 }));
        const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const margin = 48;
        let touched: string | undefined;
        for (let y = 0; y < info.height && !touched; y += 2) {
          for (let x = 0; x < info.width; x += 2) {
            if (x >= margin && x < info.width - margin && y >= margin && y < info.height - margin) continue;
            const i = (y * info.width + x) * 3;
            if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) {
              touched = `${x},${y}`;
              break;
            }
          }
        }
        expect(touched, `${name} (seed ${seed}) draws into the margin`).toBeUndefined();
      }
    }
  });

  it("renders 100 names across all categories without error", () => {
    const words = ["Amber", "Fox", "Harbor", "Pixel", "Maple", "Nova", "Olive", "Quartz", "River", "Sol"];
    const suffixes = [
      "",
      " & Co.",
      " Studio",
      " Labs",
      " Market",
      " Kitchen",
      " Supply",
      " Collective",
      " Club",
      " Works",
    ];
    const descriptions = [
      "A cosy café serving pour-over coffee",
      "Organic vegetables and a zero-waste grocery",
      "Running shoes and sneakers for city runners",
      "A SaaS tool that automates invoices",
      "Residential cleaning and laundry service",
      "An independent design agency for brands",
      "",
    ];
    for (let i = 0; i < 100; i++) {
      const category = CATEGORY_IDS[i % CATEGORY_IDS.length] as CategoryId;
      const name = `${words[i % 10]}${suffixes[Math.floor(i / 10)]}`;
      const logo = renderDemoLogo({
        name,
        category,
        description: descriptions[i % descriptions.length] ?? "",
        seed: i * 7919,
        variant: i % 2,
      });
      expect(pngSize(logo.png)).toEqual({ width: 1024, height: 1024 });
      expect(outlinedTexts(logo.svg).join(" ")).toContain(escapeXml(name));
    }
  });
});

function brief(concepts: string[], extra: Partial<Brief> = {}): Brief {
  return {
    version: 1,
    language: "en",
    source: "user",
    business: "a business",
    offerings: [],
    audience: [],
    place: null,
    tone: [],
    concepts,
    avoid: [],
    notes: [],
    ...extra,
  };
}

describe("symbols from the brief", () => {
  it("gives both options of a run a pictogram, two different ones, recorded with concept, source and licence", () => {
    const b = brief(["ice cream cone", "waffle"]);
    const [a, c] = [0, 1].map(
      (variant) => renderDemoLogo(request({ brief: b, variant, seed: 3 })).design.symbol,
    );
    for (const s of [a, c]) {
      expect(["icon", "motif"]).toContain(s?.kind);
      expect(s?.concept).toMatch(/ice cream|waffle/);
    }
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
    const icon = [a, c].find((s) => s?.kind === "icon");
    if (icon?.kind !== "icon") throw new Error("no open icon in the run");
    // Each open set records its own licence: Tabler and Phosphor MIT, Lucide ISC.
    expect(icon.licence).toBe(ICON_SETS[icon.source].licence);
  });

  it("draws an open icon as round-capped strokes in the mark colour, and the design round-trips", () => {
    const logos = Array.from({ length: 6 }, (_, seed) =>
      renderDemoLogo(request({ brief: brief(["bicycle"]), seed })),
    );
    const logo = logos.find((l) => l.design.symbol.kind === "icon" && l.design.symbol.id === "bike");
    if (!logo) throw new Error("no bicycle drawn in six runs");
    expect(logo.design.symbol).toMatchObject({ source: "tabler", licence: "MIT" });
    // The icon is Tabler's "bike" (tagged "bicycle"): the design says what is drawn.
    expect(["bicycle", "bike"]).toContain((logo.design.symbol as { concept: string }).concept);
    expect(logo.svg).toMatch(/stroke-linecap="round" stroke-linejoin="round"/);
    const again = composeLogo(logoDesignSchema.parse(JSON.parse(JSON.stringify(logo.design))));
    expect(again.svg).toBe(logo.svg);
  });

  it("never lets the name change the symbol", () => {
    const b = brief(["dog", "scissors"]);
    for (const variant of [0, 1]) {
      const one = renderDemoLogo(request({ name: "Coffee Cup Co", brief: b, variant })).design.symbol;
      const two = renderDemoLogo(request({ name: "Fluff & Fold", brief: b, variant })).design.symbol;
      expect(one).toEqual(two);
    }
  });

  it("shows monograms and abstract marks only when the brief has nothing drawable", () => {
    for (const b of [brief([], { notes: ["other-script"] }), brief([]), brief(["synergy"])]) {
      for (const variant of [0, 1]) {
        const s = renderDemoLogo(request({ brief: b, variant })).design.symbol;
        expect(["monogram", "abstract"]).toContain(s.kind);
        expect(s.source).toBe(s.kind);
      }
    }
  });

  it("draws a run's two options as two different pictograms", () => {
    // A logo run's time (under 500 ms) is a bench row (bench/offline.ts), not a timed test.
    const symbols = [0, 1].map(
      (variant) =>
        renderDemoLogo(request({ brief: brief(["kombucha bottle", "tea leaf"]), variant })).design.symbol,
    );
    for (const s of symbols) expect(s.kind).not.toMatch(/monogram|abstract/);
    expect(symbols[0]).not.toEqual(symbols[1]);
  });
});

describe("tone from the brief", () => {
  const colorsFor = (tone: Brief["tone"]) =>
    Array.from(
      { length: 12 },
      (_, seed) =>
        renderDemoLogo(request({ brief: brief(["heart"], { tone }), seed, variant: seed % 2 })).design,
    );

  it("keeps calm and caring briefs in soft, muted colours: no bright orange", () => {
    for (const d of colorsFor(["calm", "caring"])) {
      for (const c of [d.colors.primary, d.colors.accent])
        expect(["#FF8A3D", "#E4572E", "#FF4A1C", "#FF5A36"]).not.toContain(c);
      expect(["geometric-heavy", "sport-italic", "condensed", "grotesk"]).not.toContain(d.typeface);
    }
  });

  it("never gives playful briefs black and gold, and sets them in friendly type", () => {
    for (const d of colorsFor(["playful"])) {
      expect(["#141414", "#101010", "#161616"]).not.toContain(d.colors.background);
      expect(["#161616", "#C9A45C"]).not.toContain(d.colors.primary);
      expect(["serif-fine", "serif-italic", "geometric-light", "condensed-light"]).not.toContain(d.typeface);
    }
  });

  it("gives luxurious briefs dark and gold palettes in serif type", () => {
    const designs = colorsFor(["luxurious"]);
    for (const d of designs) expect(d.typeface).toMatch(/^serif/);
    expect(designs.some((d) => d.colors.background === PALETTES.noir[0])).toBe(true);
  });

  it("gives clean, trustworthy briefs blues and teals", () => {
    const allowed = ["teal", "ocean", "mint", "indigo", "navy", "slate"].map(
      (p) => PALETTES[p as PaletteId][2],
    );
    for (const d of colorsFor(["clean", "trustworthy"])) expect(allowed).toContain(d.colors.primary);
  });

  it("gives warm briefs warm food colours", () => {
    const allowed = ["bakery", "terracotta", "espresso", "tomato", "harvest"].map(
      (p) => PALETTES[p as PaletteId][2],
    );
    for (const d of colorsFor(["warm"])) expect(allowed).toContain(d.colors.primary);
  });
});

describe("palettes", () => {
  it.each(Object.keys(PALETTES) as PaletteId[])("%s keeps the wordmark and marks readable", (id) => {
    const colors = derivePalette(paletteColors(id));
    expect(contrast(colors.ink, colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.muted, colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.primary, colors.bg)).toBeGreaterThanOrEqual(3);
  });
});

describe("createDemoLogoProvider", () => {
  it("wraps the renderer as the demo provider", async () => {
    const provider = createDemoLogoProvider();
    expect(provider.mode).toBe("demo");
    const image = await provider.generate(request());
    expect(image).toMatchObject({ width: 1024, height: 1024 });
    expect(image.svg).toContain("<title>Northbean</title>");
    expect(pngSize(image.png)).toEqual({ width: 1024, height: 1024 });
  });

  it("rejects a cancelled request", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createDemoLogoProvider().generate(request({ signal: controller.signal })),
    ).rejects.toBeInstanceOf(LogoProviderError);
  });
});
