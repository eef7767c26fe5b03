import { z } from "zod";
import { hasHiddenCharacters, isBrandName } from "@/shared/brand-name";
import type { NameSuggestion } from "./types";

/**
 * Turns a free-form LLM reply into at most three brand name suggestions.
 *
 * Strategies, first one that yields anything wins:
 *   1. a JSON array (or an object holding one, e.g. `{ "names": [...] }`), parsed leniently:
 *      code fences, prose around it, trailing commas, single quotes, unquoted keys;
 *   2. individual `{ "name": ..., "meaning": ... }` objects found anywhere in the text;
 *   3. `Name: X` / `Meaning: Y` fields (also bold markdown such as `**Name:** X`);
 *   4. a numbered or bulleted list (`1. **Brewlane** - a lane for brews`, `- Brewlane`).
 *
 * Never throws; returns [] when nothing parses.
 */

export const DEFAULT_MEANING = "A creative and unique brand name.";
const MAX_RESULTS = 3;
const MAX_NAME_LENGTH = 40;
/** List items with more words than this are prose, not names. */
const MAX_LIST_NAME_WORDS = 4;
/** How many `[`/`{` starting points stage 1 tries, to stay linear on huge replies. */
const MAX_JSON_STARTS = 40;
const MAX_INPUT_LENGTH = 100_000;

const itemSchema = z.union([
  z
    .object({
      name: z.string(),
      meaning: z.unknown().optional(),
      description: z.unknown().optional(),
      explanation: z.unknown().optional(),
    })
    .transform((o) => ({ name: o.name, meaning: firstString(o.meaning, o.description, o.explanation) })),
  z.string().transform((name) => ({ name, meaning: undefined })),
]);

type RawItem = { name: string; meaning: string | undefined };

function firstString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === "string" && v.trim() !== "") return v;
  return undefined;
}

/**
 * Removes a reasoning model's thinking from its reply: whole <think>…</think> blocks, everything
 * before a lone closing tag (some providers drop the opening one), and an unclosed block at the
 * end (a reply cut off while thinking). Drafts inside the reasoning must never be read as names.
 */
export function stripReasoning(content: string): string {
  let text = content.replace(/<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi, "");
  const lone = text.search(/<\/(think|thinking|reasoning)>/i);
  if (lone >= 0) {
    const closers = [...text.matchAll(/<\/(?:think|thinking|reasoning)>/gi)];
    const last = closers.at(-1);
    text = last?.index !== undefined ? text.slice(last.index + last[0].length) : text;
  }
  const open = text.search(/<(think|thinking|reasoning)>/i);
  if (open >= 0) text = text.slice(0, open);
  return text;
}

export function parseNameReply(content: string): NameSuggestion[] {
  try {
    if (typeof content !== "string") return [];
    const text = stripReasoning(content.slice(0, MAX_INPUT_LENGTH)).replace(/\r\n?/g, "\n");
    if (text.trim() === "") return [];
    for (const stage of [fromJsonValue, fromJsonObjects, fromFields, fromList]) {
      const found = finish(stage(text));
      if (found.length > 0) return found;
    }
    return [];
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Cleaning and final shaping

const QUOTES = `"'\`“”‘’«»„`;
const EDGE_QUOTES = new RegExp(`^[${QUOTES}]+|[${QUOTES}]+$`, "g");

// Lone surrogates cannot be stored as UTF-8; control and bidi-override characters are never part
// of a name a person would type, and NUL is refused by PostgreSQL.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Text a model returned, made safe to store and show: no lone surrogates or control characters. */
export function plainText(raw: string): string {
  return raw.replace(LONE_SURROGATE, "").replace(INVISIBLE, " ");
}

const MAX_MEANING_LENGTH = 300;

export function cleanName(raw: string): string {
  let s = plainText(raw).replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) {
    const before = s;
    s = s
      .replace(/\*\*|__/g, "")
      .replace(/^[*_#>\s]+|[*_\s]+$/g, "")
      .replace(EDGE_QUOTES, "")
      .replace(/[\s.,;:!?…–—-]+$/u, "")
      .trim();
    if (s === before) break;
  }
  return s;
}

function cleanMeaning(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_MEANING;
  let s = plainText(raw)
    .replace(/\s+/g, " ")
    .replace(/\*\*|__/g, "")
    .trim()
    .replace(/^[\s:–—-]+/u, "")
    .replace(EDGE_QUOTES, "")
    .trim();
  if (s.length > MAX_MEANING_LENGTH) {
    const cut = s.slice(0, MAX_MEANING_LENGTH);
    s = `${cut.slice(0, Math.max(cut.lastIndexOf(" "), MAX_MEANING_LENGTH / 2)).trim()}…`;
  }
  return s === "" ? DEFAULT_MEANING : s;
}

function finish(items: RawItem[]): NameSuggestion[] {
  const out: NameSuggestion[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    // A name with hidden characters or markup breaks the name rule: it is dropped (and the run
    // refilled), never cleaned into something the model did not suggest.
    if (hasHiddenCharacters(item.name)) continue;
    const name = cleanName(item.name);
    if (name === "" || name.length > MAX_NAME_LENGTH || !isBrandName(name)) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, meaning: cleanMeaning(item.meaning) });
    if (out.length === MAX_RESULTS) break;
  }
  return out;
}

function validItems(values: unknown[]): RawItem[] {
  const out: RawItem[] = [];
  for (const v of values) {
    const parsed = itemSchema.safeParse(v);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Stage 1: a JSON array, or an object wrapping one

function fromJsonValue(text: string): RawItem[] {
  const candidates = fencedBlocks(text);
  candidates.push(text);
  for (const candidate of candidates) {
    let starts = 0;
    for (let i = 0; i < candidate.length && starts < MAX_JSON_STARTS; i++) {
      const ch = candidate[i];
      if (ch !== "[" && ch !== "{") continue;
      starts++;
      const parsed = parseLenient(candidate, i);
      if (!parsed) continue;
      // A lone `{ "name": ... }` is stage 2's business: there may be more objects after it.
      const items = itemsFromValue(parsed.value, 0, false);
      if (items.length > 0) return items;
      // Skip past a value that parsed but held nothing useful (e.g. `[1, 2]`).
      i = parsed.end - 1;
    }
  }
  return [];
}

function fencedBlocks(text: string): string[] {
  const blocks: string[] = [];
  for (const m of text.matchAll(/```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g)) {
    if (m[1] !== undefined) blocks.push(m[1]);
  }
  return blocks;
}

function itemsFromValue(value: unknown, depth = 0, allowSingle = true): RawItem[] {
  if (depth > 3) return [];
  if (Array.isArray(value)) {
    const items = validItems(value);
    // An array of plain strings only counts when every entry looks like a name.
    const allStrings = value.every((v) => typeof v === "string");
    if (allStrings && value.some((v) => typeof v === "string" && v.length > MAX_NAME_LENGTH)) return [];
    return items;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string") return allowSingle ? validItems([record]) : [];
    for (const key of ["names", "suggestions", "brands", "brand_names", "brandNames", "results", "data"]) {
      if (key in record) {
        const items = itemsFromValue(record[key], depth + 1);
        if (items.length > 0) return items;
      }
    }
    for (const v of Object.values(record)) {
      if (Array.isArray(v) || (v !== null && typeof v === "object")) {
        const items = itemsFromValue(v, depth + 1);
        if (items.length > 0) return items;
      }
    }
  }
  return [];
}

/**
 * A small JSON5-ish parser: double or single quoted strings, unquoted keys, trailing commas,
 * comments, and missing commas between values. Returns undefined when the text is not a value.
 */
function parseLenient(text: string, start: number): { value: unknown; end: number } | undefined {
  let pos = start;
  let steps = 0;
  const budget = text.length * 4 + 100;

  const fail = (): never => {
    throw new LenientError();
  };
  const skip = () => {
    for (;;) {
      if (++steps > budget) fail();
      const ch = text[pos];
      if (ch === undefined) return;
      if (/\s/.test(ch)) {
        pos++;
      } else if (ch === "/" && text[pos + 1] === "/") {
        const nl = text.indexOf("\n", pos);
        pos = nl === -1 ? text.length : nl + 1;
      } else if (ch === "/" && text[pos + 1] === "*") {
        const close = text.indexOf("*/", pos + 2);
        pos = close === -1 ? text.length : close + 2;
      } else {
        return;
      }
    }
  };
  const str = (): string => {
    const quote = text[pos];
    const close = quote === "“" ? "”" : quote;
    pos++;
    let out = "";
    for (;;) {
      if (++steps > budget) fail();
      const ch = text[pos];
      if (ch === undefined || ch === "\n") fail();
      pos++;
      if (ch === close) return out;
      if (ch === "\\") {
        const esc = text[pos++];
        if (esc === undefined) fail();
        const map: Record<string, string> = { n: "\n", t: "\t", r: "", b: "", f: "" };
        if (esc === "u") {
          const hex = text.slice(pos, pos + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
          out += String.fromCharCode(Number.parseInt(hex, 16));
          pos += 4;
        } else {
          out += map[esc as string] ?? esc;
        }
      } else {
        out += ch;
      }
    }
  };
  const value = (depth: number): unknown => {
    if (depth > 20) fail();
    skip();
    const ch = text[pos];
    if (ch === "[") {
      pos++;
      const arr: unknown[] = [];
      for (;;) {
        skip();
        if (text[pos] === "]") {
          pos++;
          return arr;
        }
        if (text[pos] === ",") {
          pos++;
          continue;
        }
        if (text[pos] === undefined) fail();
        arr.push(value(depth + 1));
      }
    }
    if (ch === "{") {
      pos++;
      const obj: Record<string, unknown> = {};
      for (;;) {
        skip();
        const c = text[pos];
        if (c === "}") {
          pos++;
          return obj;
        }
        if (c === ",") {
          pos++;
          continue;
        }
        let key: string;
        if (c === '"' || c === "'" || c === "“") {
          key = str();
        } else {
          const m = /^[A-Za-z_$][\w$-]*/.exec(text.slice(pos, pos + 64));
          if (!m) fail();
          key = (m as RegExpExecArray)[0];
          pos += key.length;
        }
        skip();
        if (text[pos] !== ":") fail();
        pos++;
        obj[key] = value(depth + 1);
      }
    }
    if (ch === '"' || ch === "'" || ch === "“") return str();
    const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(pos, pos + 32));
    if (!m) fail();
    const token = (m as RegExpExecArray)[0];
    pos += token.length;
    return token === "true" ? true : token === "false" ? false : token === "null" ? null : Number(token);
  };

  try {
    const v = value(0);
    return { value: v, end: pos };
  } catch (e) {
    if (e instanceof LenientError) return undefined;
    throw e;
  }
}

class LenientError extends Error {}

// ---------------------------------------------------------------------------------------------
// Stage 2: individual objects

function fromJsonObjects(text: string): RawItem[] {
  const out: RawItem[] = [];
  let count = 0;
  for (const m of text.matchAll(/\{[^{}]*\}/g)) {
    if (++count > 50) break;
    const parsed = parseLenient(m[0], 0);
    if (parsed) out.push(...itemsFromValue(parsed.value));
  }
  if (out.length > 0) return out;
  // Broken objects (unterminated strings, missing braces): pull the quoted fields out directly.
  const re =
    /["']?name["']?\s*:\s*["“']([^"”\n]{1,80})["”']\s*,?\s*(?:["']?(?:meaning|description|explanation)["']?\s*:\s*["“']([^"”\n]*)["”']?)?/gi;
  for (const m of text.matchAll(re)) {
    if (m[1] !== undefined) out.push({ name: m[1], meaning: m[2] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Stage 3: "Name: X" / "Meaning: Y" fields

// The bullet as an escape: the server bundle keeps only Latin-1 text (scripts/build.ts).
const LINE_PREFIX = String.raw`^\s*(?:[-*\u2022+>#]+\s*|\d+\s*[.)]\s*)*`;
const NAME_FIELD = new RegExp(`${LINE_PREFIX}(?:brand\\s+)?name(?:\\s*#?\\d+)?\\s*[:：=]\\s*(.*)$`, "i");
const MEANING_LABEL = "(?:meaning|description|explanation|rationale|why(?: it works)?|reason|concept)";
const MEANING_FIELD = new RegExp(`${LINE_PREFIX}${MEANING_LABEL}\\s*[:：=]\\s*(.*)$`, "i");
const INLINE_MEANING = new RegExp(`\\s*[,;|–—-]?\\s*\\(?${MEANING_LABEL}\\s*[:：=]\\s*`, "i");

function fromFields(text: string): RawItem[] {
  const out: RawItem[] = [];
  let current: RawItem | undefined;
  for (const rawLine of text.split("\n")) {
    const line = rawLine.replace(/\*\*|__/g, "");
    const nameMatch = NAME_FIELD.exec(line);
    if (nameMatch) {
      const rest = nameMatch[1] ?? "";
      const split = INLINE_MEANING.exec(rest);
      const name = split ? rest.slice(0, split.index) : rest;
      const meaning = split ? rest.slice(split.index + split[0].length).replace(/\)\s*$/, "") : undefined;
      current = { name, meaning };
      out.push(current);
      continue;
    }
    const meaningMatch = MEANING_FIELD.exec(line);
    if (meaningMatch && current && current.meaning === undefined) {
      current.meaning = meaningMatch[1];
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Stage 4: numbered or bulleted list

const LIST_ITEM = /^(\s*)(?:\d{1,2}\s*[.):]|[-*•+])\s+(.+)$/;
const LABEL_ONLY = new RegExp(`^\\s*(?:\\*\\*)?${MEANING_LABEL}(?:\\*\\*)?\\s*[:：]\\s*(.*)$`, "i");

function fromList(text: string): RawItem[] {
  const out: RawItem[] = [];
  let last: RawItem | undefined;
  for (const line of text.split("\n")) {
    const m = LIST_ITEM.exec(line);
    if (m) {
      const body = m[2] ?? "";
      const label = LABEL_ONLY.exec(body);
      if (label) {
        // A nested "- Meaning: ..." bullet belongs to the item above.
        if (last && last.meaning === undefined) last.meaning = label[1];
        continue;
      }
      const item = splitListItem(body);
      if (item) {
        out.push(item);
        last = item;
      } else {
        last = undefined;
      }
      continue;
    }
    // An indented continuation line describes the item above.
    if (last && last.meaning === undefined && /^\s{2,}\S/.test(line)) {
      const label = LABEL_ONLY.exec(line);
      last.meaning = label ? label[1] : line;
      continue;
    }
    if (line.trim() === "") continue;
    last = undefined;
  }
  return out;
}

function splitListItem(body: string): RawItem | undefined {
  let name: string;
  let meaning: string | undefined;
  const bold = /^\*\*(.+?)\*\*\s*(.*)$/.exec(body) ?? /^__(.+?)__\s*(.*)$/.exec(body);
  const quoted = /^["“'](.+?)["”']\s*(.*)$/.exec(body);
  const lead = bold ?? quoted;
  if (lead) {
    name = lead[1] ?? "";
    meaning = stripSeparator(lead[2] ?? "");
  } else {
    const sep = /\s+[-–—]\s+|:\s+|\s+\(/.exec(body);
    if (sep) {
      name = body.slice(0, sep.index);
      meaning = stripSeparator(body.slice(sep.index + sep[0].length).replace(/\)\s*$/, ""));
    } else {
      name = body;
    }
  }
  // "Name: Brewlane" inside a bullet is handled by stage 3; here the label is just noise.
  name = name.replace(/^(?:brand\s+)?name\s*[:：]\s*/i, "");
  const cleaned = cleanName(name);
  if (cleaned === "" || cleaned.split(/\s+/).length > MAX_LIST_NAME_WORDS) return undefined;
  return { name, meaning: meaning === "" ? undefined : meaning };
}

function stripSeparator(s: string): string {
  return s
    .replace(/^[\s:–—-]+/u, "")
    .replace(/^\((.*)\)$/, "$1")
    .trim();
}
