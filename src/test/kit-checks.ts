import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { expect } from "vitest";
import { decodeIco } from "../server/images/ico";

/**
 * Opens every file of a brand kit the way its user's software would, and checks what the issue
 * promises: each file parses, SVGs draw something, transparent logos have transparent corners,
 * the black versions are only black, and the master SVG needs no font.
 */

export type UnzippedKit = { root: string; files: Map<string, Buffer> };

export function unzipKit(zip: Uint8Array): UnzippedKit {
  const entries = unzipSync(zip);
  const names = Object.keys(entries);
  const root = names[0]!.split("/")[0]!;
  const files = new Map<string, Buffer>();
  for (const name of names) {
    expect(name.startsWith(`${root}/`), `${name} sits in the kit's folder`).toBe(true);
    if (name.endsWith("/")) continue;
    files.set(name.slice(root.length + 1), Buffer.from(entries[name]!));
  }
  return { root, files };
}

/** The paths the kit must hold for a logo whose chosen layout is `layout` (the list). */
export function expectedKitPaths(base: string, layout: string): string[] {
  const sizes = [512, 1024, 2048, 4096];
  const paths = [
    `logo/${base}_logo.svg`,
    `logo/${base}_logo_live-text.svg`,
    `logo/${base}_logo.pdf`,
    // Print: the master in CMYK, the one-colour version as one spot colour.
    `logo/${base}_logo_print-cmyk.pdf`,
    `logo/colour-versions/${base}_logo_one-colour_spot.pdf`,
    ...sizes.map((s) => `logo/${base}_logo_${s}.png`),
  ];
  for (const colour of ["black", "white", "one-colour"]) {
    paths.push(
      `logo/colour-versions/${base}_logo_${colour}.svg`,
      `logo/colour-versions/${base}_logo_${colour}.pdf`,
    );
    for (const s of sizes) paths.push(`logo/colour-versions/${base}_logo_${colour}_${s}.png`);
  }
  for (const other of ["horizontal", "stacked", "symbol", "wordmark"].filter((l) => l !== layout)) {
    for (const colour of ["full-colour", "black", "white", "one-colour"]) {
      const stem = `logo/layouts/${other}/${base}_${other}_${colour}`;
      paths.push(`${stem}.svg`, `${stem}.pdf`, ...[512, 1024, 2048].map((s) => `${stem}_${s}.png`));
    }
  }
  paths.push(
    "icons/favicon.ico",
    "icons/favicon.svg",
    "icons/favicon-16x16.png",
    "icons/favicon-32x32.png",
    "icons/favicon-48x48.png",
    "icons/apple-touch-icon.png",
    "icons/icon-192.png",
    "icons/icon-512.png",
    "icons/icon-maskable-192.png",
    "icons/icon-maskable-512.png",
    "icons/site.webmanifest",
    "social/profile-picture-400.png",
    "social/profile-picture-1080.png",
    "social/open-graph-1200x630.png",
    "social/x-header-1500x500.png",
    "social/linkedin-banner-1584x396.png",
    "social/youtube-banner-2560x1440.png",
    "social/facebook-cover-851x315.png",
    "brand-guidelines.pdf",
    "licence-certificate.pdf",
    "README.txt",
  );
  return paths;
}

/** Each font family folder holds its OFL licence and at least one TrueType file. */
export function checkFonts(kit: UnzippedKit): string[] {
  const families = new Set(
    [...kit.files.keys()].filter((p) => p.startsWith("fonts/")).map((p) => p.split("/")[1]!),
  );
  expect(families.size).toBeGreaterThan(0);
  for (const family of families) {
    expect(kit.files.get(`fonts/${family}/OFL.txt`)?.toString("utf8")).toContain("SIL OPEN FONT LICENSE");
    expect([...kit.files.keys()].some((p) => p.startsWith(`fonts/${family}/`) && p.endsWith(".ttf"))).toBe(
      true,
    );
  }
  return [...families];
}

/** The chosen layout, read from which arrangement logo/layouts/ leaves out (emblem-like ones leave none out). */
export function primaryLayoutOf(kit: UnzippedKit): string {
  const present = new Set(
    [...kit.files.keys()].filter((p) => p.startsWith("logo/layouts/")).map((p) => p.split("/")[2]!),
  );
  return ["horizontal", "stacked", "symbol", "wordmark"].find((l) => !present.has(l)) ?? "other";
}

/**
 * A structural PDF check: the header, the trailer, and a cross-reference table whose every entry
 * points at the object it names (a truncated or corrupt file fails). Returns the page count.
 */
export function parsePdf(pdf: Buffer): { pages: number } {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdf.toString("latin1");
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const start = Number(text.match(/startxref\s+(\d+)\s+%%EOF\s*$/)?.[1]);
  expect(text.slice(start, start + 4)).toBe("xref");
  const header = text.slice(start).match(/^xref\s+(\d+)\s+(\d+)\s+/);
  expect(header).not.toBeNull();
  const [, first, count] = header!.map(Number) as [number, number, number];
  const table = text.slice(start + header![0].length);
  for (let i = 0; i < count; i++) {
    const entry = table.slice(i * 20, i * 20 + 18);
    const [offset, , kind] = entry.split(" ");
    if (kind !== "n") continue;
    const object = first + i;
    expect(text.slice(Number(offset), Number(offset) + 24)).toMatch(new RegExp(`^${object} 0 obj`));
  }
  return { pages: (text.match(/\/Type \/Page\b/g) ?? []).length };
}

async function rawPixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Every pixel with any coverage is exactly `rgb`. */
export async function onlyColour(png: Buffer, rgb: [number, number, number]): Promise<boolean> {
  const { data } = await rawPixels(png);
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 0 && (data[i] !== rgb[0] || data[i + 1] !== rgb[1] || data[i + 2] !== rgb[2]))
      return false;
  }
  return true;
}

export async function cornersTransparent(png: Buffer): Promise<boolean> {
  const { data, width, height } = await rawPixels(png);
  const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3]!;
  return [alpha(0, 0), alpha(width - 1, 0), alpha(0, height - 1), alpha(width - 1, height - 1)].every(
    (a) => a === 0,
  );
}

export async function drawnPixels(png: Buffer): Promise<number> {
  const { data } = await rawPixels(png);
  let drawn = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) drawn += 1;
  return drawn;
}

/** Opens every file of an unzipped kit by its type. Returns how many of each type were opened. */
export async function openEveryFile(kit: UnzippedKit): Promise<Record<string, number>> {
  const opened: Record<string, number> = {};
  const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), "kit-fonts-"));
  try {
    const fontFiles: string[] = [];
    for (const [name, data] of kit.files) {
      if (!name.endsWith(".ttf")) continue;
      const file = path.join(fontDir, path.basename(name));
      fs.writeFileSync(file, data);
      fontFiles.push(file);
    }
    for (const [name, data] of kit.files) {
      const ext = path.extname(name);
      opened[ext] = (opened[ext] ?? 0) + 1;
      if (ext === ".png") {
        const meta = await sharp(data).metadata();
        expect(meta.format, name).toBe("png");
        expect(await drawnPixels(data), name).toBeGreaterThan(0);
      } else if (ext === ".ico") {
        const images = decodeIco(data);
        expect(images.map((i) => i.width)).toEqual([16, 32, 48]);
        for (const image of images) expect((await sharp(image.png).metadata()).width).toBe(image.width);
      } else if (ext === ".pdf") {
        expect(parsePdf(data).pages, name).toBeGreaterThan(0);
      } else if (ext === ".svg") {
        const svg = data.toString("utf8");
        const live = /<text\b/.test(svg);
        const rendered = new Resvg(svg, {
          fitTo: { mode: "width", value: 256 },
          font: live ? { fontFiles, loadSystemFonts: false } : { loadSystemFonts: false },
        })
          .render()
          .asPng();
        expect(await drawnPixels(rendered), name).toBeGreaterThan(100);
      } else if (ext === ".webmanifest") {
        const manifest = JSON.parse(data.toString("utf8")) as { icons: Array<{ src: string }> };
        for (const icon of manifest.icons) expect(kit.files.has(`icons/${icon.src}`), icon.src).toBe(true);
      } else if (ext === ".ttf") {
        expect(data.readUInt32BE(0)).toBe(0x00010000);
      } else if (ext === ".txt") {
        expect(data.length).toBeGreaterThan(100);
      } else {
        throw new Error(`unexpected file in the kit: ${name}`);
      }
    }
  } finally {
    fs.rmSync(fontDir, { recursive: true, force: true });
  }
  return opened;
}

/** The pixel promises for the logo files. */
export async function checkLogoPixels(kit: UnzippedKit): Promise<void> {
  for (const [name, data] of kit.files) {
    if (!name.startsWith("logo/") || !name.endsWith(".png")) continue;
    // The reversed version of a dark design brings its own background: opaque by design.
    if (/_reversed_\d+\.png$/.test(name)) {
      expect(await cornersTransparent(data), `${name} is on its own background`).toBe(false);
      continue;
    }
    expect(await cornersTransparent(data), `${name} has transparent corners`).toBe(true);
    if (/_black(_\d+)?\.png$/.test(name)) {
      expect(await onlyColour(data, [0, 0, 0]), `${name} is only black`).toBe(true);
    }
    if (/_white(_\d+)?\.png$/.test(name)) {
      expect(await onlyColour(data, [255, 255, 255]), `${name} is only white`).toBe(true);
    }
  }
}
