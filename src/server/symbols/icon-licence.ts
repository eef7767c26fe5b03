import { kitText } from "@/server/kit/kit-text";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import { ICON_SETS } from "./icon-index";

/**
 * What the licence certificate and the kit README say about a symbol taken from an open icon set:
 * which set and licence, and, honestly, that the icon is not exclusive to the buyer. Null when the
 * symbol is not such an icon.
 */
export function iconLicenceNote(
  design: Pick<LogoDesign, "symbol">,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const symbol = design.symbol;
  if (symbol.kind !== "icon") return null;
  return kitText(locale).icon.note({ id: symbol.id, ...ICON_SETS[symbol.source] });
}

/** The certificate's shorter form of the same note (the page has room for two lines). */
export function iconCertificateNote(
  design: Pick<LogoDesign, "symbol">,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const symbol = design.symbol;
  if (symbol.kind !== "icon") return null;
  const set = ICON_SETS[symbol.source];
  return kitText(locale).icon.certificate({
    id: symbol.id,
    ...set,
    copyright: set.copyright.replace("Copyright (c)", "©"),
  });
}

/**
 * Each licence's grant in short, as its text says it (MIT: node_modules/@tabler/icons/LICENSE,
 * @phosphor-icons/core/LICENSE, and the LICENSE files of microsoft/fluentui-emoji and
 * resolvetosavelives/healthicons that the Iconify packages' info.json point to; ISC:
 * lucide-static/LICENSE).
 */
const GRANTS: Record<string, string> = {
  MIT:
    "Permission is granted, free of charge, to use, copy, modify, merge, publish, distribute, " +
    "sublicense and/or sell copies, provided the copyright and permission notice are included with copies of the icon set itself.",
  ISC:
    "Permission to use, copy, modify and/or distribute it for any purpose, with or without fee, is granted, " +
    "provided the copyright and permission notice appear in all copies of the icon set itself.",
};

/**
 * The set's licence notice, as the kit carries it beside an icon symbol. The grant is the licence's
 * own words, so it stays in English in every kit; only the pointer to the full text is translated.
 */
export function iconLicenceText(
  design: Pick<LogoDesign, "symbol">,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (design.symbol.kind !== "icon") return null;
  const set = ICON_SETS[design.symbol.source];
  return `${set.title}: ${set.licence} License. ${set.copyright}. ${GRANTS[set.licence] ?? ""} ${kitText(locale).icon.fullText}: ${set.url}.`;
}
