/**
 * `npm run eval:fit`: the fit evaluation (issue 25, decision 015). Every business of the frozen set
 * (eval/fit-set.json) goes through the real API over HTTP as a new demo user: a brand with its
 * category and description, a name run, the first name chosen, a logo run, each option's design
 * read from the logo editor state. Prints symbol fit, names clean, recurring names and the worst
 * cases against the targets.
 *
 * Options: --limit N, --only id[,id], --json out.json, --concurrency N (at most 2), --worst N,
 * --rescore earlier.json (score stored runs again without running them), --set file.json (another
 * labelled set in the same format, e.g. eval/dev-set.json for tuning: the frozen set only measures).
 * EVAL_BASE_URL=http://host:port uses a running server (with the demo sign-in) instead of
 * starting one offline from source.
 */
import fs from "node:fs";
import path from "node:path";
import { loadFitSet } from "./eval-fit/fit-set";
import { signInOverHttp, startEvalServer } from "./eval-fit/http";
import { runBusiness } from "./eval-fit/run-business";
import { type BusinessRun, formatSummary, scoreRuns, TARGETS } from "./eval-fit/score";

const root = path.resolve(import.meta.dirname, "..");

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

/** The frozen set, or the one `--set` names. */
function chosenSet() {
  const file = option("set");
  return file ? loadFitSet(path.resolve(file)) : loadFitSet();
}

/** Scores the runs stored in an earlier report again (after a change to the scoring only). */
function rescore(file: string) {
  const set = chosenSet();
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    scores: Array<Pick<BusinessRun, "id" | "names" | "chosenName" | "logos" | "error">>;
    designs: Record<string, unknown[]>;
  };
  const runs: BusinessRun[] = report.scores.map((s) => ({
    id: s.id,
    names: s.names,
    chosenName: s.chosenName,
    logos: s.logos,
    designs: report.designs[s.id] ?? [],
    ...(s.error ? { error: s.error } : {}),
  }));
  const ids = new Set(runs.map((r) => r.id));
  return { set, businesses: set.businesses.filter((b) => ids.has(b.id)), runs };
}

function report(
  set: ReturnType<typeof loadFitSet>,
  businesses: ReturnType<typeof loadFitSet>["businesses"],
  runs: BusinessRun[],
  source: string,
) {
  const { scores, summary } = scoreRuns(businesses, runs);
  console.log(formatSummary(summary, scores, Number(option("worst") ?? 25)));
  const jsonOut = option("json");
  if (jsonOut) {
    const body = {
      generatedAt: new Date().toISOString(),
      baseUrl: source,
      set: { version: set.version, businesses: businesses.length },
      targets: TARGETS,
      summary,
      scores,
      designs: Object.fromEntries(runs.map((r) => [r.id, r.designs])),
    };
    fs.writeFileSync(jsonOut, `${JSON.stringify(body, null, 2)}\n`);
    console.error(`Wrote ${jsonOut}`);
  }
}

async function main() {
  const again = option("rescore");
  if (again) {
    const { set, businesses, runs } = rescore(again);
    report(set, businesses, runs, `rescored from ${again}`);
    return;
  }
  const set = chosenSet();
  let businesses = set.businesses;
  const only = option("only");
  if (only) {
    const ids = new Set(only.split(","));
    businesses = businesses.filter((b) => ids.has(b.id));
    const missing = [...ids].filter((id) => !businesses.some((b) => b.id === id));
    if (missing.length) throw new Error(`not in the set: ${missing.join(", ")}`);
  }
  const limit = option("limit");
  if (limit) businesses = businesses.slice(0, Number(limit));
  const concurrency = Math.max(1, Math.min(2, Number(option("concurrency") ?? 2)));

  const external = process.env.EVAL_BASE_URL?.trim() || undefined;
  const server = external ? null : await startEvalServer(root);
  const baseUrl = external ?? server!.url;
  console.error(
    `Evaluating ${businesses.length} businesses against ${baseUrl} (${concurrency} at a time)...`,
  );
  const stamp = Date.now().toString(36);
  const runs: BusinessRun[] = new Array(businesses.length);
  const started = performance.now();
  let next = 0;
  let done = 0;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (;;) {
          const i = next++;
          if (i >= businesses.length) return;
          const business = businesses[i]!;
          let run: BusinessRun;
          try {
            const client = await signInOverHttp(baseUrl, {
              name: "Fit Evaluation",
              email: `eval-${stamp}-${business.id}@example.com`,
            });
            run = await runBusiness(client, business);
          } catch (error) {
            run = {
              id: business.id,
              names: [],
              chosenName: null,
              logos: [],
              designs: [],
              error: error instanceof Error ? error.message : String(error),
            };
          }
          runs[i] = run;
          done++;
          if (done % 10 === 0 || done === businesses.length) {
            console.error(
              `  ${done}/${businesses.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
            );
          }
        }
      }),
    );
  } finally {
    await server?.stop();
  }

  report(set, businesses, runs, external ? baseUrl : "offline server started from source");
}

await main();
