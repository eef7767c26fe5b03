/**
 * Records the landing page's "How to Use" walkthrough from the real product in demo mode, twice (a
 * desktop window and a phone), and encodes each as a short muted loop plus a poster frame:
 *   src/web/public/media/how-to-use.mp4               (H.264, 960 × 600, 24 fps, no audio, faststart)
 *   src/web/public/media/how-to-use-poster.webp       (the logos step, same size)
 *   src/web/public/media/how-to-use-phone.mp4         (H.264, 360 × 720: a phone, pixel for pixel)
 *   src/web/public/media/how-to-use-phone-poster.webp (the logos step, same size)
 * The landing shows the phone recording on narrow screens, where the desktop one would shrink its
 * text to a quarter of its size (issue 29, item 12).
 *
 * Usage: npx tsx scripts/record-how-to-video.ts [--only=wide|phone] [--keep]
 *   (--only records one of the two; --keep leaves the raw recordings in /tmp)
 *
 * Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and Debian's ffmpeg (apt-get install -y ffmpeg),
 * which both encodes the result and stands in for Playwright's own ffmpeg download while recording.
 * The outputs are committed, so neither CI nor the build needs ffmpeg.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { isBuildFresh } from "./build-stamp";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT_DIR = path.join(ROOT, "src/web/public/media");
type Variant = {
  name: "wide" | "phone";
  /** CSS pixels; the box in how-to-video.tsx takes the output's aspect ratio, so no letterboxing. */
  viewport: { width: number; height: number };
  out: { video: string; poster: string; width: number; height: number };
  crf: number;
  maxBytes: number;
  /** The pointer drawn into the recording: an arrow for a mouse, a fingertip dot for a phone. */
  pointer: "arrow" | "finger";
};

const VARIANTS: readonly Variant[] = [
  {
    name: "wide",
    viewport: { width: 1280, height: 800 },
    out: {
      video: path.join(OUT_DIR, "how-to-use.mp4"),
      poster: path.join(OUT_DIR, "how-to-use-poster.webp"),
      width: 960,
      height: 600,
    },
    crf: 30,
    maxBytes: 2 * 1024 * 1024,
    pointer: "arrow",
  },
  {
    // The narrowest common phone, recorded pixel for pixel: shown about 320 px wide on a 360 px
    // screen, its text keeps nine tenths of its size. (Playwright's recordings are in CSS pixels
    // whatever the device pixel ratio, so a 2x phone would give the same frames, only padded.)
    name: "phone",
    viewport: { width: 360, height: 720 },
    out: {
      video: path.join(OUT_DIR, "how-to-use-phone.mp4"),
      poster: path.join(OUT_DIR, "how-to-use-phone-poster.webp"),
      width: 360,
      height: 720,
    },
    // Fewer pixels than the desktop cut, so spend a little more on each: small text stays crisp.
    crf: 25,
    maxBytes: 1.5 * 1024 * 1024,
    pointer: "finger",
  },
];

const OUT_FPS = 24;
/** Rate at which the raw recording is sampled before cutting (Playwright records at 25 fps). */
const RAW_FPS = 25;
/** The encoded loop's target length; the raw recording is sped up by rawLength / target. */
const TARGET_SECONDS = 18;

const DESCRIPTION = "A cozy neighbourhood coffee shop roasting single-origin beans.";
/** Logo generation in demo mode is nearly instant; hold its loading view this long so it can be seen. */
const MIN_LOGO_LOADING_MS = 2200;

const FFMPEG = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
const keepRaw = process.argv.includes("--keep");
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function requireFfmpeg() {
  if (!fs.existsSync(FFMPEG)) {
    console.error(`ffmpeg was not found at ${FFMPEG}. Install it with: apt-get install -y ffmpeg`);
    process.exit(1);
  }
}

/**
 * Playwright records video by piping frames into its own ffmpeg build (`npx playwright install
 * ffmpeg`). Debian's ffmpeg accepts the same arguments (matroska in, VP9 out), so point a private
 * registry directory at it instead of downloading anything.
 */
function usePlaywrightFfmpegShim(tmp: string) {
  const browsers = JSON.parse(
    fs.readFileSync(path.join(ROOT, "node_modules/playwright-core/browsers.json"), "utf8"),
  ) as { browsers: Array<{ name: string; revision: string }> };
  const revision = browsers.browsers.find((b) => b.name === "ffmpeg")?.revision;
  if (!revision) throw new Error("playwright-core/browsers.json lists no ffmpeg revision");
  const registry = path.join(tmp, "ms-playwright");
  const dir = path.join(registry, `ffmpeg-${revision}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(FFMPEG, path.join(dir, "ffmpeg-linux"));
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
}

function ensureFreshBuild() {
  if (isBuildFresh(ROOT)) return;
  console.log("Build is stale: running scripts/build.ts ...");
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}

/**
 * Headless recordings show no mouse pointer, so draw one: an arrow that follows mousemove events
 * (kept across page loads in sessionStorage) and pulses on mousedown. It is a manual popover so it
 * can be raised into the top layer above modal <dialog>s, which no z-index reaches.
 */
const cursorScript = (pointer: Variant["pointer"]) => `(() => {
  const KEY = "__how_to_cursor";
  const FINGER = ${pointer === "finger"};
  const install = () => {
    if (document.getElementById(KEY)) return;
    const el = document.createElement("div");
    el.id = KEY;
    el.setAttribute("aria-hidden", "true");
    el.popover = "manual";
    el.style.cssText = "position:fixed;inset:auto;left:0;top:0;margin:0;padding:0;border:0;background:transparent;overflow:visible;width:26px;height:26px;z-index:2147483647;pointer-events:none;will-change:transform;";
    el.innerHTML = '<span style="position:absolute;left:-14px;top:-14px;width:28px;height:28px;border-radius:50%;background:rgba(79,70,229,.35);transform:scale(0);transition:transform .18s ease-out,opacity .3s;opacity:0"></span>' + (FINGER ?
      '<span style="position:absolute;left:-11px;top:-11px;width:22px;height:22px;border-radius:50%;background:rgba(15,23,42,.35);border:2px solid rgba(255,255,255,.9);box-shadow:0 1px 3px rgba(0,0,0,.3)"></span>' :
      '<svg width="26" height="26" viewBox="0 0 24 24" style="position:absolute;left:-3px;top:-2px;filter:drop-shadow(0 1px 2px rgba(0,0,0,.35))"><path d="M4 2l15 10.5-6.6 1.2 3.9 7.2-2.9 1.5-3.9-7.3L4 20z" fill="#0f172a" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>');
    document.documentElement.appendChild(el);
    let raisedOver; // undefined until first shown; then the modal dialog it was raised over, or null
    const raise = () => {
      const modal = document.querySelector("dialog:modal");
      if (modal === raisedOver) return;
      raisedOver = modal;
      try { el.hidePopover(); el.showPopover(); } catch {}
    };
    raise();
    const saved = JSON.parse(sessionStorage.getItem(KEY) || "null");
    const place = (x, y) => { el.style.transform = "translate(" + x + "px," + y + "px)"; };
    if (saved) place(saved.x, saved.y); else el.style.display = "none";
    addEventListener("mousemove", (e) => {
      el.style.display = "";
      raise();
      place(e.clientX, e.clientY);
      sessionStorage.setItem(KEY, JSON.stringify({ x: e.clientX, y: e.clientY }));
    }, true);
    const ring = el.firstElementChild;
    addEventListener("mousedown", () => { ring.style.opacity = "1"; ring.style.transform = "scale(1)"; }, true);
    addEventListener("mouseup", () => { ring.style.opacity = "0"; ring.style.transform = "scale(1.6)";
      setTimeout(() => { ring.style.transform = "scale(0)"; }, 300); }, true);
  };
  if (document.documentElement) install();
  else addEventListener("DOMContentLoaded", install);
})();`;

/** Moves the visible pointer to the element in a few steps, then clicks it. */
async function clickVisibly(page: Page, target: Locator, pauseMs = 250) {
  // Scroll the way a person does (smoothly, target in the middle) rather than jump; on a phone
  // most targets start below the fold.
  const offscreen = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top < 72 || box.bottom > window.innerHeight - 8;
  });
  if (offscreen) {
    await target.evaluate((el) => el.scrollIntoView({ behavior: "smooth", block: "center" }));
    await sleep(700);
  }
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await sleep(pauseMs);
  }
  await target.click();
}

async function typeVisibly(page: Page, target: Locator, text: string, delay: number) {
  await clickVisibly(page, target, 150);
  await target.pressSequentially(text, { delay });
}

/** Seconds into the raw recording: the part to keep, and waits inside it to cut out. */
type Marks = {
  start: number;
  end: number;
  cuts: Array<[number, number]>;
  poster: number;
  logoLoadingMs: number;
};

async function recordJourney(
  variant: Variant,
  baseUrl: string,
  videoDir: string,
): Promise<{ raw: string; marks: Marks; posterPng: Buffer }> {
  const { viewport } = variant;
  const { launchBrowser } = await import("../e2e/harness");
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport,
      recordVideo: {
        dir: videoDir,
        size: viewport,
      },
      acceptDownloads: true,
      reducedMotion: "no-preference",
    });
    await context.addInitScript(cursorScript(variant.pointer));
    // Signed in and paid before the recording starts, over HTTP: the video shows the product's
    // own steps, not the stand-ins for Google and Paddle (which production users never see).
    const { HttpClient } = await import("../e2e/http-client");
    const client = new HttpClient(baseUrl);
    await client.signIn("Dewi Lestari", "dewi@example.com");
    const checkout = (await (await client.json("/api/checkout", {})).json()) as { sessionId: string };
    const paid = await client.json("/api/checkout/demo", { sessionId: checkout.sessionId });
    if (paid.status !== 200) throw new Error(`the demo payment answered ${paid.status}`);
    await context.addCookies(
      [...client.cookies].map(([name, value]) => ({
        name,
        value,
        url: baseUrl,
        httpOnly: true,
        sameSite: "Lax" as const,
      })),
    );
    // Production users (with AI keys) never see the "API Key Missing" demo notice; skip it.
    await context.addInitScript(() => localStorage.setItem("demo-mode-acknowledged", "yes"));

    const t0 = Date.now();
    const page = await context.newPage();
    const at = () => (Date.now() - t0) / 1000;
    const cuts: Array<[number, number]> = [];
    /** Cuts a plain wait (a slow render, images arriving) down to `keep` seconds at each end. */
    const cutWait = async (wait: () => Promise<unknown>, keepBefore: number, keepAfter: number) => {
      const from = at() + keepBefore;
      await wait();
      const to = at() - keepAfter;
      if (to - from > 0.2) cuts.push([from, to]);
    };
    page.setDefaultTimeout(20_000);
    // Anything the product logs as broken during the recording is worth knowing about.
    page.on("pageerror", (error) => console.warn(`[page error @${at().toFixed(1)}s] ${error.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning")
        console.warn(`[console.${msg.type()} @${at().toFixed(1)}s] ${msg.text()}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 400)
        console.warn(`[HTTP ${res.status()} @${at().toFixed(1)}s] ${res.request().method()} ${res.url()}`);
    });

    let logoLoadingMs = 0;
    await page.route(/\/api\/sessions\/[^/]+\/logos$/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const started = Date.now();
      const response = await route.fetch();
      const body = await response.body();
      logoLoadingMs = Date.now() - started;
      await sleep(Math.max(0, MIN_LOGO_LOADING_MS - logoLoadingMs));
      await route.fulfill({ response, body });
    });

    // 1. Landing, already signed in (the sign-in and payment screens are not part of the story).
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
    await page.getByRole("button", { name: /Account menu for Dewi Lestari/ }).waitFor();
    await page.mouse.move(viewport.width * 0.64, viewport.height * 0.52);
    await page.evaluate(() => document.fonts.ready);
    await sleep(300);
    const start = at();
    await sleep(900);

    // 2. Category and description.
    await clickVisibly(page, page.getByRole("button", { name: "Sculpt Your Brand Today" }));
    await page
      .getByRole("heading", { name: "What kind of business are you creating a brand for?" })
      .waitFor();
    await sleep(700);
    await clickVisibly(page, page.getByRole("radio", { name: /Food & Beverage/ }), 350);
    await page.getByRole("heading", { name: "Tell us more about your Food & Beverage" }).waitFor();
    await sleep(400);
    await typeVisibly(page, page.getByLabel("Business Description"), DESCRIPTION, 8);
    await sleep(500);
    await clickVisibly(page, page.getByRole("button", { name: "Generate Brand Names" }));

    // 3. Names: pick the first.
    // Demo mode names its offline generator in this heading; live mode says "AI-generated".
    await page.getByRole("heading", { name: /^Here are your .*brand names/ }).waitFor();
    await waitForCount(page.getByRole("radio"), 3);
    await sleep(1500);
    await clickVisibly(page, page.getByRole("radio").first(), 400);

    // 4. Logo loading view (a few seconds of it), then the logos once every image is drawn (no
    // empty tiles): pick the first.
    await page.getByRole("heading", { name: /^Designing logos for / }).waitFor();
    await cutWait(
      async () => {
        await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor();
        await waitForCount(page.getByRole("radio"), 2);
        await waitForImages(page);
      },
      2.6,
      0,
    );
    await sleep(300);
    const poster = at();
    const posterPng = await page.screenshot({ type: "png", style: "#__how_to_cursor{visibility:hidden}" });
    await sleep(1200);
    await clickVisibly(page, page.getByRole("radio").first(), 400);

    // 5. Download: the brand is paid for, so the full-resolution file comes at once.
    await cutWait(
      async () => {
        await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
        await waitForImages(page);
      },
      0,
      0,
    );
    await sleep(1300);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      (async () => {
        await clickVisibly(page, page.getByRole("button", { name: "Download Logo" }), 350);
        // The first download asks once what it means (docs/product.md#download): let it be read.
        const confirm = page.getByRole("dialog").getByRole("button", { name: "Download", exact: true });
        await confirm.waitFor();
        await sleep(1600);
        await clickVisibly(page, confirm, 350);
      })(),
    ]);
    await download.path();
    await page.getByRole("button", { name: "Download Again" }).waitFor();
    await sleep(1500);
    const end = at();

    const video = page.video();
    await context.close();
    if (!video) throw new Error("no video was recorded");
    return { raw: await video.path(), marks: { start, end, cuts, poster, logoLoadingMs }, posterPng };
  } finally {
    await browser.close();
  }
}

async function waitForCount(locator: Locator, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await locator.count()) !== count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} of ${locator}`);
    await sleep(50);
  }
}

/**
 * Every image on screen loaded, decoded and painted (so no frame shows an empty tile). Lazy images
 * below a phone's fold do not load until scrolled to, so only those in view are awaited.
 */
async function waitForImages(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images)
        .filter((img) => img.complete)
        .map((img) => img.decode().catch(() => {})),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

function probeSeconds(file: string): number {
  try {
    const out = execFileSync(FFMPEG, ["-hide_banner", "-i", file], { encoding: "utf8", stdio: "pipe" });
    return parseDuration(out);
  } catch (error) {
    // `ffmpeg -i` with no output exits 1 but prints the input's details on stderr.
    return parseDuration(String((error as { stderr?: string }).stderr ?? ""));
  }
}

function parseDuration(text: string): number {
  const m = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : Number.NaN;
}

/** Length of the kept part of the raw recording, in seconds. */
function keptSeconds(marks: Marks): number {
  return marks.end - marks.start - marks.cuts.reduce((sum, [from, to]) => sum + (to - from), 0);
}

function encode(variant: Variant, raw: string, marks: Marks): { speed: number } {
  const { out } = variant;
  const speed = Math.min(2.5, Math.max(1.5, keptSeconds(marks) / TARGET_SECONDS));
  // Keep [start, end] minus the cuts, renumber the kept frames back to back, speed up.
  const keep = [
    `between(t,${marks.start.toFixed(3)},${marks.end.toFixed(3)})`,
    ...marks.cuts.map(([from, to]) => `not(between(t,${from.toFixed(3)},${to.toFixed(3)}))`),
  ].join("*");
  // Playwright writes frames only when the page changes, so make the stream constant-rate first.
  const filters = [
    `fps=${RAW_FPS}`,
    `select='${keep}'`,
    `setpts=N/(${RAW_FPS}*${speed.toFixed(3)})/TB`,
    `fps=${OUT_FPS}`,
    `scale=${out.width}:${out.height}:flags=lanczos`,
    "format=yuv420p",
  ].join(",");
  const tmpOut = `${out.video}.tmp.mp4`;
  execFileSync(
    FFMPEG,
    [
      ["-hide_banner", "-loglevel", "error", "-y", "-i", raw],
      ["-vf", filters, "-an"],
      ["-c:v", "libx264", "-preset", "slow", "-crf", String(variant.crf), "-tune", "animation"],
      ["-profile:v", "high", "-pix_fmt", "yuv420p", "-g", String(OUT_FPS * 4)],
      ["-movflags", "+faststart", "-map_metadata", "-1", tmpOut],
    ].flat(),
    { stdio: "inherit" },
  );
  fs.renameSync(tmpOut, out.video);
  return { speed };
}

async function writePoster(variant: Variant, png: Buffer) {
  const { out } = variant;
  await sharp(png)
    .resize(out.width, out.height, { kernel: "lanczos3" })
    .webp({ quality: 78, effort: 6 })
    .toFile(out.poster);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Records and encodes one variant; returns false when its video is over its size budget. */
async function produce(variant: Variant, baseUrl: string, tmp: string): Promise<boolean> {
  const { raw, marks, posterPng } = await recordJourney(variant, baseUrl, path.join(tmp, variant.name));
  const { out } = variant;
  const { speed } = encode(variant, raw, marks);
  // The poster is a screenshot taken at the logos step (sharper than a decoded video frame).
  await writePoster(variant, posterPng);

  const rawSeconds = probeSeconds(raw);
  const outSeconds = probeSeconds(out.video);
  const videoBytes = fs.statSync(out.video).size;
  const posterBytes = fs.statSync(out.poster).size;
  const cut = marks.cuts.map(([from, to]) => `${from.toFixed(1)}-${to.toFixed(1)} s`).join(", ");
  console.log(`${variant.name} (${variant.viewport.width}x${variant.viewport.height}):`);
  console.log(
    `raw recording:  ${rawSeconds.toFixed(1)} s; journey ${marks.start.toFixed(1)}-${marks.end.toFixed(1)} s`,
  );
  console.log(`                minus waits ${cut || "(none)"} = ${keptSeconds(marks).toFixed(1)} s kept`);
  console.log(
    `                (logo generation took ${marks.logoLoadingMs} ms, its view held ${MIN_LOGO_LOADING_MS} ms;`,
  );
  console.log(`                poster taken at ${marks.poster.toFixed(1)} s)`);
  console.log(`sped up:        ${speed.toFixed(2)}x`);
  console.log(
    `${path.relative(ROOT, out.video)}: ${kb(videoBytes)} (${videoBytes} bytes), ${outSeconds.toFixed(1)} s, ${out.width}x${out.height} @ ${OUT_FPS} fps`,
  );
  console.log(`${path.relative(ROOT, out.poster)}: ${kb(posterBytes)} (${posterBytes} bytes)`);
  if (keepRaw) console.log(`raw recording kept: ${raw}`);
  if (videoBytes >= variant.maxBytes) {
    console.error(`The ${variant.name} video is ${kb(videoBytes)}, over its ${kb(variant.maxBytes)} budget.`);
    return false;
  }
  return true;
}

async function main() {
  const variants = VARIANTS.filter((v) => !only || v.name === only);
  if (variants.length === 0) {
    console.error(`--only must be one of: ${VARIANTS.map((v) => v.name).join(", ")}`);
    process.exit(1);
  }
  requireFfmpeg();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "how-to-video-"));
  usePlaywrightFfmpegShim(tmp);
  ensureFreshBuild();
  fs.mkdirSync(OUT_DIR, { recursive: true });

  let withinBudget = true;
  for (const variant of variants) {
    // A fresh server (and data directory) per recording, so each starts from the same empty account.
    const { startServer } = await import("../e2e/harness");
    const server = await startServer();
    try {
      withinBudget = (await produce(variant, server.url, tmp)) && withinBudget;
    } catch (error) {
      console.error(server.output());
      throw error;
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  if (!keepRaw) fs.rmSync(tmp, { recursive: true, force: true });
  if (!withinBudget) process.exit(1);
}

await main();
