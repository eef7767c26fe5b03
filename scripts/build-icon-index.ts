import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildTablerIndex, INDEX_FILE } from "../src/server/symbols/icon-index";

/**
 * Rewrites the committed icon index (src/server/symbols/data/tabler-index.tsv) from the installed
 * @tabler/icons package: run it after upgrading the package. The server reads the committed file
 * and builds from the package itself when the versions differ, so a stale file is slow, not wrong.
 */
const text = buildTablerIndex();
mkdirSync(dirname(INDEX_FILE), { recursive: true });
writeFileSync(INDEX_FILE, text);
console.log(`${INDEX_FILE}: ${text.split("\n").length - 2} icons, ${(text.length / 1024).toFixed(0)} KB`);
