import sharp from "sharp";
import { encodeIco } from "@/server/images/ico";
import type { KitFile } from "./kit-fonts";
import { APP_ICON_SIZES, FAVICON_SIZES, ICON_FILES, type KitNames, SOCIAL_IMAGES } from "./kit-plan";

/**
 * The kit of a logo made before compositions were stored: all that can honestly be made from its
 * original 1024 px image (README.txt says so). No vectors, colour versions or layouts.
 */

async function backgroundOf(png: Buffer): Promise<string> {
  const { data } = await sharp(png)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  return `#${[...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

async function square(png: Buffer, size: number): Promise<Buffer> {
  return sharp(png).resize(size, size, { fit: "cover", kernel: "lanczos3" }).png().toBuffer();
}

/** The image centred on a canvas of its own background colour, at `share` of the canvas height. */
async function onCanvas(png: Buffer, width: number, height: number, share: number, background: string) {
  const side = Math.round(Math.min(width, height) * share);
  const logo = await square(png, side);
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: logo, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2) }])
    .png()
    .toBuffer();
}

export async function fallbackFiles(input: {
  png: Uint8Array;
  svg: string | null;
  brandName: string;
  names: KitNames;
}): Promise<KitFile[]> {
  const png = Buffer.from(input.png);
  const { names } = input;
  const background = await backgroundOf(png);
  const files: KitFile[] = [{ path: names.primary(".png"), data: png }];
  files.push({ path: names.primary("_512.png"), data: await square(png, 512) });
  if (input.svg) files.push({ path: names.primary(".svg"), data: Buffer.from(input.svg) });

  const favicons = [];
  for (const size of FAVICON_SIZES) {
    const icon = await square(png, size);
    favicons.push({ png: icon, width: size, height: size });
    files.push({ path: ICON_FILES.png(size), data: icon });
  }
  files.push({ path: ICON_FILES.ico, data: encodeIco(favicons) });
  files.push({ path: ICON_FILES.apple, data: await square(png, 180) });
  for (const size of APP_ICON_SIZES) {
    files.push({ path: ICON_FILES.app(size), data: await square(png, size) });
    files.push({ path: ICON_FILES.maskable(size), data: await onCanvas(png, size, size, 0.8, background) });
  }
  const manifest = {
    name: input.brandName,
    icons: APP_ICON_SIZES.flatMap((size) => [
      { src: `icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: `icon-maskable-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]),
    background_color: background,
    display: "standalone",
  };
  files.push({ path: ICON_FILES.manifest, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
  for (const image of SOCIAL_IMAGES) {
    const share = image.id.startsWith("profile") ? 0.9 : 0.8;
    files.push({ path: image.path, data: await onCanvas(png, image.width, image.height, share, background) });
  }
  return files;
}
