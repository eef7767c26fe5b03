import fs from "node:fs";

/**
 * Where a built chunk's bytes come from: decodes its source map (v3 VLQ mappings) and charges
 * each generated span to its original file, grouped by npm package or app folder.
 */

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64_INDEX.get(ch);
    if (digit === undefined) return out;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export function groupOf(source: string): string {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = source.slice(nm + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const src = source.indexOf("src/");
  if (src >= 0) return source.slice(src).split("/").slice(0, 3).join("/");
  return source.replace(/^(\.\.\/)+/, "");
}

/** Characters of generated code per group (unmapped code is "(unmapped)"). */
export function bytesBySource(jsFile: string): Map<string, number> {
  const totals = new Map<string, number>();
  const mapFile = `${jsFile}.map`;
  const code = fs.readFileSync(jsFile, "utf8");
  if (!fs.existsSync(mapFile)) {
    totals.set("(no source map)", code.length);
    return totals;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
  const lines = code.split("\n");
  const add = (group: string, n: number) => totals.set(group, (totals.get(group) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(";").forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? "";
    let column = 0;
    let covered = 0;
    const spans: Array<[number, number | undefined]> = [];
    for (const segment of lineMappings.split(",")) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        spans.push([column, sourceIndex]);
      } else {
        spans.push([column, undefined]);
      }
    }
    spans.forEach(([start, source], i) => {
      const end = spans[i + 1]?.[0] ?? line.length;
      const n = Math.max(0, end - start);
      covered += n;
      add(source === undefined ? "(unmapped)" : groupOf(map.sources[source] ?? "?"), n);
    });
    if (line.length > covered) add("(unmapped)", line.length - covered);
  });
  return totals;
}
