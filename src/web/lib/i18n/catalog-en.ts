import { mergeCatalogs } from "./catalogs";

/**
 * English, the default, is bundled with the app so the first paint never waits for a catalogue.
 * The macros drop their English text from production code, so the words move here rather than
 * being shipped twice.
 */
export const enMessages = mergeCatalogs(
  import.meta.glob<{ messages: import("@lingui/core").Messages }>("../../locales/en/*.po", {
    eager: true,
  }),
);
