/**
 * `npm run eval:sheet -- <eval.json> [out-prefix] [--count 40] [--size 400]`: a contact sheet of the
 * fit evaluation. Reads the JSON that `npm run eval:fit -- --json` wrote and draws, for 40 businesses
 * spread evenly over the set, both logo options from their stored designs (composed and rendered
 * by the app's own composition module, unwatermarked) at about the size step 4 shows them on a
 * desktop, captioned with the description, the chosen name and what each symbol depicts. Pages of
 * eight businesses: <out-prefix>-1.png ... (default /tmp/eval-sheet).
 */
import fs from "node:fs";
import sharp from "sharp";
import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import { type LogoDesign, logoDesignSchema } from "@/shared/logo-design";
import type { BusinessScore } from "./eval-fit/score";

type Report = { scores: BusinessScore[]; designs: Record<string, unknown[]> };

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap by character count (the caption face is monospaced enough for this). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line = `${line} ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

async function renderLogo(design: unknown, size: number): Promise<Buffer> {
  const parsed = logoDesignSchema.safeParse(design);
  if (!parsed.success) {
    // A design this checkout cannot read (another schema version): a grey tile that says so.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#EEE"/><text x="50%" y="50%" text-anchor="middle" font-family="DejaVu Sans" font-size="16" fill="#666">design not readable here</text></svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const png = renderSvgToPng(composeLogo(parsed.data as LogoDesign), { width: size });
  return sharp(png).resize(size, size, { fit: "contain", background: "#FFFFFF" }).png().toBuffer();
}

async function main() {
  const args = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"));
  const input = args[0];
  if (!input) throw new Error("usage: npm run eval:sheet -- <eval.json> [out-prefix]");
  const prefix = args[1] ?? "/tmp/eval-sheet";
  const count = Number(option("count") ?? 40);
  const size = Number(option("size") ?? 400);
  const report = JSON.parse(fs.readFileSync(input, "utf8")) as Report;
  const all = report.scores.filter((s) => (report.designs[s.id] ?? []).length > 0);
  const step = all.length / Math.min(count, all.length);
  const picked = Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor(i * step)]!);

  const GAP = 16;
  const CAPTION = 128;
  const PER_ROW = 2;
  const PER_PAGE = 8;
  const cellWidth = 2 * size + GAP;
  const cellHeight = size + CAPTION;
  const pages = Math.ceil(picked.length / PER_PAGE);
  for (let p = 0; p < pages; p++) {
    const chunk = picked.slice(p * PER_PAGE, (p + 1) * PER_PAGE);
    const rows = Math.ceil(chunk.length / PER_ROW);
    const width = PER_ROW * cellWidth + (PER_ROW + 1) * GAP * 2;
    const height = rows * cellHeight + (rows + 1) * GAP * 2;
    const layers: NonNullable<Parameters<ReturnType<typeof sharp>["composite"]>[0]> = [];
    for (const [i, s] of chunk.entries()) {
      const left = GAP * 2 + (i % PER_ROW) * (cellWidth + GAP * 2);
      const top = GAP * 2 + Math.floor(i / PER_ROW) * (cellHeight + GAP * 2);
      const designs = report.designs[s.id] ?? [];
      for (const [j, design] of designs.slice(0, 2).entries()) {
        layers.push({ input: await renderLogo(design, size), left: left + j * (size + GAP), top });
      }
      const verdict = `${s.symbols.fits ? "FITS" : "NO FIT"}${s.namesVerdict.clean ? "" : " · names not clean"}`;
      const symbols = s.logos.map(
        (l) => l.concept ?? `(${l.kind}${l.layout === "wordmark" ? ", wordmark" : ""})`,
      );
      const lines = [
        { text: `${s.id} [${s.category}, ${s.lang}] ${verdict}`, bold: true },
        { text: `Name: ${s.chosenName ?? "(none)"}   Symbols: ${symbols.join(" | ")}`, bold: false },
        ...wrap(s.description, Math.floor(cellWidth / 7.4), 4).map((text) => ({ text, bold: false })),
      ];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cellWidth}" height="${CAPTION}">${lines
        .map(
          (l, k) =>
            `<text x="0" y="${20 + k * 20}" font-family="DejaVu Sans" font-size="13" ${l.bold ? 'font-weight="bold"' : ""} fill="${
              k === 0 && !s.symbols.fits ? "#A11" : "#222"
            }">${xml(l.text)}</text>`,
        )
        .join("")}</svg>`;
      layers.push({ input: Buffer.from(svg), left, top: top + size + 4 });
    }
    const out = `${prefix}-${p + 1}.png`;
    await sharp({ create: { width, height, channels: 3, background: "#D9D9D6" } })
      .composite(layers)
      .png()
      .toFile(out);
    console.log(`Wrote ${chunk.length} businesses to ${out}`);
  }
}

await main();
