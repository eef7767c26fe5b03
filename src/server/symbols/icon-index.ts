import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLongLivedData } from "@/server/heap-growth";
import { synonyms } from "@/server/lexicon/wordnet";
import { ICON_DRAWING, ICON_SET_IDS, ICON_SET_TITLES, type IconSetId } from "@/shared/logo-design";

/**
 * The open icon vocabulary symbols are chosen from (docs/decisions/013 and 017), each icon with its
 * name and tags as words:
 * - Tabler Icons' outline set (MIT), the main set: stroke paths on a 24 grid;
 * - Lucide (ISC), the same stroke style on the same grid, for other drawings of a thing and the
 *   things Tabler lacks; the icons Lucide took from Feather (MIT, another copyright holder, listed
 *   in its LICENSE) are left out, so one notice covers every Lucide icon we use;
 * - Phosphor's regular weight (MIT), filled outlines on a 256 grid, only for things neither stroke
 *   set draws (a popcorn box, a baby carriage), so most logos keep one stroke style;
 * - Microsoft's Fluent Emoji, high contrast (MIT), one-colour filled shapes on a 32 grid, and
 *   Health Icons (MIT), filled on a 48 grid, both only for things none of the sets before them
 *   draws by name or synonym (a crab, a taco, kidneys; docs/decisions/035).
 * A compact index per set (data/<set>-index.tsv: id, tags, one `d` per icon) is committed and read
 * on first use in the process that draws, never at import, and is never rebuilt at run time;
 * `npx tsx scripts/build-icon-index.ts` rewrites them when a package changes.
 *
 * Left out: brand logos (trademarks are never a brand's symbol), letters, numbers, arrows, text
 * tools and icons spelling an abbreviation ("seo"), and state variants ("bike-off", "lock-check") whose base icon says the same thing.
 */

export type { IconSetId };

export const ICON_SETS: Record<
  IconSetId,
  { title: string; licence: string; url: string; copyright: string; pkg: string }
> = {
  tabler: {
    title: ICON_SET_TITLES.tabler,
    licence: "MIT",
    url: "https://tabler.io/icons",
    copyright: "Copyright (c) 2020-2026 Paweł Kuna",
    pkg: "@tabler/icons",
  },
  lucide: {
    title: ICON_SET_TITLES.lucide,
    licence: "ISC",
    url: "https://lucide.dev",
    copyright: "Copyright (c) 2026 Lucide Icons and Contributors",
    pkg: "lucide-static",
  },
  phosphor: {
    title: ICON_SET_TITLES.phosphor,
    licence: "MIT",
    url: "https://phosphoricons.com",
    copyright: "Copyright (c) 2023 Phosphor Icons",
    pkg: "@phosphor-icons/core",
  },
  "fluent-emoji": {
    title: ICON_SET_TITLES["fluent-emoji"],
    licence: "MIT",
    url: "https://github.com/microsoft/fluentui-emoji",
    copyright: "Copyright (c) Microsoft Corporation",
    pkg: "@iconify-json/fluent-emoji-high-contrast",
  },
  healthicons: {
    title: ICON_SET_TITLES.healthicons,
    licence: "MIT",
    url: "https://healthicons.org",
    copyright: "Copyright (c) 2021 Resolve to Save Lives",
    pkg: "@iconify-json/healthicons",
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

/**
 * An icon that spells its name in letters ("seo", tagged search-engine-optimization; "ai", "sdk"):
 * type that would read as a second wordmark beside the name, not a picture of a thing.
 */
function spelledInitials(id: string, tags: unknown[]): boolean {
  if (!/^[a-z]{2,5}$/.test(id)) return false;
  return tags.some((t) => {
    const words = String(t).split("-");
    return words.length === id.length && words.map((w) => w[0]).join("") === id;
  });
}

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
  if (
    SKIPPED_CATEGORIES.has(icon.category ?? "") ||
    GLYPH.test(icon.id) ||
    BRAND_NAMES.has(icon.id) ||
    spelledInitials(icon.id, icon.tags)
  )
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

/**
 * Names the given sets already draw: a later set only fills their gaps (not by a synonym either),
 * so most logos keep the main sets' style.
 */
function drawnNames(sets: readonly IconSetId[]): Set<string> {
  const names = new Set<string>();
  for (const set of sets) {
    for (const l of indexText(set).split("\n")) {
      if (l && !l.startsWith("#")) names.add(phrase(l.slice(0, l.indexOf("\t"))));
    }
  }
  return names;
}

const isDrawn = (name: string, drawn: ReadonlySet<string>) =>
  drawn.has(name) || synonyms(name, 1).some((s) => drawn.has(s));

function buildPhosphor(): string[] {
  const dir = packageDir("@phosphor-icons/core");
  const require = createRequire(import.meta.url);
  const { icons } = require(join(dir, "dist/index.umd.js")) as {
    icons: Array<{ name: string; categories: string[]; tags: unknown[] }>;
  };
  const files = new Set(readdirSync(join(dir, "assets/regular")));
  const names = new Set(icons.map((i) => i.name));
  const drawn = drawnNames(["tabler", "lucide"]);
  const lines: string[] = [];
  for (const icon of icons) {
    const file = `${icon.name}.svg`;
    if (!files.has(file) || isDrawn(phrase(icon.name), drawn)) continue;
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

type IconifySet = {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
};

const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/**
 * An Iconify icon's body as one `d` filled by the set's rule (ICON_DRAWING), or undefined when it
 * cannot be drawn that way as it stands: masks, reused shapes, transforms, strokes or partial
 * opacity, a clip smaller than the grid, or shapes that need another fill rule.
 */
function iconifyPath(set: IconSetId, body: string): string | undefined {
  const { grid, evenOdd = false } = ICON_DRAWING[set];
  if (/<(?:mask|use|linearGradient|radialGradient|image|text)\b|transform=|stroke=|opacity=/.test(body))
    return undefined;
  const defs = body.match(/<defs>(.*?)<\/defs>/s)?.[1] ?? "";
  for (const clip of defs.matchAll(/<clipPath[^>]*>(.*?)<\/clipPath>/gs)) {
    const box = /^<path fill="#fff" d="M0 (?:0|\.\d+)h(\d+)v(\d+)H0z"\/>$/.exec(clip[1] ?? "");
    if (Number(box?.[1]) !== grid || Number(box?.[2]) !== grid) return undefined;
  }
  const drawing = body.replace(/<defs>.*?<\/defs>/s, "");
  const parts: string[] = [];
  for (const [, tag = "", attrText = ""] of drawing.matchAll(
    /<(path|rect|circle|ellipse|polygon|polyline|line)\b([^>]*)>/g,
  )) {
    const a = Object.fromEntries([...attrText.matchAll(ATTRIBUTE)].map((m) => [m[1], m[2]]));
    if (a.fill && a.fill !== "currentColor") return undefined;
    const d = shapePath(tag, a);
    if (!d) return undefined;
    parts.push(d);
  }
  const d = parts.join(" ");
  if (!d) return undefined;
  if (!evenOdd && !/evenodd/.test(body)) return d;
  return drawsTheSame(body, d, grid, evenOdd) ? d : undefined;
}

const MASK_SIZE = 64;

/** Where an icon's SVG content inks a 64 px square, one byte of coverage per pixel. */
function inkMask(inner: string, grid: number): Uint8Array {
  const require = createRequire(import.meta.url);
  const { Resvg } = require("@resvg/resvg-js") as typeof import("@resvg/resvg-js");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MASK_SIZE}" height="${MASK_SIZE}" viewBox="0 0 ${grid} ${grid}" color="#000">${inner}</svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const out = new Uint8Array(MASK_SIZE * MASK_SIZE);
  for (let i = 0; i < out.length; i++) out[i] = pixels[i * 4 + 3] ?? 0;
  return out;
}

const filled = (d: string, evenOdd: boolean) =>
  `<path d="${d}" fill="#000" fill-rule="${evenOdd ? "evenodd" : "nonzero"}"/>`;

/**
 * Whether the joined paths filled by one rule cover what the icon's own SVG covers: an icon drawn
 * by the other rule often cuts its holes by winding too, and then draws the same.
 */
function drawsTheSame(body: string, d: string, grid: number, evenOdd: boolean): boolean {
  const own = inkMask(body, grid);
  const ours = inkMask(filled(d, evenOdd), grid);
  let differ = 0;
  let inked = 0;
  for (let i = 0; i < own.length; i++) {
    if (Math.abs((own[i] ?? 0) - (ours[i] ?? 0)) > 96) differ++;
    if ((own[i] ?? 0) > 96) inked++;
  }
  return differ <= Math.max(4, inked * 0.01);
}

/**
 * Whether an icon is a pictogram knocked out of a filled tile (Health Icons draws its specialties
 * so): a second frame inside ours. Its ink's bounding box is inked along three of its sides or
 * all four (the pictogram may break out of one), a little inside the rounded corners.
 */
function isTile(mask: Uint8Array): boolean {
  const at = (x: number, y: number) => (mask[y * MASK_SIZE + x] ?? 0) > 128;
  let [x0, y0, x1, y1] = [MASK_SIZE, MASK_SIZE, -1, -1];
  for (let y = 0; y < MASK_SIZE; y++) {
    for (let x = 0; x < MASK_SIZE; x++) {
      if (!at(x, y)) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  if (x1 - x0 < 16 || y1 - y0 < 16) return false;
  const inset = Math.round((x1 - x0) * 0.2);
  const side = (points: Array<[number, number]>) =>
    points.filter(([x, y]) => at(x, y)).length / points.length;
  const along = (from: number, to: number, point: (i: number) => [number, number]) =>
    side(Array.from({ length: to - from + 1 }, (_, i) => point(from + i)));
  const edge = 1;
  const sides = [
    along(x0 + inset, x1 - inset, (x) => [x, y0 + edge]),
    along(x0 + inset, x1 - inset, (x) => [x, y1 - edge]),
    along(y0 + inset, y1 - inset, (y) => [x0 + edge, y]),
    along(y0 + inset, y1 - inset, (y) => [x1 - edge, y]),
  ];
  return sides.filter((f) => f > 0.85).length >= 3;
}

function readIconify(set: IconSetId): { icons: IconifySet; categories: Map<string, string> } {
  const dir = packageDir(ICON_SETS[set].pkg);
  const icons = JSON.parse(readFileSync(join(dir, "icons.json"), "utf8")) as IconifySet;
  const meta = JSON.parse(readFileSync(join(dir, "metadata.json"), "utf8")) as {
    categories?: Record<string, string[]>;
  };
  const categories = new Map<string, string>();
  for (const [category, ids] of Object.entries(meta.categories ?? {})) {
    for (const id of ids) if (!categories.has(id)) categories.set(id, category);
  }
  return { icons, categories };
}

/** Emoji groups kept: things. Faces, people and gestures, flags and symbols are not a brand's thing. */
const EMOJI_GROUPS = new Set([
  "Animals & Nature",
  "Food & Drink",
  "Objects",
  "Travel & Places",
  "Activities",
]);

/** Body parts among the people emoji: a clinic's tooth, lungs or foot. */
const EMOJI_BODY_PARTS = new Set(
  "anatomical-heart bone brain ear eye foot footprints leg lungs mouth nose tongue tooth".split(" "),
);

/**
 * Emoji that are not a thing of their own: clock faces by the hour, faces on the moon and sun,
 * card suits, national landmarks and maps, placings ("1st-place-medal"). And a few that would
 * stand for a plain word they do not show: the ice cube reads as a die at logo size, and "ice" is
 * more often ice cream or ice pops; the woman's hat reads as a cloud (the top hat stays); a
 * carousel horse, a phoenix and a martial-arts uniform are no horse, bird or school uniform; the
 * railway station is one "station" of many, and mostly where a kiosk stands, not what it sells.
 */
const EMOJI_LEFT_OUT =
  /(?:oclock|thirty|face|suit|^\d|japan|fuji|tokyo|liberty|kaaba|mahjong|flower-playing-cards|red-envelope|carp-streamer|tanabata|moon-viewing|with-slash|^ice$|carousel-horse|phoenix|martial-arts|womans-hat|^station$|^(?:new|full|first-quarter|last-quarter|waxing|waning)-)/;

/**
 * Microsoft's Fluent Emoji, high-contrast: one-colour filled shapes on a 32 grid, kept only for
 * things the other sets do not draw (a crab, a falafel, a woman's hat).
 */
function buildFluentEmoji(): string[] {
  const { icons, categories } = readIconify("fluent-emoji");
  const grid = ICON_DRAWING["fluent-emoji"].grid;
  const drawn = drawnNames(["tabler", "lucide", "phosphor"]);
  const names = new Set(Object.keys(icons.icons));
  const lines: string[] = [];
  for (const [id, icon] of Object.entries(icons.icons)) {
    const category = categories.get(id) ?? "";
    if (!(EMOJI_GROUPS.has(category) || EMOJI_BODY_PARTS.has(id)) || EMOJI_LEFT_OUT.test(id)) continue;
    if ((icon.width ?? icons.width) !== grid || (icon.height ?? icons.height) !== grid) continue;
    if (isDrawn(phrase(id), drawn) || !keep({ id, tags: [] }, names)) continue;
    const d = iconifyPath("fluent-emoji", icon.body);
    if (d) lines.push(line(id, [], d));
  }
  return lines;
}

/**
 * Health Icons groups kept: the body, what care uses and its specialties. Its places, vehicles,
 * foods and objects are drawn better by the other sets; charts, signs and letters are not things.
 */
const HEALTH_GROUPS = new Set(["Body", "Devices", "Diagnostics", "Medications", "Specialties", "Ppe"]);

/**
 * Field-programme and office icons (test results, bioassays, stock, finance): no trade's picture.
 * Nor body tissue under a microscope ("tissue" in a description is paper or a deep-tissue
 * massage), nor intimate anatomy, which a cut of meat reaches through its definition (brisket is
 * "meat from the breast").
 */
const HEALTH_LEFT_OUT =
  /^(?:rdt-|malaria|cone-test|mosquito|llin|stock-|ministry|finance|human-res|mobile$|staples|tac$|clinical-a|tissue$|breasts|penis|vagina|anus)|bioassays|-alt$/;

/**
 * Health Icons (filled, 48 grid), for care trades: kept only for things no other set draws
 * (kidneys, a spine, a sling), and not the specialties it draws knocked out of a tile. Each
 * icon's plain filled drawing; its outline, negative and 24 px variants say the same thing.
 */
function buildHealthIcons(): string[] {
  const { icons, categories } = readIconify("healthicons");
  const grid = ICON_DRAWING.healthicons.grid;
  const drawn = drawnNames(["tabler", "lucide", "phosphor", "fluent-emoji"]);
  const names = new Set(Object.keys(icons.icons));
  const lines: string[] = [];
  for (const [id, icon] of Object.entries(icons.icons)) {
    if (/-(?:outline|negative|24px)$|-(?:outline-)?24px$/.test(id)) continue;
    if (!HEALTH_GROUPS.has(categories.get(id) ?? "") || HEALTH_LEFT_OUT.test(id)) continue;
    if ((icon.width ?? icons.width) !== grid || (icon.height ?? icons.height) !== grid) continue;
    if (isDrawn(phrase(id), drawn) || !keep({ id, tags: [] }, names)) continue;
    const d = iconifyPath("healthicons", icon.body);
    if (d && !isTile(inkMask(filled(d, true), grid))) lines.push(line(id, [], d));
  }
  return lines;
}

const BUILDERS: Record<IconSetId, () => string[]> = {
  tabler: buildTabler,
  lucide: buildLucide,
  phosphor: buildPhosphor,
  "fluent-emoji": buildFluentEmoji,
  healthicons: buildHealthIcons,
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

/**
 * The committed index. Its rows carry the drawings themselves, so it is used even when the
 * installed package has moved on (a warning says to rebuild it; find-symbols.test fails until
 * then): building it here would render hundreds of icons on the thread that answers requests.
 * Only a missing index is built from the package.
 */
function indexText(set: IconSetId): string {
  let text: string;
  try {
    text = readFileSync(indexFile(set), "utf8");
  } catch {
    return buildIconIndex(set);
  }
  const expected = `# ${ICON_SETS[set].pkg} ${packageVersion(set)} `;
  if (!text.startsWith(expected)) {
    process.emitWarning(
      `${indexFile(set)} was built from another version of ${ICON_SETS[set].pkg} than the one installed; run \`npx tsx scripts/build-icon-index.ts\``,
    );
  }
  return text;
}

let entries: IconEntry[] | undefined;
let paths: Map<string, string> | undefined;

/** The indexed icons of every set, Tabler first (read on first use). */
export function iconEntries(): IconEntry[] {
  entries ??= buildLongLivedData(readIconIndexes);
  return entries;
}

function readIconIndexes(): IconEntry[] {
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
  paths = d;
  return list;
}

/** An icon's path data as one `d` (ICON_DRAWING in shared/logo-design says its grid and style). */
export function iconPath(set: IconSetId, id: string): string | undefined {
  if (!paths) iconEntries();
  return paths?.get(`${set}:${id}`) || undefined;
}
