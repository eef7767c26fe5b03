import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../src/test/session-client";
import { createTestApp, type TestApp } from "../src/test/test-app";
import { loadFitSet } from "./eval-fit/fit-set";
import { runBusiness } from "./eval-fit/run-business";
import { type BusinessRun, formatSummary, scoreRuns } from "./eval-fit/score";

/**
 * A floor under the fit evaluation (decision 015): twelve businesses of the frozen set, two per
 * category, three in Indonesian, through the real API in-process as new users. The floors are
 * what main reached when the evaluation was written, less a margin; they only ever go up. The
 * full set is `npm run eval:fit`.
 */
const SUBSET = [
  "fb-oolong-tea-house",
  "fb-nasi-padang-depok",
  "sv-barbershop-brooklyn",
  "sv-bengkel-motor-jogja",
  "dp-stargazing-app",
  "dp-aplikasi-kasir",
  "rt-vinyl-records",
  "rt-camping-gear",
  "ag-freight-forwarder",
  "ag-real-estate-lisbon",
  "ot-riding-stable",
  "ot-community-choir",
];

/**
 * Percentages. On main when this was written (2026-11-24) the subset scored symbol fit 33.3,
 * names clean 50.0, recurring names 0.0, options with a pictogram 50.0; the floors are one
 * business (or two options) below. Raise them when the fit work lands; never lower them to make a
 * change pass.
 */
// One business under the figures after the brief, the icon vocabulary and names from the brief
// (9 of 12 symbols fit, as recorded honestly: what each icon draws; 12 of 12 name sets clean; no
// recurring names; every option a pictogram).
// Raised after three icon sets and trade metaphors (decision 017): 11 of 12 symbols fit, 12 of 12
// name sets clean, no recurring names, every option a pictogram; symbol fit one business below.
const FLOORS = { symbolFit: 83, namesClean: 91, recurringNamesAtMost: 5, pictogramOptionsAtLeast: 91 };

/**
 * The offline generators are seeded from the brand's id, which the database draws at random; the
 * test gives each brand an id derived from its business so the figures repeat from run to run.
 */
function pinnedId(businessId: string): string {
  const h = createHash("sha256").update(`fit-floor|${businessId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

describe("the fit evaluation's floor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("keeps symbol fit, clean names and recurring names at or above the recorded floors", async () => {
    const set = loadFitSet().businesses;
    const businesses = SUBSET.map((id) => set.find((b) => b.id === id)!);
    expect(businesses.every(Boolean)).toBe(true);
    const runs: BusinessRun[] = [];
    for (const business of businesses) {
      const { client } = await signIn(t, { name: "Fit Floor", email: `floor-${business.id}@example.com` });
      runs.push(
        await runBusiness(client, business, {
          afterStart: async (sessionId) => {
            const id = pinnedId(business.id);
            await sql`update user_sessions set session_id = ${id}::uuid where session_id = ${sessionId}::uuid`.execute(
              t.database.db,
            );
            return id;
          },
        }),
      );
    }
    const { scores, summary } = scoreRuns(businesses, runs);
    const report = formatSummary(summary, scores, 12);
    expect(
      runs.filter((r) => r.error).map((r) => `${r.id}: ${r.error}`),
      report,
    ).toEqual([]);
    const pictogramOptions = 100 - summary.noPictogramOptions;
    expect(summary.symbolFit, report).toBeGreaterThanOrEqual(FLOORS.symbolFit);
    expect(summary.namesClean, report).toBeGreaterThanOrEqual(FLOORS.namesClean);
    expect(summary.recurringNames, report).toBeLessThanOrEqual(FLOORS.recurringNamesAtMost);
    expect(pictogramOptions, report).toBeGreaterThanOrEqual(FLOORS.pictogramOptionsAtLeast);
  }, 60_000);
});
