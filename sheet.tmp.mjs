import sharp from "sharp";

const [out, width, ...files] = process.argv.slice(2);
const W = Number(width);
const imgs = [];
let y = 0;
for (const f of files) {
  const meta = await sharp(f).metadata();
  const scale = Math.min(1, W / meta.width);
  const w = Math.round(meta.width * scale),
    h = Math.round(meta.height * scale);
  const buf = await sharp(f).resize(w, h).png().toBuffer();
  imgs.push({ input: buf, left: 0, top: y });
  y += h + 10;
}
await sharp({ create: { width: W, height: y, channels: 4, background: "#888888" } })
  .composite(imgs)
  .png()
  .toFile(out);
