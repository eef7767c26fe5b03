import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS, type CategoryId } from "@/shared/categories";
import { logoDesignSchema } from "@/shared/logo-design";
import { contrast, derivePalette } from "../../composition/color";
import { composeLogo } from "../../composition/compose";
import { renderSvgToPng } from "../../composition/render";
import { createDemoLogoProvider, renderDemoLogo } from "./demo-logo";
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
