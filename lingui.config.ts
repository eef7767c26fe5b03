import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Issue 31: one PO catalogue per area and language (`src/web/locales/{locale}/{area}.po`), so work
 * on different features never edits the same file. An area is a feature folder; `shell` holds
 * what every page shares (app/, components/, lib/, pages/, main.tsx) and `pages` the texts of the
 * routes other than the landing page. A new feature folder gets
 * its catalogue by being added to FEATURE_AREAS (and `npm run i18n:extract`).
 */
export const FEATURE_AREAS = [
  "wizard",
  "brands",
  "editor",
  "kit",
  "landing",
  "payment",
  "auth",
  "account",
  "legal",
  "mockups",
] as const;

const SHELL = ["app", "components", "lib", "pages", "main.tsx"].map((p) => `<rootDir>/src/web/${p}`);

/**
 * Pages that are never part of the landing page (and the API error texts) keep their texts in the `pages` catalogue, loaded
 * with their route, so the landing page does not carry them (issue 31's +10 KB budget).
 */
export const ROUTE_PAGES = [
  "auth-callback",
  "brand",
  "brands",
  "categories",
  "logo-editor",
  "logos",
  "payment",
  "privacy",
  "shared-brand",
  "success",
  "terms",
]
  .map((page) => `<rootDir>/src/web/pages/${page}.tsx`)
  // API error texts: shown only by screens that load with their route.
  .concat("<rootDir>/src/web/lib/i18n/api-errors.ts");

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "id"],
  // A message not yet translated shows in English rather than as its id.
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    ...FEATURE_AREAS.map((area) => ({
      path: `<rootDir>/src/web/locales/{locale}/${area}`,
      include: [`<rootDir>/src/web/features/${area}`],
      exclude: ["**/*.test.*"],
    })),
    {
      path: "<rootDir>/src/web/locales/{locale}/pages",
      include: ROUTE_PAGES,
    },
    {
      path: "<rootDir>/src/web/locales/{locale}/shell",
      include: SHELL,
      exclude: ["**/*.test.*", ...ROUTE_PAGES],
    },
  ],
});
