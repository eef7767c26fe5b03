import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NORMALIZED_DIRS, normalizeImports, parentImports, sourceFiles } from "./normalize-imports";

/** The server's import style (README, Architecture): `@/` across folders, `./` within one, never `../`. */

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");
const file = path.join(SRC, "server", "routes", "logos", "logos.routes.ts");

describe("normalize-imports", () => {
  it("rewrites parent-relative imports, re-exports, dynamic imports and mocks to @/, and leaves siblings", () => {
    const text = [
      'import { Hono } from "hono";',
      'import type { AppDeps } from "../../app-deps";',
      "import {",
      "  getOwnedLogo,",
      '} from "../../domain/brand-sessions";',
      'export { idParamSchema } from "../../../shared/api-schemas";',
      'import "../../http/side-effect";',
      'const { csp } = await import("../../http/security-headers");',
      'vi.mock("../../images/logo-images", () => ({}));',
      'import { editor } from "./editor";',
    ].join("\n");
    expect(normalizeImports(file, text, SRC).split("\n")).toEqual([
      'import { Hono } from "hono";',
      'import type { AppDeps } from "@/server/app-deps";',
      "import {",
      "  getOwnedLogo,",
      '} from "@/server/domain/brand-sessions";',
      'export { idParamSchema } from "@/shared/api-schemas";',
      'import "@/server/http/side-effect";',
      'const { csp } = await import("@/server/http/security-headers");',
      'vi.mock("@/server/images/logo-images", () => ({}));',
      'import { editor } from "./editor";',
    ]);
  });

  it("leaves a path that climbs out of src as it is, and says where it is", () => {
    const text = 'import { start } from "../../../../scripts/start";\n';
    expect(normalizeImports(file, text, SRC)).toBe(text);
    expect(parentImports(file, text, SRC)).toEqual([
      { line: 1, specifier: "../../../../scripts/start", replacement: null },
    ]);
  });

  it("does not touch text that only looks like a path", () => {
    const text = 'const hint = "see ../docs";\nconst from = "../x";\n';
    expect(normalizeImports(file, text, SRC)).toBe(text);
  });
});

// Until the lead has run `npx tsx scripts/normalize-imports.ts` on main, this names every import
// the rewrite will change.
describe("the server's import style", () => {
  it("has no parent-relative import in src/server or src/shared", () => {
    const offenders = NORMALIZED_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((f) =>
      parentImports(f, fs.readFileSync(f, "utf8"))
        // A test may reach a script outside src (the providers' check report): no alias covers it.
        .filter((i) => i.replacement !== null)
        .map((i) => `${path.relative(ROOT, f)}:${i.line} ${i.specifier} (use ${i.replacement})`),
    );
    expect(offenders, "run `npx tsx scripts/normalize-imports.ts`").toEqual([]);
  });
});
