import { execFileSync } from "node:child_process";
import path from "node:path";
import { writeBuildStamp } from "./build-stamp";

/** `npm run build`: the production web build, stamped so `npm start` knows it is current. */
const root = path.resolve(import.meta.dirname, "..");
execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"], {
  cwd: root,
  stdio: "inherit",
});
writeBuildStamp(root);
