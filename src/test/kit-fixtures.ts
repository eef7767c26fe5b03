import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import type { LogoRequest } from "@/server/providers/logos/types";
import type { LogoColors, LogoDesign } from "@/shared/logo-design";

/**
 * The brand the kit tests build on: "Kopi Senja", a coffee bar. One hand-written design (so a test
 * reads which colours and typefaces it draws with) and one brief for the offline generator.
 */

export const KOPI_SENJA = "Kopi Senja";

/** Warm light coffee colours. */
export const KOPI_SENJA_LIGHT: LogoColors = {
  background: "#F7F1E8",
  ink: "#2B1A12",
  primary: "#6B4430",
  accent: "#C28A55",
};

/** The same palette on a dark background. */
export const KOPI_SENJA_DARK: LogoColors = {
  background: "#231813",
  ink: "#F4E7D6",
  primary: "#D49A62",
  accent: "#8E5B3C",
};

/** Playfair Display for the name (Montserrat as its companion), a cup beside it. */
export const kopiSenjaDesign: LogoDesign = {
  version: 2,
  name: KOPI_SENJA,
  tagline: null,
  layout: "horizontal",
  frame: "none",
  ornament: "none",
  typeface: "serif-bold",
  letterSpacing: null,
  textCase: "as-typed",
  colors: KOPI_SENJA_LIGHT,
  symbol: { kind: "motif", id: "cup" },
};

export const kopiSenjaBrief = {
  name: KOPI_SENJA,
  category: "food-beverage",
  description: "A small coffee bar serving single-origin pour-overs and pandan pastries at dusk.",
} as const satisfies Omit<LogoRequest, "seed" | "variant">;

/** The offline generator's design for the brief (or another name on the same brief). */
export function kopiSenjaDemo(seed: number, variant = seed % 2, name: string = KOPI_SENJA): LogoDesign {
  return renderDemoLogo({ ...kopiSenjaBrief, name, seed, variant }).design;
}

/** A PDF's text as poppler's pdftotext reads it (whitespace folded), of one page or of all. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  const work = mkdtempSync(join(tmpdir(), "kit-pdf-text-"));
  try {
    const file = join(work, "doc.pdf");
    writeFileSync(file, pdf);
    const pages = page ? ["-f", String(page), "-l", String(page)] : [];
    return execFileSync("pdftotext", [...pages, "-layout", file, "-"])
      .toString()
      .replace(/\s+/g, " ");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
