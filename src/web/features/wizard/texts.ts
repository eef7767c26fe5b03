import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { ToneWord } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  type LOGO_LOADING_MESSAGES,
  NAMES_PER_RUN,
} from "@/shared/constants";
import type { DescriptionStatus } from "@/shared/description";
import type { DescriptionLanguage } from "@/shared/description-language";
import type { UnknownReason } from "@/shared/name-checks";
import type { NameOptions, NameStyle } from "@/shared/name-options";
import { normalizeNameOptions } from "@/shared/name-options";
import { i18n } from "@/web/lib/i18n/i18n";

/**
 * The wizard's texts that come from shared modules (categories, name styles, loading messages,
 * domain states), in the UI language (issue 31). The shared English stays the reference the
 * server and the generators use; these tables are keyed by its ids and show the same English.
 */

type CategoryText = {
  name: MessageDescriptor;
  description: MessageDescriptor;
  placeholder: MessageDescriptor;
};

const CATEGORY_TEXTS: Record<CategoryId, CategoryText> = {
  "food-beverage": {
    name: msg`Food & Beverage`,
    description: msg`Restaurants, cafés, bakeries, catering and drinks brands`,
    placeholder: msg`e.g. A cozy neighbourhood café serving single-origin coffee and fresh pastries, with a quiet corner for remote workers...`,
  },
  services: {
    name: msg`Services`,
    description: msg`Consulting, cleaning, coaching, repairs and professional services`,
    placeholder: msg`e.g. A bookkeeping service for small online shops that handles taxes and monthly reports so owners can focus on selling...`,
  },
  "digital-product": {
    name: msg`Digital Product`,
    description: msg`Apps, software, SaaS, online courses and digital tools`,
    placeholder: msg`e.g. A mobile app that helps busy parents plan healthy weekly meals and builds the shopping list automatically...`,
  },
  "retail-ecommerce": {
    name: msg`Retail/E-commerce`,
    description: msg`Shops, online stores, fashion and consumer goods`,
    placeholder: msg`e.g. An online store selling handmade ceramic homeware in soft earthy colours, shipped in plastic-free packaging...`,
  },
  agency: {
    name: msg`Agency`,
    description: msg`Creative, marketing, design and digital agencies`,
    placeholder: msg`e.g. A small branding agency that designs bold visual identities and websites for independent food and drink startups...`,
  },
  others: {
    name: msg`Others`,
    description: msg`Anything else: non-profits, events, communities and more`,
    placeholder: msg`e.g. A weekend community running club that organises city trail runs and charity races for all fitness levels...`,
  },
};

/** A category's name, description and example description as the wizard shows them. */
export function categoryText(id: CategoryId) {
  const text = CATEGORY_TEXTS[id];
  return {
    name: i18n._(text.name),
    description: i18n._(text.description),
    placeholder: i18n._(text.placeholder),
  };
}

/** Step 2's heading subject: the catch-all category is just "business". */
export function categorySubject(id: CategoryId): string {
  return id === "others" ? i18n._(msg`business`) : i18n._(CATEGORY_TEXTS[id].name);
}

/** The package's name and tax note as the wizard says them. */
export const packageName = () => i18n._(msg`Complete Brand Package`);
export const taxNote = () => i18n._(msg`plus tax where it applies`);

const LOADING: Record<(typeof LOGO_LOADING_MESSAGES)[number], MessageDescriptor> = {
  "Creating your unique logo...": msg`Creating your unique logo...`,
  "Designing with your brand in mind...": msg`Designing with your brand in mind...`,
  "Crafting the perfect visual identity...": msg`Crafting the perfect visual identity...`,
  "Adding the finishing touches...": msg`Adding the finishing touches...`,
  "Your logo is almost ready...": msg`Your logo is almost ready...`,
};

export function loadingMessage(text: (typeof LOGO_LOADING_MESSAGES)[number]): string {
  return i18n._(LOADING[text]);
}

const STYLES: Record<NameStyle, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  brandable: { label: msg`Brandable`, hint: msg`Invented words that sound like a brand (Zenora, Brewly)` },
  evocative: { label: msg`Evocative`, hint: msg`One real word that suggests a feeling (Ember, Harbor)` },
  compound: { label: msg`Compound`, hint: msg`Two words joined into one (Brewlane)` },
  "real-words": { label: msg`Real words`, hint: msg`Plain dictionary words, unchanged (Copper Kitchen)` },
  "short-phrase": { label: msg`Short phrase`, hint: msg`Two or three words (Salt & Ember)` },
  "non-english": { label: msg`Non-English`, hint: msg`Words from other languages (Kopi Senja)` },
  "alternate-spelling": { label: msg`Alternate spelling`, hint: msg`A familiar word respelled (Kraftr)` },
};

export function styleText(id: NameStyle) {
  return { label: i18n._(STYLES[id].label), hint: i18n._(STYLES[id].hint) };
}

/** describeNameOptions (shared) in the UI language: "Brandable · max 8 letters · one word". */
export function describeOptions(options: NameOptions | undefined): string {
  const o = normalizeNameOptions(options);
  const parts: string[] = [];
  if (o.styles) parts.push(o.styles.map((s) => (STYLES[s] ? styleText(s).label : s)).join(", "));
  const max = o.maxLength;
  if (max !== undefined) parts.push(i18n._(msg`max ${max} letters`));
  if (o.wordCount === "one") parts.push(i18n._(msg`one word`));
  if (o.wordCount === "two") parts.push(i18n._(msg`two words`));
  const include = o.include?.join(" / ");
  if (include) parts.push(i18n._(msg`with ${include}`));
  const avoid = o.avoid?.join(", ");
  if (avoid) parts.push(i18n._(msg`without ${avoid}`));
  return parts.join(" · ");
}

const UNKNOWN: Record<UnknownReason, MessageDescriptor> = {
  offline: msg`unknown offline`,
  timeout: msg`unknown: the registry did not answer in time`,
  rate_limited: msg`unknown: too many checks just now, try again in a minute`,
  no_rdap: msg`unknown: this registry has no public lookup`,
  not_authoritative: msg`unknown: only an unofficial source answered`,
  registry_error: msg`unknown: the registry had a problem`,
  unexpected_answer: msg`unknown: the registry's answer was unclear`,
  invalid_name: msg`unknown: not a valid domain name`,
};

export function unknownReasonText(reason: UnknownReason): string {
  return i18n._(UNKNOWN[reason] ?? UNKNOWN.registry_error);
}

/** The description's counter and message (shared describeDescription) in the UI language. */
export function descriptionTexts(
  status: DescriptionStatus,
  raw: string,
): { counter: string; message: string } {
  const length = status.length;
  const max = DESCRIPTION_MAX;
  const counter = i18n._(msg`${length}/${max} characters`);
  if (length < DESCRIPTION_MIN) {
    const missing = DESCRIPTION_MIN - length;
    return {
      counter,
      message: plural(missing, { one: "# more character needed", other: "# more characters needed" }),
    };
  }
  if (length > DESCRIPTION_MAX) {
    const over = length - DESCRIPTION_MAX;
    return {
      counter,
      message: plural(over, { one: "# character over limit", other: "# characters over limit" }),
    };
  }
  if (!status.valid && raw.trim().length > 0)
    return { counter, message: i18n._(msg`Too long to save: please use fewer emoji or symbols`) };
  return { counter, message: i18n._(msg`Perfect length!`) };
}

const LANGUAGE_NAMES: Record<string, MessageDescriptor> = {
  English: msg`English`,
  Indonesian: msg`Indonesian`,
  Spanish: msg`Spanish`,
  French: msg`French`,
  German: msg`German`,
  Portuguese: msg`Portuguese`,
  Italian: msg`Italian`,
  Dutch: msg`Dutch`,
};

const SCRIPT_NAMES: Record<string, MessageDescriptor> = {
  Cyrillic: msg`Cyrillic script`,
  Greek: msg`Greek script`,
  Arabic: msg`Arabic script`,
  Hebrew: msg`Hebrew script`,
  Devanagari: msg`Devanagari script`,
  Thai: msg`Thai script`,
  Hangul: msg`Korean Hangul`,
  Japanese: msg`Japanese`,
  Chinese: msg`Chinese characters`,
};

/** offlineLanguageNote (shared) in the UI language: what the offline generator does with it. */
export function offlineNote(language: DescriptionLanguage): string | null {
  if (language.kind === "english") return null;
  if (language.kind === "other-language") {
    const known = LANGUAGE_NAMES[language.language];
    const name = known ? i18n._(known) : language.language;
    return i18n._(
      msg`Your description is in ${name}. The offline name generator reads English best, so these names are built from your own words where it can and from your category otherwise. AI mode handles all languages better.`,
    );
  }
  const known = SCRIPT_NAMES[language.script];
  const label = known ? i18n._(known) : language.label;
  return i18n._(
    msg`Your description is written in ${label}. The offline name generator reads English best, so these names are built from your own words where it can and from your category otherwise. AI mode handles all languages better.`,
  );
}

/** The server's "fewer names this run" message (generate-names.ts), said in the UI language. */
export function shortRunText(
  short: { names: number; counted: boolean },
  options: NameOptions | undefined,
): string {
  const count = short.names;
  const controls = describeOptions(options);
  const perRun = NAMES_PER_RUN;
  const said = controls
    ? plural(count, {
        one: `Only 1 name fit your controls (${controls}).`,
        other: `Only # names fit your controls (${controls}).`,
      })
    : plural(count, { one: "Only 1 name came back this time.", other: "Only # names came back this time." });
  const notCounted = short.counted ? "" : ` ${i18n._(msg`This run was not counted.`)}`;
  const loosen = controls ? ` ${i18n._(msg`Loosen a control for ${perRun} names.`)}` : "";
  return `${said}${notCounted}${loosen}`;
}

const TONES: Record<ToneWord, MessageDescriptor> = {
  calm: msg`calm`,
  soft: msg`soft`,
  caring: msg`caring`,
  playful: msg`playful`,
  friendly: msg`friendly`,
  warm: msg`warm`,
  natural: msg`natural`,
  fresh: msg`fresh`,
  clean: msg`clean`,
  modern: msg`modern`,
  minimal: msg`minimal`,
  technical: msg`technical`,
  trustworthy: msg`trustworthy`,
  professional: msg`professional`,
  bold: msg`bold`,
  energetic: msg`energetic`,
  rugged: msg`rugged`,
  classic: msg`classic`,
  elegant: msg`elegant`,
  luxurious: msg`luxurious`,
  traditional: msg`traditional`,
  creative: msg`creative`,
};

/** A tone word of the brief as the UI language says it (the brief stores the English word). */
export function toneText(word: ToneWord): string {
  return TONES[word] ? i18n._(TONES[word]) : word;
}
