import type { Messages } from "@lingui/core";

type CatalogModule = { messages: Messages };

/** Every area's compiled catalogue of one language, merged: areas never share an id by accident. */
export function mergeCatalogs(modules: Record<string, CatalogModule>): Messages {
  return Object.assign({}, ...Object.values(modules).map((m) => m.messages));
}
