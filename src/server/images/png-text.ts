import { crc32 } from "node:zlib";

/**
 * PNG text metadata (iTXt chunks, UTF-8) so a logo file says which brand name it was made for,
 * whatever it is renamed to. Written when a logo is made, never at download time, so the title
 * always describes the pixels.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR_END = PNG_SIGNATURE.length + 8 + 13 + 4;

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function isPng(png: Buffer): boolean {
  return (
    png.length > IHDR_END &&
    png.subarray(0, 8).equals(PNG_SIGNATURE) &&
    png.toString("latin1", 12, 16) === "IHDR"
  );
}

/** Adds uncompressed iTXt chunks (keyword: 1-79 Latin-1 characters) right after IHDR. */
export function withPngText(png: Buffer, entries: Record<string, string>): Buffer {
  if (!isPng(png)) throw new Error("not a PNG");
  const chunks = Object.entries(entries).map(([keyword, text]) => {
    if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error(`invalid PNG text keyword: ${keyword}`);
    // keyword, NUL, compression flag 0, method 0, empty language tag + NUL, empty translated keyword + NUL, text
    const data = Buffer.concat([
      Buffer.from(keyword, "latin1"),
      Buffer.from([0, 0, 0, 0, 0]),
      Buffer.from(text.replace(/\0/g, ""), "utf8"),
    ]);
    return pngChunk("iTXt", data);
  });
  return Buffer.concat([png.subarray(0, IHDR_END), ...chunks, png.subarray(IHDR_END)]);
}

/** Reads uncompressed iTXt and tEXt chunks. */
export function readPngText(png: Buffer): Record<string, string> {
  if (!isPng(png)) throw new Error("not a PNG");
  const out: Record<string, string> = {};
  let at = PNG_SIGNATURE.length;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "tEXt" || type === "iTXt") {
      const nul = data.indexOf(0);
      const keyword = data.toString("latin1", 0, nul);
      if (type === "tEXt") out[keyword] = data.toString("latin1", nul + 1);
      else if (data[nul + 1] === 0) {
        const language = data.indexOf(0, nul + 3);
        const translated = data.indexOf(0, language + 1);
        out[keyword] = data.toString("utf8", translated + 1);
      }
    }
    if (type === "IEND") break;
    at += 12 + length;
  }
  return out;
}
