import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeIco, encodeIco } from "./ico";
import { readPngText, withPngText } from "./png-text";

const png = (size: number) =>
  sharp({
    create: { width: size, height: size, channels: 4, background: { r: 79, g: 70, b: 229, alpha: 1 } },
  })
    .png()
    .toBuffer();

describe("PNG text metadata", () => {
  it("writes UTF-8 text chunks that decoders keep reading as the same image", async () => {
    const tagged = withPngText(await png(8), { Title: "Kopi Senja · 珈琲", Software: "BrandSculpt" });
    expect(readPngText(tagged)).toEqual({ Title: "Kopi Senja · 珈琲", Software: "BrandSculpt" });
    const meta = await sharp(tagged).metadata();
    expect([meta.format, meta.width]).toEqual(["png", 8]);
    expect(() => withPngText(Buffer.from("not a png"), { Title: "x" })).toThrow();
    expect(() => withPngText(tagged, { "": "x" })).toThrow();
  });
});

describe("ICO files", () => {
  it("hold one PNG per size, each readable again", async () => {
    const images = await Promise.all(
      [16, 32, 48, 256].map(async (s) => ({ png: await png(s), width: s, height: s })),
    );
    const ico = encodeIco(images);
    const decoded = decodeIco(ico);
    expect(decoded.map((d) => d.width)).toEqual([16, 32, 48, 256]);
    for (const [i, d] of decoded.entries()) {
      expect(d.png.equals(images[i]!.png)).toBe(true);
      expect((await sharp(d.png).metadata()).width).toBe(images[i]!.width);
    }
    expect(() => encodeIco([{ png: images[0]!.png, width: 512, height: 512 }])).toThrow();
  });
});
