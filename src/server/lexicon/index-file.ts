import { closeSync, fstatSync, openSync, readSync } from "node:fs";

/**
 * A WordNet index file (index.noun, index.verb, ...) searched on disk rather than held in memory
 * (decision 038): one pass on first use keeps the first lemma and byte offset of every block of
 * about BLOCK_BYTES, whole lines each; a lookup binary-searches those and reads one block. The
 * files are sorted by the bytes of their lemmas, the order Buffer.compare gives, so lemmas are
 * kept as latin1 strings, whose code units are those bytes and compare in the same order.
 */

const NEWLINE = 0x0a;
const SPACE = 0x20;
const BLOCK_BYTES = 1024;
const SCAN_CHUNK_BYTES = 64 * 1024;
/**
 * Lines recently asked for, per file: a brief asks ~100-200 times for ~30 lemmas (each word's
 * plural rules try several keys, several modules ask for the same word), and a block read costs
 * a system call where the whole buffer cost none.
 */
const RECENT_LINES = 1024;

export type IndexFile = {
  fd: number;
  /** First lemma of each block (latin1: one code unit per byte). */
  firstLemmas: string[];
  /** Byte offset of each block, plus the file's size at the end. */
  offsets: number[];
  /** Reused for every block read: as long as the longest block. */
  scratch: Buffer;
  /** Lemma to line (null: no such lemma), emptied when full. */
  recent: Map<string, string | null>;
};

/** The end of a line's lemma: its first space, or the line's end. */
function lemmaEnd(buf: Buffer, start: number, end: number): number {
  const space = buf.indexOf(SPACE, start);
  return space < 0 || space > end ? end : space;
}

/**
 * Opens an index file and builds its block table, reading it in chunks of `chunkBytes`. The
 * licence header's lines start with a space and come before every lemma: no block starts there.
 */
export function openIndexFile(
  path: string,
  blockBytes = BLOCK_BYTES,
  chunkBytes = SCAN_CHUNK_BYTES,
): IndexFile {
  const fd = openSync(path, "r");
  try {
    return { fd, ...blockTable(fd, blockBytes, chunkBytes) };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The block table of an open index file (openIndexFile). */
function blockTable(fd: number, blockBytes: number, chunkBytes: number): Omit<IndexFile, "fd"> {
  const size = fstatSync(fd).size;
  const firstLemmas: string[] = [];
  const offsets: number[] = [];
  let chunk = Buffer.allocUnsafe(chunkBytes);
  // The next block starts at the first line that starts at or after this byte; the lines between
  // are skipped without being looked at.
  let from = 0;
  while (from < size) {
    const base = Math.max(0, from - 1);
    const read = readSync(fd, chunk, 0, chunk.length, base);
    if (read <= 0) break;
    const atEof = base + read >= size;
    while (from < size && from - 1 - base < read) {
      let start = 0;
      if (from > 0) {
        const newline = chunk.indexOf(NEWLINE, from - 1 - base);
        if (newline < 0 || newline >= read) {
          from = base + read + 1;
          break;
        }
        start = newline + 1;
      }
      let end = chunk.indexOf(NEWLINE, start);
      if (end < 0 || end >= read) {
        if (!atEof) {
          // Read the line again from its start, with room for it if it did start the chunk.
          from = base + start;
          if (Math.max(0, from - 1) === base) chunk = Buffer.allocUnsafe(chunk.length * 2);
          break;
        }
        if (start >= read) {
          from = size;
          break;
        }
        end = read;
      }
      if (chunk[start] === SPACE) {
        from = base + start + 1;
        continue;
      }
      firstLemmas.push(chunk.toString("latin1", start, lemmaEnd(chunk, start, end)));
      offsets.push(base + start);
      from = base + start + blockBytes;
    }
  }
  offsets.push(size);
  let longest = 0;
  for (let i = 1; i < offsets.length; i++)
    longest = Math.max(longest, (offsets[i] ?? 0) - (offsets[i - 1] ?? 0));
  return { firstLemmas, offsets, scratch: Buffer.allocUnsafe(longest), recent: new Map() };
}

export function closeIndexFile(file: IndexFile): void {
  closeSync(file.fd);
}

/** The line for a lemma ("ice_cream"), without its newline, or undefined when the file has none. */
export function indexFileLine(file: IndexFile, lemma: string): string | undefined {
  const known = file.recent.get(lemma);
  if (known !== undefined) return known ?? undefined;
  const line = searchBlocks(file, lemma);
  if (file.recent.size >= RECENT_LINES) file.recent.clear();
  file.recent.set(lemma, line ?? null);
  return line;
}

function searchBlocks(file: IndexFile, lemma: string): string | undefined {
  const key = Buffer.from(lemma, "utf8");
  const latin = key.toString("latin1");
  const { firstLemmas, offsets, scratch } = file;
  // The last block whose first lemma is not after the key.
  let lo = 0;
  let hi = firstLemmas.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((firstLemmas[mid] ?? "") <= latin) lo = mid + 1;
    else hi = mid;
  }
  const block = lo - 1;
  if (block < 0) return undefined;
  const from = offsets[block] ?? 0;
  const length = (offsets[block + 1] ?? from) - from;
  const read = readSync(file.fd, scratch, 0, length, from);
  // Binary search over the block's whole lines, each found from a byte in the middle.
  let low = 0;
  let high = read;
  while (low < high) {
    const mid = (low + high) >>> 1;
    let start = mid;
    while (start > 0 && scratch[start - 1] !== NEWLINE) start--;
    let end = scratch.indexOf(NEWLINE, start);
    if (end < 0 || end >= read) end = read;
    const cmp = key.compare(scratch, start, lemmaEnd(scratch, start, end));
    if (cmp === 0) return scratch.toString("utf8", start, end);
    if (cmp > 0) low = end + 1;
    else high = start;
  }
  return undefined;
}
