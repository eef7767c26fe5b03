import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments state where a rule comes from, and a newcomer must be able to open it. The product's
 * rules live in this repository (docs/product.md and docs/decisions/), so:
 * - no file cites the outside documents the project started from (their numbered sections of
 *   the spec or of the decisions page);
 * - every `docs/product.md#anchor` cited names a heading of docs/product.md (GitHub's slug), and
 *   every `docs/decisions/<file>.md` and "decision NNN" cited is a record that exists.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const CODE_DIRS = ["src", "e2e", "scripts", "bench"];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|html|md)$/;
/** This file names the patterns it looks for. */
const SELF = "scripts/doc-citations.test.ts";

/**
 * Citations of the outside documents: "spec section 4", "decisions sections 5 and 10", "spec §7",
 * "the spec's checks (section 2)", "(decisions: demo mode words)".
 */
const OUTSIDE_CITATIONS = [
  /\b(?:spec|decisions)\s+(?:sections?\b|§)/i,
  /\bspec'?s?\b[^.]*\(sections?\s+\d/i,
  /\(decisions[:,)]/i,
];

/** Lines that use the words without citing anything, each with its reason. */
const NOT_CITATIONS: Record<string, string> = {
  'src/web/features/legal/legal-content.test.tsx:it("renders exactly the ten spec sections with its table of contents"':
    "a test title counting the Privacy Policy's sections, not a citation",
};

/** Released migrations are frozen byte for byte (src/server/db/migrations.test.ts): their comments stay as written. */
const FROZEN = path.join(ROOT, "src/server/db/migrations");

function textFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || dir === FROZEN) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : textFiles(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

type Line = { file: string; line: number; text: string };

function lines(dirs: string[]): Line[] {
  return dirs
    .flatMap((dir) => textFiles(path.join(ROOT, dir)))
    .flatMap((full) => {
      const file = path.relative(ROOT, full).split(path.sep).join("/");
      return fs
        .readFileSync(full, "utf8")
        .split("\n")
        .map((text, i) => ({ file, line: i + 1, text }));
    });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (match[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n === 0 ? base : `${base}-${n}`);
  }
  return slugs;
}

describe("citations in code and docs", () => {
  const code = lines(CODE_DIRS).filter(({ file }) => file !== SELF);
  const docs = lines(["docs"]);

  it("cites no section of the outside spec or decisions page", () => {
    const found = code
      .filter(({ text }) => OUTSIDE_CITATIONS.some((pattern) => pattern.test(text)))
      .filter(
        ({ file, text }) =>
          !Object.keys(NOT_CITATIONS).some((key) => `${file}:${text.trim()}`.startsWith(key)),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(found).toEqual([]);
  });

  it("cites only headings that docs/product.md has", () => {
    const slugs = headingSlugs(fs.readFileSync(path.join(ROOT, "docs/product.md"), "utf8"));
    expect(slugs).toContain("premium-and-payment");
    const cited = [...code, ...docs].flatMap(({ file, line, text }) =>
      [...text.matchAll(/\bproduct\.md#([\w-]+)/g)].map((m) => ({
        where: `${file}:${line}`,
        anchor: m[1] ?? "",
      })),
    );
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ anchor }) => !slugs.has(anchor))).toEqual([]);
  });

  it("cites only decision records that exist", () => {
    const records = fs.readdirSync(path.join(ROOT, "docs/decisions"));
    const numbers = new Set(records.map((name) => name.slice(0, 3)));
    const missing = code.flatMap(({ file, line, text }) => [
      ...[...text.matchAll(/docs\/decisions\/([\w.-]+\.md)/g)]
        .filter((m) => !records.includes(m[1] ?? ""))
        .map((m) => `${file}:${line}: ${m[0]}`),
      ...[...text.matchAll(/\bdecisions? (\d{3})\b/g)]
        .filter((m) => !numbers.has(m[1] ?? ""))
        .map((m) => `${file}:${line}: ${m[0]}`),
    ]);
    expect(missing).toEqual([]);
  });

  it("dates every decision record and gives its status", () => {
    const undated = fs
      .readdirSync(path.join(ROOT, "docs/decisions"))
      .filter((name) => name.endsWith(".md"))
      .filter((name) => {
        const text = fs.readFileSync(path.join(ROOT, "docs/decisions", name), "utf8");
        return !/^Date: \d{4}-\d{2}-\d{2}\b/m.test(text) || !/\bStatus: \w+/.test(text);
      });
    expect(undated).toEqual([]);
  });
});
