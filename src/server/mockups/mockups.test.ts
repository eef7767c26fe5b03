import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mockupJobs } from "@/server/kit/build-kit";
import { kitNames } from "@/server/kit/kit-plan";
import { type Box, logoArt } from "@/server/kit/logo-art";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import { RenderPool } from "@/server/render/render-pool";
import type { LogoDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_IDS, MOCKUP_SCENES_PER_LOGO } from "@/shared/mockup-scenes";
import { chooseScenes } from "./choose-scenes";
import { sceneCopy } from "./copy";
import { lookOf } from "./look";
import { sceneWebp } from "./render-scene";
import { SceneCache, sceneKey } from "./scene-cache";
import { drawScene, SCENE_HEIGHT, SCENE_WIDTH } from "./scenes";

const demo = (name: string, seed: number): LogoDesign =>
  renderDemoLogo({
    name,
    category: "food-beverage",
    description: "A small coffee bar serving single-origin pour-overs and pandan pastries at dusk.",
    seed,
    variant: seed % 2,
  }).design;

const light = demo("Kopi Senja", 3);
/** Drawn for a dark background, with a long name. */
const dark: LogoDesign = {
  ...demo("Warung Makan Sederhana Bu Ratna", 4),
  colors: { background: "#14213D", ink: "#F5F1E8", primary: "#E9C46A", accent: "#2A9D8F" },
};

const inside = (inner: Box, outer: Box, slack = 0.5) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

const BOARD: Box = { x: 0, y: 0, width: SCENE_WIDTH, height: SCENE_HEIGHT };

describe("mock-up scenes", () => {
  it("reads a dark design as dark and prints its reversed version on dark materials", () => {
    expect(lookOf(light).dark).toBe(false);
    const look = lookOf(dark);
    expect(look.dark).toBe(true);
    expect(look.deep).toBe("#14213D");
    // On a dark material the design as chosen (its light name), not a white silhouette.
    expect(look.art("lockup", "dark").svg).toContain("#F5F1E8");
    // A light design prints in white there.
    expect(lookOf(light).art("lockup", "dark").svg).toMatch(/#FFFFFF/i);
  });

  for (const [label, design] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it(`draws every scene for a ${label} design: outlined name, artwork inside each surface's safe area`, () => {
      for (const scene of MOCKUP_SCENE_IDS) {
        const drawing = drawScene(design, scene);
        expect(drawing.svg, scene).not.toMatch(/<text\b/);
        expect(drawing.logos.length, scene).toBeGreaterThan(0);
        for (const placed of drawing.copy) {
          expect(inside(placed.safe, BOARD), `${scene} copy's surface on the board`).toBe(true);
          expect(inside(placed.box, placed.safe), `${scene} "${placed.text}" inside its surface`).toBe(true);
        }
        for (const placed of drawing.logos) {
          expect(inside(placed.safe, BOARD), `${scene} safe area on the board`).toBe(true);
          expect(inside(placed.box, placed.safe), `${scene} logo inside its safe area`).toBe(true);
          expect(placed.box.width, scene).toBeGreaterThan(20);
        }
        // The logo is the composition's own outlined drawing, placed whole.
        const name = logoArt({ ...design, layout: "horizontal", tagline: null }).svg;
        if (scene === "business-card")
          expect(drawing.svg).toContain(name.slice(name.indexOf("<path"), name.indexOf("<path") + 200));
        const image = new Resvg(drawing.svg, {
          fitTo: { mode: "width", value: 240 },
          font: { loadSystemFonts: false },
        }).render();
        expect([image.width, image.height], scene).toEqual([240, 180]);
      }
    });
  }

  it("holds the logo to 512 px in a watermarked scene, and watermarks it", async () => {
    // Drawn 2000 px wide (the kit's size) the post's logo is larger than that; held, it is not.
    const largest = (width: number, maxLogoPx?: number) =>
      Math.max(
        ...MOCKUP_SCENE_IDS.flatMap((scene) =>
          drawScene(light, scene, { outputWidth: width, maxLogoPx }).logos.map(
            (l) => (Math.max(l.box.width, l.box.height) * width) / SCENE_WIDTH,
          ),
        ),
      );
    expect(largest(2000)).toBeGreaterThan(512);
    expect(largest(2000, 512)).toBeLessThanOrEqual(512.01);
    expect(largest(1024, 512)).toBeLessThanOrEqual(512.01);
    const [marked, clean] = await Promise.all([
      sceneWebp({ design: light, scene: "business-card", width: 1024, watermarked: true }),
      sceneWebp({ design: light, scene: "business-card", width: 1024, watermarked: false }),
    ]);
    const meta = await sharp(marked).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1024, 768]);
    expect(marked.equals(clean)).toBe(false);
  });
});

describe("the words on the scenes", () => {
  const brief = {
    business: "a neighbourhood warung",
    offerings: ["nasi campur", "es teh"],
    place: "Bandung",
    language: "en" as const,
    source: "offline" as const,
  };
  const WORDY = [
    "business-card",
    "letterhead",
    "email-signature",
    "website-header",
    "instagram-post",
  ] as const;

  it("sets the exact name, the brief's line and contact lines as outlines inside their surfaces", () => {
    const name = dark.name;
    const copy = sceneCopy({ name, brief, category: "food-beverage", locale: "en" });
    expect(copy.email).toBe("hello@warungmakan.com");
    expect(copy.line).toBe("Neighbourhood warung");
    for (const scene of WORDY) {
      const drawing = drawScene(dark, scene, { copy });
      expect(drawing.svg, scene).not.toMatch(/<text\b/);
      const texts = drawing.copy.map((c) => c.text);
      expect(texts.length, scene).toBeGreaterThan(2);
      // Contact lines and the handle made from the name: hello@…, www.…, @….
      expect(texts.join("\n"), scene).toContain("warungmakan");
      for (const placed of drawing.copy) {
        expect(inside(placed.box, placed.safe), `${scene} "${placed.text}"`).toBe(true);
        expect(placed.box.height, `${scene} "${placed.text}" is set`).toBeGreaterThan(5);
      }
    }
    // The name as the person spelled it, in the letter's sign-off and the e-mail's subject.
    expect(drawScene(dark, "letterhead", { copy }).copy.map((c) => c.text)).toContain(`The ${name} team`);
    expect(drawScene(dark, "email-signature", { copy }).copy.map((c) => c.text)).toContain(
      `Welcome to ${name}`,
    );
    // The words are drawn: with copy the scene has more ink than with none.
    const blank = drawScene(dark, "letterhead", { copy: { ...copy, letter: "", letterMore: "" } });
    expect(drawScene(dark, "letterhead", { copy }).svg.length).toBeGreaterThan(blank.svg.length + 2000);
  });

  it("speaks the reader's language, and shows the brief's words only when they are in it", () => {
    const id = sceneCopy({ name: "Kopi Senja", brief, category: "food-beverage", locale: "id" });
    // The offline brief is written in English: an Indonesian reader gets the category's words.
    expect(id.line).toBe("Makanan & minuman");
    expect(id.place).toBe("Bandung");
    const texts = drawScene(light, "letterhead", { copy: id }).copy.map((c) => c.text);
    expect(texts).toContain("Salam hangat,");
    expect(texts).toContain("Tim Kopi Senja");
    const own = sceneCopy({
      name: "Kopi Senja",
      brief: { ...brief, business: "kedai kopi kecil", language: "id", source: "user" },
      locale: "id",
    });
    expect(own.line).toBe("Kedai kopi kecil");
    expect(sceneCopy({ name: "Café Ñandú!" }).email).toBe("hello@cafenandu.com");
  });
});

describe("the preview scene cache", () => {
  const image = (n: number, fill = 1) => Buffer.alloc(n, fill);

  it("renders a picture once, serves it again, and drops the least recently used past its byte cap", async () => {
    const cache = new SceneCache(100);
    let renders = 0;
    const render = (bytes: number) => async () => {
      renders++;
      return image(bytes);
    };
    // Two asks at once render once.
    const [a, b] = await Promise.all([cache.get("a", render(40)), cache.get("a", render(40))]);
    expect(a).toBe(b);
    expect(renders).toBe(1);
    await cache.get("b", render(40));
    await cache.get("a", render(40)); // a is now the most recent
    await cache.get("c", render(40)); // over 100 bytes: b goes
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 80 });
    await cache.get("a", render(40));
    expect(renders).toBe(3);
    await cache.get("b", render(40));
    expect(renders).toBe(4);
    // A failed render is not kept.
    await expect(cache.get("x", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await cache.get("x", render(10));
    expect(renders).toBe(5);
  });

  it("keys a picture by everything it is drawn from", () => {
    const input = { design: light, scene: "letterhead", width: 1024, watermarked: true, locale: "en" };
    expect(sceneKey(input)).toBe(sceneKey({ ...input }));
    for (const changed of [
      { ...input, design: { ...light, colors: { ...light.colors, primary: "#000000" } } },
      { ...input, watermarked: false },
      { ...input, locale: "id" },
      { ...input, scene: "paper-cup" },
      { ...input, copy: sceneCopy({ name: light.name }) },
    ])
      expect(sceneKey(changed)).not.toBe(sceneKey(input));
  });
});

describe("choosing scenes", () => {
  it("chooses at least eight distinct scenes per business, the card always among them", () => {
    const cases = [
      chooseScenes("food-beverage", {
        business: "a coffee shop",
        offerings: ["coffee"],
        concepts: ["coffee cup"],
      }),
      chooseScenes("retail-ecommerce", {
        business: "a clothing boutique",
        offerings: ["dresses"],
        concepts: [],
      }),
      chooseScenes("digital-product", { business: "a budgeting app", offerings: ["software"], concepts: [] }),
      chooseScenes("services", null),
      chooseScenes("agency", null),
      chooseScenes(null, null),
    ];
    for (const scenes of cases) {
      expect(scenes.length).toBeGreaterThanOrEqual(MOCKUP_SCENES_PER_LOGO);
      expect(new Set(scenes).size).toBe(scenes.length);
      expect(scenes).toContain("business-card");
    }
    const [food, retail, app] = cases;
    expect(food!.slice(0, 3)).toContain("paper-cup");
    expect(retail!.slice(0, 2)).toEqual(["shopping-bag", "product-tag"]);
    expect(app![0]).toBe("phone-home-screen");
    expect(app).not.toContain("storefront-sign");
    // An online shop has no street front.
    expect(
      chooseScenes("retail-ecommerce", { business: "an online shop", offerings: [], concepts: [] }),
    ).not.toContain("storefront-sign");
  });
});

describe("the business card to print", () => {
  const dir = mkdtempSync(join(tmpdir(), "card-"));

  it("is 85 x 55 mm trim with 3 mm bleed, two pages, vector; with each chosen scene at 2000 px in mockups/", async () => {
    const scenes = chooseScenes("food-beverage", null);
    const brandName = "Warung Makan Sederhana Bu Ratna";
    const pool = new RenderPool(2);
    const copy = sceneCopy({ name: brandName, category: "food-beverage", locale: "id" });
    const jobs = mockupJobs(pool, { design: dark, scenes, copy, brandName, created: new Date() });
    const made = (await Promise.all(jobs.map((job) => job())).finally(() => pool.close())).flat();
    const files = new Map(made.map((f) => [f.path, Buffer.from(f.data)]));
    const base = kitNames(brandName).base;
    for (const scene of scenes) {
      const png = files.get(`mockups/${base}_${scene}.png`);
      expect(png, scene).toBeDefined();
      const meta = await sharp(png!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 2000, 1500]);
    }
    const pdf = files.get(`mockups/${base}_business-card_print.pdf`)!;
    expect(pdf).toBeDefined();
    const file = join(dir, "card.pdf");
    writeFileSync(file, pdf);
    const info = execFileSync("pdfinfo", ["-box", file], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+2/);
    const size = (name: string) => {
      const m =
        info.match(new RegExp(`Page\\s+1\\s+${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`)) ??
        info.match(new RegExp(`^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, "m"));
      expect(m, name).toBeTruthy();
      const [x0, y0, x1, y1] = m!.slice(1).map(Number) as [number, number, number, number];
      return [((x1 - x0) * 25.4) / 72, ((y1 - y0) * 25.4) / 72].map((v) => Math.round(v * 10) / 10);
    };
    expect(size("TrimBox")).toEqual([85, 55]);
    expect(size("BleedBox")).toEqual([91, 61]);
    expect(size("MediaBox")).toEqual([105, 75]);
    // Vectors only: no raster image anywhere in it.
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
    expect(images.trim().split("\n").length).toBe(2);
  }, 60_000);
});
