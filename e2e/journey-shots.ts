import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { settleAnimations } from "./harness";

/** Issue 29's screenshots for review: JOURNEY_SHOTS, or test-results/journey-shots next to the worktree. */
export const SHOTS =
  process.env.JOURNEY_SHOTS ?? path.join(import.meta.dirname, "../test-results/journey-shots");

/** The viewport once its animations have settled, as `<name>.png`. */
export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await settleAnimations(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}
