import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house's import directions (decision 019), checked on every source file:
 * - `src/web` and `src/server` never import each other; both may import `src/shared`, which imports
 *   neither. The one exception is the API's type for the typed client (type-only, decision 004).
 * - On the web side: app -> pages -> features -> components and lib. Components and lib import no
 *   feature, page or app module; a feature imports no other feature (except those listed below),
 *   page or app module; pages import no app module.
 * - No import circles anywhere in `src`, type-only imports included.
 */

const ROOT = path.resolve(import.meta.dirname, "..");

/** Cross-feature imports that are part of the design, each with its reason. */
const ALLOWED_FEATURE_IMPORTS: Record<string, string> = {
  "wizard -> kit": "step 5 shows and downloads the brand kit, the kit feature's own components",
  "wizard -> mockups": "step 4 previews each option on a card and step 5 shows the scenes carousel",
  "editor -> mockups": "the editor shows one scene that follows the edits",
  "wizard -> auth":
    "a new brand runs the get-started checks against the signed-in person's current state (trial, purchases)",
};

type Edge = { from: string; to: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(): Edge[] {
  const files = sourceFiles(path.join(ROOT, "src")).map((f) => path.relative(ROOT, f));
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith("@/")
      ? path.join("src", spec.slice(2))
      : spec.startsWith(".")
        ? path.join(path.dirname(from), spec)
        : null;
    if (base === null) return null;
    return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate)) ?? null;
  };
  const edges: Edge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(ROOT, from), "utf8");
    // Static imports and re-exports; a dynamic import() is a lazy edge and breaks no circle.
    for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+"([^"]+)"/gm)) {
      const to = resolve(from, match[2] ?? "");
      if (to) edges.push({ from, to, typeOnly: Boolean(match[1]) });
    }
  }
  return edges;
}

/** Which part of the house a file is in: "web/features/wizard", "web/lib", "server", "shared"... */
function area(file: string): string {
  const parts = file.split(path.sep);
  if (parts[1] !== "web") return parts[1] ?? "";
  if (parts[2] === "features") return `web/features/${parts[3]}`;
  return `web/${parts[2]}`;
}

function forbidden(edge: Edge): string | null {
  const from = area(edge.from);
  const to = area(edge.to);
  const side = (a: string) => a.split("/")[0];
  if (side(from) === "web" && side(to) === "server") {
    const apiType = edge.from === path.join("src", "web", "lib", "api.ts") && edge.typeOnly;
    return apiType ? null : "the web imports the server";
  }
  if (side(from) === "server" && side(to) === "web") return "the server imports the web";
  if (from === "shared" && to !== "shared") return "shared imports a side";
  if (side(from) !== "web" || from === to) return null;
  const layer = (a: string) => (a.startsWith("web/features/") ? "web/features" : a);
  const high = new Set(["web/features", "web/pages", "web/app"]);
  if ((from === "web/components" || from === "web/lib") && high.has(layer(to)))
    return `${from} imports ${to}`;
  if (layer(from) === "web/features") {
    if (to === "web/pages" || to === "web/app") return `a feature imports ${to}`;
    if (layer(to) === "web/features") {
      const pair = `${from.split("/")[2]} -> ${to.split("/")[2]}`;
      return pair in ALLOWED_FEATURE_IMPORTS ? null : `feature ${pair}`;
    }
  }
  if (from === "web/pages" && to === "web/app") return "a page imports the app";
  return null;
}

function circles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's strongly connected components: any with two or more files is a circle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("import boundaries", () => {
  const edges = importGraph();

  it("reads the real import graph", () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({
      from: path.join("src", "web", "lib", "api.ts"),
      to: path.join("src", "server", "app.ts"),
      typeOnly: true,
    });
  });

  it("keeps every import in its allowed direction", () => {
    const broken = edges.flatMap((edge) => {
      const why = forbidden(edge);
      return why ? [`${edge.from} -> ${edge.to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("finds a forbidden import when there is one", () => {
    const file = (...parts: string[]) => path.join("src", ...parts);
    const check = (from: string, to: string, typeOnly = false) => forbidden({ from, to, typeOnly });
    expect(check(file("web", "features", "kit", "a.ts"), file("web", "features", "wizard", "b.ts"))).toBe(
      "feature kit -> wizard",
    );
    expect(check(file("web", "lib", "a.ts"), file("web", "features", "kit", "b.ts"))).toBe(
      "web/lib imports web/features/kit",
    );
    expect(check(file("web", "pages", "a.tsx"), file("server", "app.ts"), true)).toBe(
      "the web imports the server",
    );
    expect(check(file("shared", "a.ts"), file("server", "b.ts"))).toBe("shared imports a side");
    expect(
      check(file("web", "features", "wizard", "a.ts"), file("web", "features", "kit", "b.ts")),
    ).toBeNull();
  });

  it("has no import circles", () => {
    expect(circles(edges)).toEqual([]);
    expect(
      circles([
        { from: "a", to: "b", typeOnly: true },
        { from: "b", to: "a", typeOnly: false },
      ]),
    ).toEqual([["a", "b"]]);
  });
});
