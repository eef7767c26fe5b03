import { z } from "zod";
import type { Brief } from "./brief";
import type { CategoryId } from "./categories";
import { detectDescriptionLanguage } from "./description-language";

/**
 * Name checks on step 3: domains through RDAP and a similar-name hint. What both sides agree on:
 * which domains a name is checked under, the states, and the official trademark searches.
 */

/** Where the person is, as far as checks care: it picks a country domain and a trademark office. */
export const CHECK_COUNTRIES = ["ID", "US", "EU", "other"] as const;
export type CheckCountry = (typeof CHECK_COUNTRIES)[number];

export const nameChecksQuerySchema = z.object({
  country: z.enum(CHECK_COUNTRIES, { error: "Unknown country." }).optional(),
});

/** Two domain endings that suit each category, after .com (all served by RDAP per IANA's registry). */
export const CATEGORY_TLDS: Readonly<Record<CategoryId, readonly [string, string]>> = {
  "food-beverage": ["cafe", "kitchen"],
  services: ["services", "pro"],
  "digital-product": ["app", "tech"],
  "retail-ecommerce": ["shop", "store"],
  agency: ["agency", "studio"],
  others: ["org", "net"],
};

/**
 * Country endings worth checking. Indonesia's are the ones our users ask for: .id and .co.id, the
 * second level businesses register, both answered by the `id` registry (PANDI).
 */
const COUNTRY_TLDS: Readonly<Partial<Record<CheckCountry, readonly [string, string]>>> = {
  ID: ["id", "co.id"],
};

/** .com plus two endings: the country's own when it has them, otherwise the category's. */
export function tldsFor(category: CategoryId, country: CheckCountry = "other"): string[] {
  return ["com", ...(COUNTRY_TLDS[country] ?? CATEGORY_TLDS[category])];
}

/**
 * The domain label a name would use: lower case, "&" read as "and", letters and digits only.
 * Unicode letters stay (the server converts them to an internationalised domain name).
 */
export function domainLabel(name: string): string {
  return name
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .slice(0, 63);
}

export const DOMAIN_STATES = ["available", "taken", "unknown"] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/** Why a domain's state is unknown; "offline" means this server does not ask registries at all. */
export const UNKNOWN_REASONS = [
  "offline",
  "timeout",
  "rate_limited",
  "no_rdap",
  "not_authoritative",
  "registry_error",
  "unexpected_answer",
  "invalid_name",
] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

export type DomainCheck = {
  domain: string;
  tld: string;
  state: DomainState;
  reason?: UnknownReason;
  /** When the answer was obtained (cached answers keep their original time). */
  checkedAt: string | null;
};

export type NameChecks = {
  nameId: string;
  name: string;
  domains: DomainCheck[];
  /** Only whether a similar name exists among other brands made here, never which or whose. */
  similar: { state: "similar" | "clear"; match?: "same" | "spelling" | "sound" };
  country: CheckCountry;
};

export const UNKNOWN_REASON_TEXT: Readonly<Record<UnknownReason, string>> = {
  offline: "unknown offline",
  timeout: "unknown: the registry did not answer in time",
  rate_limited: "unknown: too many checks just now, try again in a minute",
  no_rdap: "unknown: this registry has no public lookup",
  not_authoritative: "unknown: only an unofficial source answered",
  registry_error: "unknown: the registry had a problem",
  unexpected_answer: "unknown: the registry's answer was unclear",
  invalid_name: "unknown: not a valid domain name",
};

export type TrademarkOffice = { id: string; name: string; region: string; url: string };

/** Official trademark searches: the person's own office first. */
export const TRADEMARK_OFFICES: readonly TrademarkOffice[] = [
  { id: "djki", name: "DJKI (PDKI)", region: "Indonesia", url: "https://pdki-indonesia.dgip.go.id/" },
  { id: "uspto", name: "USPTO", region: "United States", url: "https://tmsearch.uspto.gov/" },
  { id: "euipo", name: "EUIPO", region: "European Union", url: "https://euipo.europa.eu/eSearch/" },
  {
    id: "wipo",
    name: "WIPO Global Brand Database",
    region: "International",
    url: "https://branddb.wipo.int/",
  },
];

const OFFICE_OF: Readonly<Record<CheckCountry, string>> = {
  ID: "djki",
  US: "uspto",
  EU: "euipo",
  other: "wipo",
};

export function trademarkOfficesFor(country: CheckCountry): TrademarkOffice[] {
  const first = OFFICE_OF[country];
  return [...TRADEMARK_OFFICES].sort((a, b) => Number(b.id === first) - Number(a.id === first));
}

const EU_COUNTRIES = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
);
const EU_LANGUAGES = new Set(
  "bg hr cs da nl et fi fr de el hu ga it lv lt mt pl pt ro sk sl es sv".split(" "),
);

/** Indonesian places a description is likely to name (cities, islands, provinces). */
const INDONESIAN_PLACES =
  /\b(indonesia|jakarta|bandung|surabaya|yogyakarta|jogja|jogjakarta|semarang|medan|makassar|denpasar|bali|bogor|depok|tangerang|bekasi|malang|surakarta|palembang|balikpapan|lombok|sumatra|sumatera|jawa|kalimantan|sulawesi|papua)\b/i;

/** Description languages spoken mainly in one of the check countries (Spanish and Portuguese are not). */
const LANGUAGE_COUNTRY: Readonly<Record<string, CheckCountry>> = {
  Indonesian: "ID",
  French: "EU",
  German: "EU",
  Italian: "EU",
  Dutch: "EU",
};

/**
 * The country a brand points at, when it points at one: the brief's place first (a Jakarta
 * address is Indonesia), then the description's language (Indonesian is Indonesia, German the
 * EU), then a place named in the description. Undefined leaves the choice to the browser's
 * languages (in the browser) or to no country (on the server).
 */
export function countryFromDescription(
  description: string,
  language: { kind: string; language?: string },
  place?: string | null,
): CheckCountry | undefined {
  if (place && INDONESIAN_PLACES.test(place)) return "ID";
  if (language.kind === "other-language" && language.language) {
    const country = LANGUAGE_COUNTRY[language.language];
    if (country) return country;
  }
  if (INDONESIAN_PLACES.test(description)) return "ID";
  return undefined;
}

/**
 * The country a brand's name checks start with: its brief's place, then the brief's language (an
 * Indonesian reading is Indonesia), then what the description itself says.
 */
export function brandCountry(
  description: string,
  brief?: Pick<Brief, "place" | "language"> | null,
): CheckCountry | undefined {
  if (brief?.place && INDONESIAN_PLACES.test(brief.place)) return "ID";
  if (brief?.language === "id") return "ID";
  return countryFromDescription(description, detectDescriptionLanguage(description), brief?.place);
}

/** A best guess from the browser's languages ("id-ID" is Indonesia); the person can change it. */
export function countryFromLocales(locales: readonly string[]): CheckCountry {
  for (const locale of locales) {
    const [language = "", region = ""] = locale.split(/[-_]/);
    const lang = language.toLowerCase();
    const reg = region.toUpperCase();
    if (reg === "ID" || lang === "id" || lang === "in") return "ID";
    if (reg === "US") return "US";
    if (EU_COUNTRIES.has(reg) || (reg === "" && EU_LANGUAGES.has(lang))) return "EU";
  }
  return "other";
}
