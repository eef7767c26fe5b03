import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fileBaseName } from "../src/shared/filenames";
import {
  checkFonts,
  checkLogoPixels,
  expectedKitPaths,
  openEveryFile,
  parsePdf,
  primaryLayoutOf,
  unzipKit,
} from "../src/test/kit-checks";
import { chooseFirstName, payInDemoCheckout, signInFromLanding, startBrandInWizard } from "./flows";
import {
  expectAccessible,
  hasChromium,
  newContext,
  recordToasts,
  screenshot,
  useServerAndBrowser,
  waitForToast,
} from "./harness";

describe.skipIf(!hasChromium)("the brand kit (demo mode)", () => {
  const shared = useServerAndBrowser();

  it("previews the kit before payment, then pays, downloads the kit and every file in it opens", async () => {
    const context = await newContext(shared.browser);
    await recordToasts(context);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, "Ayu Pratiwi", "ayu@example.com");
    await startBrandInWizard(page);
    const brandName = await chooseFirstName(page);
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();

    // Before payment: the kit is previewed, watermarked, and cannot be downloaded.
    const kit = page.getByRole("region", { name: "Your brand kit" });
    await kit.waitFor();
    await kit.getByText(/Watermarked previews/).waitFor();
    const tiles = kit.locator("img");
    await expect.poll(() => tiles.count()).toBe(7);
    await expect
      .poll(() => tiles.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)), {
        timeout: 20_000,
      })
      .toBe(true);
    const favicon = kit.locator('img[src*="favicon-16"]');
    expect(await favicon.evaluate((i) => (i as HTMLImageElement).getBoundingClientRect().width)).toBe(16);
    const profileUrl = await kit.locator('img[src*="/profile"]').getAttribute("src");
    const markedTile = await context.request.get(`${shared.server.url}${profileUrl}`);
    expect(markedTile.headers()["x-kit-preview"]).toBe("watermarked");
    expect(await page.getByRole("button", { name: "Download brand kit" }).count()).toBe(0);
    await expectAccessible(page, "download step with kit preview");
    await kit.scrollIntoViewIfNeeded();
    await screenshot(page, "kit-preview-trial-1280");
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, "kit-preview-trial-360");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Pay through the demo checkout: back at step 5 of this brand, with the clean logo.
    await page.getByRole("link", { name: "Unlock download: $24.99" }).click();
    await payInDemoCheckout(page);
    await page.waitForURL(/\/\?step=download&brand=([0-9a-f-]{36})$/, { timeout: 10_000 });
    const brandId = new URL(page.url()).searchParams.get("brand")!;
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await kit.getByText("Everything below is in your kit, at full quality.").waitFor();
    const cleanTile = await context.request.get(
      `${shared.server.url}${await kit.locator('img[src*="/profile"]').getAttribute("src")}`,
    );
    expect(cleanTile.headers()["x-kit-preview"]).toBe("clean");

    // The kit: progress while it builds, then the zip.
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 150_000 }),
      (async () => {
        await page.getByRole("button", { name: "Download brand kit" }).click();
        // The first download asks once what it means (docs/product.md#download).
        await page.getByRole("dialog").getByRole("button", { name: "Download", exact: true }).click();
        await page.getByRole("progressbar", { name: "Brand kit progress" }).waitFor();
        await screenshot(page, "kit-building-1280");
      })(),
    ]);
    const base = fileBaseName(brandName);
    expect(download.suggestedFilename()).toBe(`${base}_brand_kit.zip`);
    await waitForToast(page, "Brand kit downloaded");
    // The kit has its own state; the PNG was not downloaded, so it is not "Download Again".
    await page.getByRole("button", { name: "Download brand kit again" }).waitFor();
    await page.getByRole("button", { name: "Download Logo" }).waitFor();

    const unzipped = unzipKit(fs.readFileSync((await download.path())!));
    expect(unzipped.root).toBe(`${base}_brand_kit`);
    const layout = primaryLayoutOf(unzipped);
    for (const path of expectedKitPaths(base, layout)) expect(unzipped.files.has(path), path).toBe(true);
    checkFonts(unzipped);
    const opened = await openEveryFile(unzipped);
    expect(opened[".png"]).toBeGreaterThan(40);
    expect(opened[".pdf"]).toBeGreaterThan(5);
    expect(opened[".svg"]).toBeGreaterThan(5);
    await checkLogoPixels(unzipped);
    expect(unzipped.files.get(`logo/${base}_logo.svg`)!.toString("utf8")).not.toMatch(/<text\b/);
    expect(parsePdf(unzipped.files.get("brand-guidelines.pdf")!).pages).toBe(7);

    // The brand page offers the kit and the certificate again.
    await page.goto(`${shared.server.url}/brands/${brandId}`);
    await page.getByRole("button", { name: "Download brand kit again" }).waitFor();
    const [certificate] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Licence certificate" }).click(),
    ]);
    expect(certificate.suggestedFilename()).toBe(`${base}_licence_certificate.pdf`);
    expect(parsePdf(fs.readFileSync((await certificate.path())!)).pages).toBe(1);
    await expectAccessible(page, "brand page with kit");
    await screenshot(page, "kit-brand-page-1280");
  }, 300_000);
});
