import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Issue 31: one PO catalogue per area and language (`src/web/locales/{locale}/{area}.po`), so work
 * on different features never edits the same file. An area is a feature folder; `shell` holds
 * what every page shares (app/, components/, lib/, pages/, main.tsx). A new feature folder gets
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
      path: "<rootDir>/src/web/locales/{locale}/shell",
      include: SHELL,
      exclude: ["**/*.test.*"],
    },
  ],
});
