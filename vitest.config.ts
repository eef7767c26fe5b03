import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./vite.config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["src/test/setup-console.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          setupFiles: ["src/test/setup-console.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
      {
        resolve: { alias },
        plugins: linguiPlugins(),
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup-console.ts", "src/test/setup-dom.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
