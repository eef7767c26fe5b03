import type { LogoDesign } from "@/shared/logo-design";
import { ICON_SETS } from "./icon-index";

/**
 * What the licence certificate and the kit README say about a symbol taken from an open icon set:
 * which set and licence, and, honestly, that the icon is not exclusive to the buyer. Null when the
 * symbol is not such an icon.
 */
export function iconLicenceNote(design: Pick<LogoDesign, "symbol">): string | null {
  const symbol = design.symbol;
  if (symbol.kind !== "icon") return null;
  const set = ICON_SETS[symbol.source];
  return (
    `The logo's symbol is the "${symbol.id}" icon from ${set.title} (${set.url}), ${set.copyright}, ` +
    `published under the ${set.licence} License, which allows its use in a logo, commercially too; the brand ` +
    "kit's README carries the licence notice. It is an open icon: others may use the same icon, so the symbol on its own is not exclusive " +
    "to this logo and cannot be claimed as yours alone; the logo as a whole (symbol, name, type and colours " +
    "together) is what this certificate licenses."
  );
}

/** The certificate's shorter form of the same note (the page has room for two lines). */
export function iconCertificateNote(design: Pick<LogoDesign, "symbol">): string | null {
  const symbol = design.symbol;
  if (symbol.kind !== "icon") return null;
  const set = ICON_SETS[symbol.source];
  return (
    `The symbol is the "${symbol.id}" icon from ${set.title}, ${set.licence} License (${set.copyright.replace("Copyright (c)", "©")}): ` +
    "usable in a logo, commercially too. It is an open icon that others may use, so it is not exclusive; this " +
    "certificate covers the logo as a whole."
  );
}

/**
 * Each licence's grant in short, as its text says it (MIT: node_modules/@tabler/icons/LICENSE and
 * @phosphor-icons/core/LICENSE; ISC: lucide-static/LICENSE).
 */
const GRANTS: Record<string, string> = {
  MIT:
    "Permission is granted, free of charge, to use, copy, modify, merge, publish, distribute, " +
    "sublicense and/or sell copies, provided the copyright and permission notice are included with copies of the icon set itself.",
  ISC:
    "Permission to use, copy, modify and/or distribute it for any purpose, with or without fee, is granted, " +
    "provided the copyright and permission notice appear in all copies of the icon set itself.",
};

/** The set's licence notice, as the kit carries it beside an icon symbol. */
export function iconLicenceText(design: Pick<LogoDesign, "symbol">): string | null {
  if (design.symbol.kind !== "icon") return null;
  const set = ICON_SETS[design.symbol.source];
  return `${set.title}: ${set.licence} License. ${set.copyright}. ${GRANTS[set.licence] ?? ""} The full text: ${set.url}.`;
}
