import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildIconIndex, indexFile } from "../src/server/symbols/icon-index";
import { ICON_SET_IDS } from "../src/shared/logo-design";

/**
 * Rewrites the committed icon indexes (src/server/symbols/data/<set>-index.tsv) from the installed
 * icon packages (@tabler/icons, lucide-static, @phosphor-icons/core, @iconify-json/fluent-emoji-high-contrast,
 * @iconify-json/healthicons): run it after upgrading one. The sets are built in ICON_SET_IDS order,
 * since each gap-filling set only adds what the sets before it do not draw. The server reads
 * the committed files and builds from a package itself when the versions differ, so a stale file
 * is slow, not wrong.
 */
for (const set of ICON_SET_IDS) {
  const text = buildIconIndex(set);
  const file = indexFile(set);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${file}: ${text.split("\n").length - 2} icons, ${(text.length / 1024).toFixed(0)} KB`);
}
