import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { track } from "./procs";
import { bytesBySource } from "./sourcemap";

/** The landing page: Lighthouse (mobile preset) on the served build, and its JS read from dist/web. */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type LandingJs = {
  files: Array<{ file: string; bytes: number; gzip: number }>;
  totalBytes: number;
  totalGzip: number;
  cssGzip: number;
  /** Where the bytes come from (source maps): raw bytes, and gzip bytes estimated pro rata per file. */
  composition: Array<{ group: string; bytes: number; gzipEstimate: number }>;
  /** React's development build (jsxDEV) in the bundle. */
  devBuild: boolean;
};

const STATIC_IMPORT = /\bimport\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
const STATIC_EXPORT_FROM = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.\/[^"']+\.js)["']/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(STATIC_EXPORT_FROM)].map((m) => m[1]!);
}

/** The JS the landing route loads: the entry, its static imports, and the home route's chunk with its own. */
export function landingJsFromDist(distDir: string): LandingJs {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  if (entries.length === 0) throw new Error("no module entry script found in dist/web/index.html");
  const seen = new Set<string>();
  const visit = (rel: string) => {
    const file = path.join(distDir, rel.replace(/^\//, ""));
    if (seen.has(file)) return;
    if (!fs.existsSync(file)) throw new Error(`${rel} is referenced but missing`);
    seen.add(file);
    const code = fs.readFileSync(file, "utf8");
    for (const spec of staticImports(code))
      visit(path.relative(distDir, path.resolve(path.dirname(file), spec)));
  };
  for (const entry of entries) visit(entry);
  const entryFile = path.join(distDir, entries[0]!.replace(/^\//, ""));
  const entryCode = fs.readFileSync(entryFile, "utf8");
  // The route table lazy-loads src/web/pages/home.tsx as a chunk named home-<hash>.js.
  const home = /import\(\s*[`"'](\.\/home-[\w-]+\.js)[`"']\s*\)/.exec(entryCode)?.[1];
  if (!home) throw new Error("the home route's lazy chunk was not found in the entry script");
  visit(path.relative(distDir, path.resolve(path.dirname(entryFile), home)));

  const files = [...seen].map((file) => {
    const data = fs.readFileSync(file);
    return {
      file: path.relative(distDir, file),
      bytes: data.length,
      gzip: zlib.gzipSync(data, { level: 9 }).length,
    };
  });
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const cssGzip = css.reduce(
    (sum, rel) =>
      sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, rel.replace(/^\//, ""))), { level: 9 }).length,
    0,
  );
  const composition = new Map<string, { bytes: number; gzipEstimate: number }>();
  for (const f of files) {
    const parts = bytesBySource(path.join(distDir, f.file));
    const total = [...parts.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [group, n] of parts) {
      const entry = composition.get(group) ?? { bytes: 0, gzipEstimate: 0 };
      entry.bytes += n;
      entry.gzipEstimate += (n / total) * f.gzip;
      composition.set(group, entry);
    }
  }
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    composition: [...composition.entries()]
      .map(([group, v]) => ({ group, bytes: v.bytes, gzipEstimate: Math.round(v.gzipEstimate) }))
      .sort((a, b) => b.gzipEstimate - a.gzipEstimate),
    totalBytes: files.reduce((s, f) => s + f.bytes, 0),
    totalGzip: files.reduce((s, f) => s + f.gzip, 0),
    cssGzip,
    devBuild: [...seen].some((file) => fs.readFileSync(file, "utf8").includes("jsxDEV")),
  };
}

export type LighthouseSummary = {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  scriptBytes: number;
  scriptRequests: number;
  requests: Array<{ url: string; type: string; transferSize: number }>;
  lcpElement?: string;
  opportunities: Array<{ id: string; title: string; savingsMs?: number; savingsBytes?: number }>;
  failed: Array<{ category: string; id: string; title: string }>;
  reportPath?: string;
};

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: {
    type?: string;
    items?: Array<Record<string, unknown>>;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
  };
};

export async function runLighthouse(url: string, reportPath?: string): Promise<LighthouseSummary> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: "silent",
  });
  if (chrome.process) track(chrome.process);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      maxWaitForLoad: 30_000,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportPath)
      fs.writeFileSync(reportPath, typeof result.report === "string" ? result.report : JSON.stringify(lhr));
    const audits = lhr.audits as unknown as Record<string, Audit>;
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const summary = audits["resource-summary"]?.details?.items ?? [];
    const byType = (type: string) => summary.find((i) => i.resourceType === type) ?? {};
    const network = audits["network-requests"]?.details?.items ?? [];
    const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;

    const opportunities = Object.values(audits)
      .filter(
        (a) =>
          (a.score ?? 1) < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map((a) => ({
        id: a.id,
        title: a.title,
        savingsMs: a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? a.metricSavings?.FCP,
        savingsBytes: a.details?.overallSavingsBytes,
      }))
      .filter((o) => (o.savingsMs ?? 0) > 0 || (o.savingsBytes ?? 0) > 0)
      .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
    const failed: LighthouseSummary["failed"] = [];
    for (const [categoryId, category] of Object.entries(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
        failed.push({ category: categoryId, id: audit.id, title: audit.title });
      }
    }
    const lcpItems = audits["largest-contentful-paint-element"]?.details?.items ?? [];
    const lcpNode = JSON.stringify(lcpItems).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];

    return {
      url,
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      },
      lcpMs: num("largest-contentful-paint"),
      fcpMs: num("first-contentful-paint"),
      tbtMs: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      speedIndexMs: num("speed-index"),
      totalBytes: Number(byType("total").transferSize ?? num("total-byte-weight")),
      scriptBytes: Number(byType("script").transferSize ?? Number.NaN),
      scriptRequests: Number(byType("script").requestCount ?? Number.NaN),
      requests: network.map((r) => ({
        url: String(r.url),
        type: String(r.resourceType),
        transferSize: Number(r.transferSize ?? 0),
      })),
      lcpElement: lcpNode?.replace(/\\"/g, '"'),
      opportunities: opportunities.slice(0, 6),
      failed,
      reportPath,
    };
  } finally {
    chrome.kill();
  }
}
