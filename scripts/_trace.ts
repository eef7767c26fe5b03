import sharp from "sharp";
import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import { traceSymbol } from "@/server/composition/trace";
import { colorsFromSymbol, pickTracedDesign } from "@/server/providers/logos/design/pick-design";
import { fakeSymbolImage } from "@/test/fake-symbol-image";

const tiles: Buffer[] = [];
for (const [kind, name, category, description] of [
  [
    "cup",
    "Northbean",
    "food-beverage",
    "A modern specialty coffee shop with single-origin espresso and fresh pastries",
  ],
  [
    "leaf",
    "Greenleaf Market",
    "retail-ecommerce",
    "Organic food market with local produce, bulk grains and a deli",
  ],
] as const) {
  const img = await fakeSymbolImage(kind);
  const t0 = performance.now();
  const traced = await traceSymbol(img);
  console.log(
    kind,
    "trace ms",
    Math.round(performance.now() - t0),
    "paths",
    traced.symbol.paths.length,
    traced.colors,
    traced.symbol.width,
    traced.symbol.height,
  );
  tiles.push(await sharp(img).resize(400).png().toBuffer());
  for (const variant of [0, 1, 2]) {
    const d = pickTracedDesign(
      { name, category, description, seed: 7, variant },
      traced.symbol,
      colorsFromSymbol(traced.colors),
    );
    const l = composeLogo(d);
    tiles.push(
      await sharp(renderSvgToPng(l, { width: 400 }))
        .png()
        .toBuffer(),
    );
  }
  const d = pickTracedDesign(
    { name, category, description, seed: 7, variant: 0 },
    traced.symbol,
    colorsFromSymbol(traced.colors),
  );
  tiles.push(
    await sharp(renderSvgToPng(composeLogo({ ...d, layout: "symbol", frame: "disc" }), { width: 400 }))
      .png()
      .toBuffer(),
  );
}
await sharp({ create: { width: 2000, height: 800, channels: 4, background: "#fff" } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % 5) * 400, top: Math.floor(i / 5) * 400 })))
  .png()
  .toFile("/tmp/vt/traced.png");
