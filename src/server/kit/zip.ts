import { type Zippable, zipSync } from "fflate";
import type { KitFile } from "./kit-fonts";

/** Formats that are compressed already: stored as they are, deflating them again only costs time. */
const STORED = /\.(png|ico|pdf|jpe?g|webp)$/i;

/** One zip with every file under `root/`, so unzipping makes one folder. */
export function zipKit(root: string, files: readonly KitFile[], mtime: Date): Uint8Array {
  const tree: Zippable = {};
  for (const file of files) {
    const path = `${root}/${file.path}`;
    if (path in tree) throw new Error(`two kit files at ${path}`);
    tree[path] = [file.data, { level: STORED.test(file.path) ? 0 : 6, mtime, os: 3, attrs: 0o644 << 16 }];
  }
  return zipSync(tree);
}
