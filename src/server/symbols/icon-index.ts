import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { synonyms } from "@/server/lexicon/wordnet";
import { ICON_SET_IDS, type IconSetId } from "@/shared/logo-design";

/**
 * The open icon vocabulary symbols are chosen from (docs/decisions/013 and 017), each icon with its
 * name and tags as words:
 * - Tabler Icons' outline set (MIT), the main set: stroke paths on a 24 grid;
 * - Lucide (ISC), the same stroke style on the same grid, for other drawings of a thing and the
 *   things Tabler lacks; the icons Lucide took from Feather (MIT, another copyright holder, listed
 *   in its LICENSE) are left out, so one notice covers every Lucide icon we use;
 * - Phosphor's regular weight (MIT), filled outlines on a 256 grid, only for things neither stroke
 *   set draws (a popcorn box, a baby carriage), so most logos keep one stroke style.
 * A compact index per set (data/<set>-index.tsv: id, tags, one `d` per icon) is committed and read
 * on first use in the process that draws, never at import; when it does not match the installed
 * package's version it is built from the package. `npx tsx scripts/build-icon-index.ts` rewrites
 * them.
 *
 * Left out: brand logos (trademarks are never a brand's symbol), letters, numbers, arrows and
 * text tools, and state variants ("bike-off", "lock-check") whose base icon says the same thing.
 */

export type { IconSetId };

export const ICON_SETS: Record<
  IconSetId,
  { title: string; licence: string; url: string; copyright: string; pkg: string }
> = {
  tabler: {
    title: "Tabler Icons",
    licence: "MIT",
    url: "https://tabler.io/icons",
    copyright: "Copyright (c) 2020-2026 Paweł Kuna",
    pkg: "@tabler/icons",
  },
  lucide: {
    title: "Lucide",
    licence: "ISC",
    url: "https://lucide.dev",
    copyright: "Copyright (c) 2026 Lucide Icons and Contributors",
    pkg: "lucide-static",
  },
  phosphor: {
    title: "Phosphor Icons",
    licence: "MIT",
    url: "https://phosphoricons.com",
    copyright: "Copyright (c) 2023 Phosphor Icons",
    pkg: "@phosphor-icons/core",
  },
};

export type IconEntry = {
  set: IconSetId;
  /** The icon's name in its set ("ice-cream-2"). */
  id: string;
  /** The name as words without a trailing number ("ice cream"). */
  name: string;
  /** Tags as phrases ("milk tea", "bubble tea"). */
  tags: string[];
  /** Every single word of name and tags, space-separated with a space at each end (" bike cycle "). */
  words: string;
};

const SKIPPED_CATEGORIES = new Set([
  "Brand",
  "Letters",
  "Numbers",
  "Arrows",
  "Text",
  "Gender",
  "Version control",
  "Logic",
  "Math",
  "Currencies",
  "Zodiac",
  // Phosphor's
  "arrows",
  "brands",
  "editor",
  "system",
]);

/** Last name parts that mark a state of another icon ("-off", "-x"), not a thing of its own. */
const STATE_SUFFIXES = new Set(
  `off x plus minus cancel cog code dollar down up exclamation pause pin question search share star
  spark edit bitcoin dot filled left right ai percentage discount check bolt heart lock key shield
  euro yen pound rupee upload download stats broken small remove slash`.split(/\s+/),
);

/** First name parts of interface composites ("calendar-smile", "file-music"): not the thing itself. */
const COMPOSITE_PREFIXES = new Set(
  `calendar clipboard database file files folder folders device devices message messages mail browser
  app window report circle square hexagon octagon pentagon badge bookmark bell table list cursor
  brand zoom http cash arrow arrows text align chevron chevrons panel layout number currency greater
  less not equals approximate union intersection line tally columns rows toggle scan subset superset
  high zodiac`.split(/\s+/),
);

/** Single letters and glyphs as names ("a-arrow-down", "omega", "sigma"): type, not things. */
const GLYPH =
  /^(?:[a-z]$|[a-z]-(?:arrow|large|b$)|x-mark|omega|sigma|pi$|infinity|hash$|asterisk|ampersand|at$|percent$)/;

type Kept = { id: string; category?: string; tags: unknown[] };

function packageDir(name: string): string {
  const require = createRequire(import.meta.url);
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    // A package whose exports hide package.json (Phosphor): up from its entry to its folder.
    let dir = dirname(require.resolve(name));
    while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
    return dir;
  }
}

const phrase = (s: string) =>
  s
    .toLowerCase()
    .replace(/[-_]+/g, " ")
    .replace(/\s+\d+$/, "")
    .trim();

/** The committed compact index of a set (scripts/build-icon-index.ts writes it). */
export function indexFile(set: IconSetId): string {
  return fileURLToPath(new URL(`./data/${set}-index.tsv`, import.meta.url));
}

function packageVersion(set: IconSetId): string {
  const pkg = JSON.parse(readFileSync(join(packageDir(ICON_SETS[set].pkg), "package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

/** Whether an icon is a thing of its own: not a category left out, a state variant or a composite. */
function keep(icon: Kept, names: ReadonlySet<string>): boolean {
  if (SKIPPED_CATEGORIES.has(icon.category ?? "") || GLYPH.test(icon.id) || BRAND_NAMES.has(icon.id))
    return false;
  const parts = icon.id.split("-");
  const last = parts.at(-1) ?? "";
  const base = parts.slice(0, -1).join("-");
  if (
    parts.length > 1 &&
    STATE_SUFFIXES.has(last) &&
    (names.has(base) || ["off", "broken", "small", "remove", "slash"].includes(last))
  )
    return false;
  return !(parts.length > 1 && COMPOSITE_PREFIXES.has(parts[0] ?? ""));
}

const line = (id: string, tags: unknown[], d: string) =>
  [id, tags.map((t) => String(t).replace(/[\t|\n]/g, " ")).join("|"), d].join("\t");

const n = (v: unknown) => Number(v ?? 0);

const NUMBER = /^[\s,]*([-+]?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?)/i;

/**
 * A path's data made safe to join after another: a path that opens with a relative "m" starts
 * from the origin on its own, but from the previous path's end once joined, so its opening
 * move is made absolute (the pairs after it stay relative lines).
 */
export function absoluteStart(d: string): string {
  const text = d.trim();
  if (!text.startsWith("m")) return text;
  let rest = text.slice(1);
  const x = NUMBER.exec(rest);
  if (!x?.[1]) return text;
  rest = rest.slice(x[0].length);
  const y = NUMBER.exec(rest);
  if (!y?.[1]) return text;
  rest = rest.slice(y[0].length).trim();
  const implicit = NUMBER.test(rest) && !/^[a-z]/i.test(rest);
  return `M${x[1]} ${y[1]}${implicit ? `l${rest.replace(/^,/, "")}` : rest}`;
}

/** An SVG shape element (Lucide draws circles, rects and lines too) as path data. */
function shapePath(tag: string, a: Record<string, unknown>): string | undefined {
  switch (tag) {
    case "path":
      return typeof a.d === "string" ? absoluteStart(a.d) : undefined;
    case "circle":
    case "ellipse": {
      const rx = n(a.rx ?? a.r);
      const ry = n(a.ry ?? a.r);
      const cx = n(a.cx);
      const cy = n(a.cy);
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
    }
    case "line":
      return `M${n(a.x1)} ${n(a.y1)}L${n(a.x2)} ${n(a.y2)}`;
    case "polyline":
    case "polygon": {
      const points = String(a.points ?? "")
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (points.length < 4) return undefined;
      const pairs = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
      return `M${pairs.join("L")}${tag === "polygon" ? "Z" : ""}`;
    }
    case "rect": {
      const x = n(a.x);
      const y = n(a.y);
      const w = n(a.width);
      const h = n(a.height);
      const r = Math.min(n(a.rx ?? a.ry), w / 2, h / 2);
      if (r <= 0) return `M${x} ${y}h${w}v${h}h${-w}Z`;
      return (
        `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
        `h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`
      );
    }
    default:
      return undefined;
  }
}

function buildTabler(): string[] {
  const dir = packageDir("@tabler/icons");
  type Raw = { name: string; category?: string; tags?: unknown[]; styles?: { outline?: unknown } };
  const raw = JSON.parse(readFileSync(join(dir, "icons.json"), "utf8")) as Record<string, Raw>;
  const nodes = JSON.parse(readFileSync(join(dir, "tabler-nodes-outline.json"), "utf8")) as Record<
    string,
    Array<[string, { d?: string }]>
  >;
  const names = new Set(Object.keys(raw));
  const lines: string[] = [];
  for (const icon of Object.values(raw)) {
    if (!icon.styles?.outline) continue;
    if (!keep({ id: icon.name, category: icon.category, tags: icon.tags ?? [] }, names)) continue;
    const d = (nodes[icon.name] ?? [])
      .map(([tag, a]) => (tag === "path" && a.d ? absoluteStart(a.d) : undefined))
      .filter((v): v is string => Boolean(v))
      .join(" ");
    if (d) lines.push(line(icon.name, icon.tags ?? [], d));
  }
  return lines;
}

/** Brand and protocol logos the sets carry outside their brand categories, under plain names. */
const BRAND_NAMES = new Set(
  "github gitlab figma chromium chrome codepen codesandbox dribbble facebook instagram linkedin slack trello twitch twitter youtube framer pocket mcp".split(
    " ",
  ),
);

function buildLucide(): string[] {
  const dir = packageDir("lucide-static");
  const nodes = JSON.parse(readFileSync(join(dir, "icon-nodes.json"), "utf8")) as Record<
    string,
    Array<[string, Record<string, unknown>]>
  >;
  const tags = JSON.parse(readFileSync(join(dir, "tags.json"), "utf8")) as Record<string, unknown[]>;
  // Icons under Feather's MIT notice (another copyright holder), listed after "derived from the
  // Feather project:" in the package's LICENSE.
  const licence = readFileSync(join(dir, "LICENSE"), "utf8");
  const feather = new Set(
    (licence.match(/derived from the Feather project:\s*([^\n]+)/)?.[1] ?? "")
      .split(/,\s*/)
      .map((s) => s.trim()),
  );
  const names = new Set(Object.keys(nodes));
  const lines: string[] = [];
  for (const [id, elements] of Object.entries(nodes)) {
    if (feather.has(id) || BRAND_NAMES.has(id) || /^(?:[a-z]|[a-z]-)?\d/.test(id)) continue;
    if (!keep({ id, tags: tags[id] ?? [] }, names)) continue;
    const d = elements
      .map(([tag, a]) => shapePath(tag, a))
      .filter(Boolean)
      .join(" ");
    if (d) lines.push(line(id, tags[id] ?? [], d));
  }
  return lines;
}

/** Words the stroke sets already draw by name: Phosphor only fills gaps (not by a synonym either). */
function strokeNames(): Set<string> {
  const names = new Set<string>();
  for (const set of ["tabler", "lucide"] as const) {
    for (const l of indexText(set).split("\n")) {
      if (l && !l.startsWith("#")) names.add(phrase(l.slice(0, l.indexOf("\t"))));
    }
  }
  return names;
}

function buildPhosphor(): string[] {
  const dir = packageDir("@phosphor-icons/core");
  const require = createRequire(import.meta.url);
  const { icons } = require(join(dir, "dist/index.umd.js")) as {
    icons: Array<{ name: string; categories: string[]; tags: unknown[] }>;
  };
  const files = new Set(readdirSync(join(dir, "assets/regular")));
  const names = new Set(icons.map((i) => i.name));
  const drawn = strokeNames();
  const lines: string[] = [];
  for (const icon of icons) {
    const file = `${icon.name}.svg`;
    const name = phrase(icon.name);
    if (!files.has(file) || drawn.has(name) || synonyms(name, 1).some((s) => drawn.has(s))) continue;
    if (icon.categories.some((c) => SKIPPED_CATEGORIES.has(c))) continue;
    if (!keep({ id: icon.name, tags: icon.tags }, names)) continue;
    const svg = readFileSync(join(dir, "assets/regular", file), "utf8");
    if (/<(?:circle|rect|line|poly|ellipse)/.test(svg)) continue;
    const d = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => absoluteStart(m[1] ?? "")).join(" ");
    const tags = icon.tags.filter((t) => typeof t === "string" && !t.startsWith("*"));
    if (d) lines.push(line(icon.name, tags, d));
  }
  return lines;
}

const BUILDERS: Record<IconSetId, () => string[]> = {
  tabler: buildTabler,
  lucide: buildLucide,
  phosphor: buildPhosphor,
};

/**
 * A set's compact index built from the installed package: a header naming the package, version and
 * licence, then one line per kept icon: id, tags joined by "|", and its paths as one `d`,
 * tab-separated.
 */
export function buildIconIndex(set: IconSetId): string {
  const header = `# ${ICON_SETS[set].pkg} ${packageVersion(set)} ${ICON_SETS[set].licence}`;
  return `${[header, ...BUILDERS[set]()].join("\n")}\n`;
}

/** The committed index when it matches the installed package, or one built from the package. */
function indexText(set: IconSetId): string {
  try {
    const text = readFileSync(indexFile(set), "utf8");
    if (text.startsWith(`# ${ICON_SETS[set].pkg} ${packageVersion(set)} `)) return text;
  } catch {
    // No committed index: build it from the package below.
  }
  return buildIconIndex(set);
}

let entries: IconEntry[] | undefined;
let paths: Map<string, string> | undefined;

/** The indexed icons of every set, Tabler first (read on first use). */
export function iconEntries(): IconEntry[] {
  if (entries) return entries;
  const list: IconEntry[] = [];
  const d = new Map<string, string>();
  for (const set of ICON_SET_IDS) {
    for (const row of indexText(set).split("\n")) {
      if (!row || row.startsWith("#")) continue;
      const [id = "", tagText = "", path = ""] = row.split("\t");
      const name = phrase(id);
      const tags = [
        ...new Set(
          tagText
            .split("|")
            .map(phrase)
            .filter((t) => t.length > 1 && t !== name),
        ),
      ];
      const words = ` ${[...new Set([name, ...tags].flatMap((p) => p.split(" ")))].join(" ")} `;
      list.push({ set, id, name, tags, words });
      d.set(`${set}:${id}`, path);
    }
  }
  entries = list;
  paths = d;
  return entries;
}

/** An icon's path data as one `d` (ICON_DRAWING in shared/logo-design says its grid and style). */
export function iconPath(set: IconSetId, id: string): string | undefined {
  if (!paths) iconEntries();
  return paths?.get(`${set}:${id}`) || undefined;
}
