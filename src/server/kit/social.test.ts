import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { derivePalette } from "@/server/composition/color";
import type { LogoDesign } from "@/shared/logo-design";
import { KOPI_SENJA_DARK, kopiSenjaDesign } from "@/test/kit-fixtures";
import { SOCIAL_IMAGES } from "./kit-plan";
import { renderRaw } from "./raster";
import { frameOf, MIN_TAGLINE_CAP_PX, socialLogo, socialSvg, taglineCapPx } from "./social";

const base: LogoDesign = {
  ...kopiSenjaDesign,
  tagline: "Coffee roasters since 1998",
  typeface: "geometric-bold",
  colors: KOPI_SENJA_DARK,
};

describe("social images", () => {
  it("keep the chosen layout: an emblem stays an emblem, also in the profile picture", () => {
    for (const layout of ["emblem", "stacked", "horizontal", "wordmark"] as const) {
      for (const image of SOCIAL_IMAGES) {
        const shown = socialLogo({ ...base, layout }, image).layout;
        const profile = image.id.startsWith("profile");
        expect(shown, `${layout} on ${image.id}`).toBe(profile && layout !== "emblem" ? "symbol" : layout);
      }
    }
  });

  it("draw the logo once, whole, inside the image: no faint mark behind it or cut off at an edge", async () => {
    for (const layout of ["emblem", "horizontal", "stacked"] as const) {
      const design = { ...base, layout };
      const bg = derivePalette(design.colors).bg;
      const n = Number.parseInt(bg.slice(1), 16);
      const expected = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
      for (const image of SOCIAL_IMAGES) {
        const svg = socialSvg(design, image);
        expect(svg.match(/<svg x=/g)?.length, image.id).toBe(1);
        expect(svg).not.toMatch(/opacity=/);
        // Every pixel along the four edges is the background.
        const raw = renderRaw(svg, { width: image.width });
        const { data, info } = await sharp(raw.pixels, {
          raw: { width: raw.width, height: raw.height, channels: 4 },
        })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const at = (x: number, y: number) => [
          ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3),
        ];
        for (let x = 0; x < info.width; x += 3) {
          expect(at(x, 0), `${layout} ${image.id} top`).toEqual(expected);
          expect(at(x, info.height - 1), `${layout} ${image.id} bottom`).toEqual(expected);
        }
        for (let y = 0; y < info.height; y += 3) {
          expect(at(0, y), `${layout} ${image.id} left`).toEqual(expected);
          expect(at(info.width - 1, y), `${layout} ${image.id} right`).toEqual(expected);
        }
      }
    }
  }, 60_000);

  it("set a tagline only where it reads at the image's real size", () => {
    let kept = 0;
    let dropped = 0;
    for (const layout of ["emblem", "horizontal", "stacked", "wordmark"] as const) {
      for (const image of SOCIAL_IMAGES) {
        const shown = socialLogo({ ...base, layout }, image);
        if (!shown.tagline) {
          dropped += 1;
          continue;
        }
        kept += 1;
        const svg = socialSvg({ ...base, layout }, image);
        expect(svg).toBeTruthy();
        // Measured in the box the image fits the logo into.
        expect(taglineCapPx(shown, frameOf(image).logo)).toBeGreaterThanOrEqual(MIN_TAGLINE_CAP_PX);
      }
    }
    expect(kept).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
  });
});
