import { spawn } from "node:child_process";
import path from "node:path";
import { loadDotEnv } from "./load-env";

/** `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with HMR for the app. */
const root = path.resolve(import.meta.dirname, "..");
if (loadDotEnv(root)) console.log("Read settings from .env");
const children = [
  spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "src/server/main.ts"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, APP_URL: process.env.APP_URL ?? "http://localhost:5173" },
    },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
