import { mergeCatalogs } from "./catalogs";

/** Bahasa Indonesia: its own chunk, fetched only when that language is chosen. */
export const idMessages = mergeCatalogs(
  import.meta.glob<{ messages: import("@lingui/core").Messages }>("../../locales/id/*.po", {
    eager: true,
  }),
);
