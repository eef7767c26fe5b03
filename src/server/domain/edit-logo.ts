import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { requestBrief } from "@/server/brief/read-brief";
import { storedBrief } from "@/server/brief/session-brief";
import type { Database } from "@/server/db/schema";
import { ApiError, badRequest } from "@/server/http/errors";
import { PALETTES, type PaletteId, paletteColors } from "@/server/providers/logos/design/palettes";
import { briefFor } from "@/server/providers/logos/design/themes";
import { toneLook } from "@/server/providers/logos/design/tone";
import { renderPool } from "@/server/render/render-pool";
import type { ImageStore, LogoFiles } from "@/server/storage/image-store";
import { findSymbols, pickRunSymbols, tradeConcepts } from "@/server/symbols/find-symbols";
import { symbolRecord } from "@/server/symbols/symbol-record";
import type { Brief } from "@/shared/brief";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import {
  ABSTRACT_MARK_IDS,
  type AbstractMarkId,
  type LogoColors,
  type LogoDesign,
  type LogoSymbol,
  logoDesignSchema,
  type MotifId,
  symbolProvenance,
} from "@/shared/logo-design";
import { getOwnedLogo, sessionCompleted } from "./brand-sessions";
import { logoNameMismatch } from "./generate-logos";
import { hasDownloadPermission } from "./premium";
import { logoPreviewUrl } from "./session-view";
import { lockUser, markTrialUsed } from "./trial";

type Db = Kysely<Database>;

/**
 * The logo editor (docs/decisions/009-logo-editor-versions.md: edits recompose a chosen logo and are not generations).
 * An edit changes the stored design only: colours, type, layout, tagline, spacing, case, the
 * name's spelling, and the symbol within what this logo may use (its own symbol, the pictograms
 * the brief's concepts find in the same vocabulary the generator uses, abstract marks, a monogram,
 * or none). No image model is called and no
 * quota is used. A saved edit is a new version (its own row and images) and becomes the selected
 * logo, so downloads and the brand kit use it. A completed brand is frozen: no edits.
 */

type Traced = Extract<LogoSymbol, { kind: "traced" }>;

/** A traced symbol in at most this many colours can be recoloured colour by colour. */
export const RECOLORABLE_TRACED_COLORS = 4;

/** A pictogram the editor offers: a key for the chips, a label, and the symbol as a design records it. */
export type SymbolAlternative = { key: string; label: string; symbol: LogoSymbol };

export type EditorChoices = {
  /** Pictograms this logo may use: its own, and what the brief's concepts find (icons and motifs). */
  symbols: SymbolAlternative[];
  /** The drawn motifs among them. */
  motifs: MotifId[];
  abstracts: readonly AbstractMarkId[];
  /** The logo's own traced symbol (AI logos): its colours, and whether they may be changed. */
  traced: { colors: string[]; recolorable: boolean } | null;
  /** Palette suggestions: the brief's first, then others. */
  palettes: Array<{ id: PaletteId; colors: LogoColors }>;
};

type EditableLogo = {
  id: string;
  session_id: string;
  name: string;
  run: number;
  variant: number;
  version: number;
  origin_id: string | null;
  design: unknown;
  user_id: string;
  is_premium: boolean;
  is_completed: boolean;
  chosen_name: string | null;
  business_type: Database["user_sessions"]["business_type"];
  business_description: string | null;
  brief: unknown;
};

async function findLogo(db: Db, userId: string, logoId: string): Promise<EditableLogo> {
  return getOwnedLogo(db, userId, logoId, (logo) =>
    logo.select([
      "l.id",
      "l.session_id",
      "l.name",
      "l.run",
      "l.variant",
      "l.version",
      "l.origin_id",
      "l.design",
      "s.user_id",
      "s.is_premium",
      "s.is_completed",
      "s.chosen_name",
      "s.business_type",
      "s.business_description",
      "s.brief",
    ]),
  );
}

function storedDesign(raw: unknown): LogoDesign {
  const parsed = logoDesignSchema.safeParse(typeof raw === "string" ? JSON.parse(raw) : raw);
  if (!parsed.success) throw new ApiError(409, "not_editable");
  return parsed.data;
}

/** The design of the generated logo a family descends from: it says which symbol the family may use. */
async function originDesign(db: Db, logo: EditableLogo): Promise<LogoDesign> {
  if (!logo.origin_id) return storedDesign(logo.design);
  const origin = await db
    .selectFrom("generated_logos")
    .select("design")
    .where("id", "=", logo.origin_id)
    .executeTakeFirst();
  return storedDesign(origin?.design ?? logo.design);
}

function tracedColors(symbol: Traced): string[] {
  return [...new Set(symbol.paths.map((p) => p.fill))];
}

/** The key a pictogram has among the editor's choices. */
export function symbolKey(symbol: LogoSymbol): string {
  if (symbol.kind === "motif") return `motif:${symbol.id}`;
  if (symbol.kind === "icon") return `icon:${symbol.source}:${symbol.id}`;
  return symbol.kind;
}

function alternative(symbol: LogoSymbol): SymbolAlternative {
  const { concept } = symbolProvenance(symbol);
  const what = symbol.kind === "icon" || symbol.kind === "motif" ? symbol.id.replace(/-/g, " ") : symbol.kind;
  return {
    key: symbolKey(symbol),
    label: concept && concept !== what ? `${what} (${concept})` : what,
    symbol,
  };
}

/** How many pictograms the editor offers beside the logo's own. */
const ALTERNATIVES = 8;

export function editorChoices(
  origin: LogoDesign,
  business: {
    name: string;
    category: EditableLogo["business_type"];
    description: string | null;
    brief?: Brief;
  },
): EditorChoices {
  const request = {
    brief: business.brief,
    description: business.description ?? "",
    category: business.category ?? "others",
  };
  const brief = requestBrief(request);
  const own = origin.symbol.kind === "motif" || origin.symbol.kind === "icon" ? [origin.symbol] : [];
  const found =
    brief.notes.length > 0
      ? []
      : (pickRunSymbols(findSymbols(brief), tradeConcepts(brief)) ?? []).concat(
          findSymbols(brief).slice(0, ALTERNATIVES * 2),
        );
  const symbols = new Map<string, SymbolAlternative>();
  for (const s of own) symbols.set(symbolKey(s), alternative(s));
  for (const choice of found) {
    if (symbols.size >= ALTERNATIVES + own.length) break;
    const record = symbolRecord(choice);
    if (record && !symbols.has(symbolKey(record))) symbols.set(symbolKey(record), alternative(record));
  }
  const list = [...symbols.values()];
  const motifs = list.flatMap((a) => (a.symbol.kind === "motif" ? [a.symbol.id] : []));
  const traced =
    origin.symbol.kind === "traced"
      ? (() => {
          const colors = tracedColors(origin.symbol);
          return { colors, recolorable: colors.length <= RECOLORABLE_TRACED_COLORS };
        })()
      : null;
  const trade = briefFor("", business.category ?? "others", business.description ?? "");
  const look = toneLook(brief.tone, trade) ?? trade;
  const suggested = [...look.palettes, ...(Object.keys(PALETTES) as PaletteId[])];
  const palettes = [...new Set(suggested)].slice(0, 12).map((id) => ({ id, colors: paletteColors(id) }));
  return { symbols: list, motifs, abstracts: ABSTRACT_MARK_IDS, traced, palettes };
}

type SymbolRefusal =
  | "symbol_not_allowed"
  | "symbol_of_other_logo"
  | "symbol_too_many_colours"
  | "symbol_colour_whole";
const symbolRefused = (code: SymbolRefusal) => badRequest(code);

/**
 * Refuses a symbol this logo may not use: a motif outside its family, or a traced symbol that is
 * not its own (paths, size and placement must match; fills may change only when it was traced to
 * few colours, and then one colour for one colour).
 */
export function assertSymbolAllowed(symbol: LogoSymbol, origin: LogoDesign, choices: EditorChoices): void {
  switch (symbol.kind) {
    case "none":
    case "monogram":
    case "abstract":
      return;
    case "motif":
      if (!choices.motifs.includes(symbol.id)) throw symbolRefused("symbol_not_allowed");
      return;
    case "icon": {
      // An icon is drawn from its set's own paths: the edit may pick one, never redraw it.
      const offered = choices.symbols.find((a) => a.key === symbolKey(symbol))?.symbol;
      if (offered?.kind !== "icon" || offered.d !== symbol.d) throw symbolRefused("symbol_not_allowed");
      return;
    }
    case "traced": {
      const own = origin.symbol;
      const same =
        own.kind === "traced" &&
        own.width === symbol.width &&
        own.height === symbol.height &&
        own.paths.length === symbol.paths.length &&
        own.paths.every((p, i) => {
          const q = symbol.paths[i];
          return q !== undefined && q.d === p.d && q.x === p.x && q.y === p.y;
        });
      if (!same || own.kind !== "traced") throw symbolRefused("symbol_of_other_logo");
      const recolor = new Map<string, string>();
      for (const [i, p] of own.paths.entries()) {
        const fill = symbol.paths[i]!.fill;
        if (fill !== p.fill && !choices.traced?.recolorable) throw symbolRefused("symbol_too_many_colours");
        const mapped = recolor.get(p.fill);
        if (mapped !== undefined && mapped !== fill) throw symbolRefused("symbol_colour_whole");
        recolor.set(p.fill, fill);
      }
      return;
    }
  }
}

/** An owned logo, its stored design and what it may become. */
export async function logoForEditing(db: Db, userId: string, logoId: string) {
  const logo = await findLogo(db, userId, logoId);
  const design = storedDesign(logo.design);
  const origin = await originDesign(db, logo);
  const choices = editorChoices(origin, {
    name: logo.chosen_name ?? logo.name,
    category: logo.business_type,
    description: logo.business_description,
    brief: storedBrief(logo) ?? undefined,
  });
  return { logo, design, origin, choices };
}

function assertEditable(logo: EditableLogo): void {
  // A completed brand's logo choice is frozen (docs/decisions/009-logo-editor-versions.md).
  if (logo.is_completed) throw sessionCompleted();
  // Logos belong to the name they were made for: only the chosen name's logos are edited.
  if (logo.name !== logo.chosen_name) throw logoNameMismatch();
}

/** What the editor opens with. */
export async function editorState(db: Db, userId: string, logoId: string) {
  const { logo, design, choices } = await logoForEditing(db, userId, logoId);
  return {
    logo: {
      id: logo.id,
      sessionId: logo.session_id,
      name: logo.name,
      version: logo.version,
      originId: logo.origin_id ?? logo.id,
    },
    design,
    /** What the symbol depicts, where it comes from and its licence (an open icon is not exclusive). */
    symbol: symbolProvenance(design.symbol),
    choices,
    editable: !logo.is_completed && logo.name === logo.chosen_name,
    watermarked: !(await hasDownloadPermission(db, logo)),
  };
}

/** Checks an edited design against the logo it edits; returns the logo row. */
export async function checkedEdit(db: Db, userId: string, logoId: string, design: LogoDesign) {
  const { logo, origin, choices } = await logoForEditing(db, userId, logoId);
  assertEditable(logo);
  assertSymbolAllowed(design.symbol, origin, choices);
  return logo;
}

/** A live preview of an edit, not saved: rendered in the pool, watermarked until paid. */
export async function previewEdit(
  db: Db,
  userId: string,
  logoId: string,
  design: LogoDesign,
  locale: Locale = DEFAULT_LOCALE,
) {
  const logo = await checkedEdit(db, userId, logoId, design);
  const watermarked = !(await hasDownloadPermission(db, logo));
  const image = await renderPool().run("designPreview", { design, watermarked, locale });
  return { image, watermarked };
}

/**
 * Saves an edit as a new version of the logo and selects it. When the name's spelling changed,
 * the brand's chosen name becomes the new spelling in the same transaction, and the version is
 * made for it (logos belong to their name). Rendering happens before the transaction, in the pool.
 */
export async function saveLogoVersion(
  db: Db,
  images: ImageStore,
  userId: string,
  logoId: string,
  design: LogoDesign,
) {
  const logo = await checkedEdit(db, userId, logoId, design);
  const files = await renderPool().run("designFiles", { design });
  const id = randomUUID();
  const stored: LogoFiles = {
    png: files.png,
    svg: files.svg,
    preview: files.previews.clean,
    previewMarked: files.previews.marked,
    width: files.width,
    height: files.height,
  };
  await images.upload(id, stored);
  return db
    .transaction()
    .execute(async (trx) => {
      await lockUser(trx, userId);
      const session = await trx
        .selectFrom("user_sessions")
        .selectAll()
        .where("session_id", "=", logo.session_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // Re-checked under the locks: a download or a name choice may have come first.
      if (session.is_completed) throw sessionCompleted();
      if (session.chosen_name !== logo.name) throw logoNameMismatch();
      const originId = logo.origin_id ?? logo.id;
      const { rows } = await sql<{ version: number }>`
      select coalesce(max(version), 1) + 1 as version from generated_logos
      where id = ${originId} or origin_id = ${originId}
    `.execute(trx);
      await trx
        .updateTable("generated_logos")
        .set({ is_selected: false })
        .where("session_id", "=", session.session_id)
        .execute();
      await trx
        .insertInto("generated_logos")
        .values({
          id,
          session_id: session.session_id,
          run: logo.run,
          variant: logo.variant,
          name: design.name,
          logo_url: logoPreviewUrl(id),
          design: JSON.stringify(design),
          parent_id: logo.id,
          origin_id: originId,
          version: Number(rows[0]?.version ?? 2),
          is_selected: true,
        })
        .execute();
      await images.insertRow(trx, id, stored);
      let updated = session;
      if (design.name !== session.chosen_name) {
        updated = await trx
          .updateTable("user_sessions")
          .set({ chosen_name: design.name, updated_at: sql`now()` })
          .where("session_id", "=", session.session_id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      // A logo choice uses up the trial, and an edit chooses its version (docs/product.md#free-trial-and-quotas).
      await markTrialUsed(trx, userId);
      return { logoId: id, session: updated };
    })
    .catch(async (error: unknown) => {
      await images.discard([id]).catch(() => undefined);
      throw error;
    });
}
