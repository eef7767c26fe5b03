import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The open icon vocabulary symbols are chosen from: Tabler Icons' outline set (MIT, checked in
 * node_modules/@tabler/icons/LICENSE; see docs/decisions/013), with each icon's name and tags as
 * words. A compact index (data/tabler-index.tsv, under 1 MB: id, tags, one `d` per icon; outline
 * icons are stroke paths on a 24 grid) is committed and read on first use in the process that
 * draws; when it does not match the installed package's version it is built from the package.
 * `npx tsx scripts/build-icon-index.ts` rewrites it.
 *
 * Left out: brand logos (trademarks are never a brand's symbol), letters, numbers, arrows and
 * text tools, and state variants ("bike-off", "lock-check") whose base icon says the same thing.
 */

export const ICON_SETS = {
  tabler: {
    title: "Tabler Icons",
    licence: "MIT",
    url: "https://tabler.io/icons",
    copyright: "Copyright (c) 2020-2026 Paweł Kuna",
  },
} as const;
export type IconSetId = keyof typeof ICON_SETS;

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
]);

/** Last name parts that mark a state of another icon ("-off", "-x"), not a thing of its own. */
const STATE_SUFFIXES = new Set(
  `off x plus minus cancel cog code dollar down up exclamation pause pin question search share star
  spark edit bitcoin dot filled left right ai percentage discount check bolt heart lock key shield
  euro yen pound rupee upload download stats broken small remove`.split(/\s+/),
);

/** First name parts of interface composites ("calendar-smile", "file-music"): not the thing itself. */
const COMPOSITE_PREFIXES = new Set(
  `calendar clipboard database file files folder folders device devices message messages mail browser
  app window report circle square hexagon octagon pentagon badge bookmark bell table list cursor
  brand zoom http cash`.split(/\s+/),
);

type Raw = { name: string; category?: string; tags?: unknown[]; styles?: { outline?: unknown } };

let entries: IconEntry[] | undefined;
let paths: Map<string, string> | undefined;

function packageDir(name: string): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve(`${name}/package.json`));
}

const phrase = (s: string) =>
  s
    .toLowerCase()
    .replace(/[-_]+/g, " ")
    .replace(/\s+\d+$/, "")
    .trim();

/** The committed compact index (scripts/build-icon-index.ts writes it). */
export const INDEX_FILE = fileURLToPath(new URL("./data/tabler-index.tsv", import.meta.url));

function tablerVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageDir("@tabler/icons"), "package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

/**
 * The compact index built from the installed package: a header naming the version, then one line
 * per kept icon: id, tags joined by "|", and its outline paths as one `d`, tab-separated.
 */
export function buildTablerIndex(): string {
  const dir = packageDir("@tabler/icons");
  const raw = JSON.parse(readFileSync(join(dir, "icons.json"), "utf8")) as Record<string, Raw>;
  const nodes = JSON.parse(readFileSync(join(dir, "tabler-nodes-outline.json"), "utf8")) as Record<
    string,
    Array<[string, { d?: string }]>
  >;
  const names = new Set(Object.keys(raw));
  const lines = [`# @tabler/icons ${tablerVersion()} MIT`];
  for (const icon of Object.values(raw)) {
    if (!icon.styles?.outline || SKIPPED_CATEGORIES.has(icon.category ?? "")) continue;
    const parts = icon.name.split("-");
    const last = parts.at(-1) ?? "";
    const base = parts.slice(0, -1).join("-");
    if (
      parts.length > 1 &&
      STATE_SUFFIXES.has(last) &&
      (names.has(base) || ["off", "broken", "small", "remove"].includes(last))
    )
      continue;
    if (parts.length > 1 && COMPOSITE_PREFIXES.has(parts[0] ?? "")) continue;
    const d = (nodes[icon.name] ?? [])
      .map(([tag, a]) => (tag === "path" ? a.d : undefined))
      .filter((v): v is string => Boolean(v))
      .join(" ");
    if (!d) continue;
    const tags = (icon.tags ?? []).map((t) => String(t).replace(/[\t|\n]/g, " "));
    lines.push([icon.name, tags.join("|"), d].join("\t"));
  }
  return `${lines.join("\n")}\n`;
}

/** The committed index when it matches the installed package, or one built from the package. */
function indexText(): string {
  const version = tablerVersion();
  try {
    const text = readFileSync(INDEX_FILE, "utf8");
    if (text.startsWith(`# @tabler/icons ${version} `)) return text;
  } catch {
    // No committed index: build it from the package below.
  }
  return buildTablerIndex();
}

/** The indexed icons (read on first use). */
export function iconEntries(): IconEntry[] {
  if (entries) return entries;
  const list: IconEntry[] = [];
  const d = new Map<string, string>();
  for (const line of indexText().split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const [id = "", tagText = "", path = ""] = line.split("\t");
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
    list.push({ set: "tabler", id, name, tags, words });
    d.set(id, path);
  }
  entries = list;
  paths = d;
  return entries;
}

/** An icon's path data as one `d` (stroke paths in a 24 by 24 box). */
export function iconPath(set: IconSetId, id: string): string | undefined {
  if (set !== "tabler") return undefined;
  if (!paths) iconEntries();
  return paths?.get(id) || undefined;
}
