import type { LogoSymbol, MotifId } from "@/shared/logo-design";
import type { SymbolChoice } from "./find-symbols";
import { ICON_SETS, iconPath } from "./icon-index";

/**
 * A found symbol as a design records it: what it depicts in plain words, its source and its
 * licence. A match on the icon's own name depicts the brief's concept ("ice cream cone"); a match
 * through a tag, a synonym, a definition or a broader term depicts what the icon shows: "horse"
 * for riding lessons, "rings" for a wedding planner, "bike" for a bicycle, "vase" for an urn.
 */
export function symbolRecord(choice: SymbolChoice): LogoSymbol | undefined {
  // Only a match on the icon's own name depicts the concept itself; a tag may belong to another
  // picture ("watch" on binoculars, "riding" on a horse), so the icon's name says what is drawn.
  const byName = choice.match === "exact" && choice.term === choice.name;
  const concept = (byName ? choice.concept : choice.name).trim().slice(0, 80) || choice.name;
  if (choice.source === "procedural") {
    return { kind: "motif", id: choice.id as MotifId, source: "procedural", concept, licence: null };
  }
  const d = iconPath(choice.source, choice.id);
  if (!d) return undefined;
  return {
    kind: "icon",
    source: choice.source,
    id: choice.id,
    d,
    concept,
    licence: ICON_SETS[choice.source].licence,
  };
}
