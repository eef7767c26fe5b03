import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPngText } from "../src/server/images/png-text";
import { JOURNEY_DESCRIPTION, signInFromLanding, startBrandInWizard } from "./flows";
import {
  expectAccessible,
  hasChromium,
  newContext,
  recordToasts,
  screenshot,
  useServerAndBrowser,
  waitForToast,
} from "./harness";

describe.skipIf(!hasChromium)("a new user's whole journey (demo mode)", () => {
  const shared = useServerAndBrowser();

  it("signs in, builds a brand, is refused the download, pays, downloads, and is told at once what another brand needs", async () => {
    const context = await newContext(shared.browser);
    await recordToasts(context);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url);
    await expect.poll(() => page.getByText("You have successfully signed in.").count()).toBeGreaterThan(0);

    await startBrandInWizard(page);
    await expect.poll(() => page.getByText("Step 3 of 5").count()).toBe(1);
    await expectAccessible(page, "names step");
    await screenshot(page, "journey-names-1280");

    // Reload keeps the step and the data.
    await page.reload();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();
    await expect.poll(() => page.getByRole("radio").count()).toBe(3);

    const firstName = (await page.getByRole("radio").first().locator("span").first().textContent())!.trim();
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole("radio").count()).toBe(2);
    await expectAccessible(page, "logos step");
    await screenshot(page, "journey-logos-1280");

    // At the trial's limit the regenerate button is disabled and says why (the server refuses it too).
    expect(await page.getByRole("button", { name: "Generate New Logos" }).isDisabled()).toBe(true);
    await page.getByText("Free trial: 1 of 1 logo runs used").waitFor();
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await expect.poll(() => page.getByText(firstName, { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, "download step");
    await screenshot(page, "journey-download-trial-1280");

    // Refused download: the Premium Feature toast, and nothing is downloaded.
    await page.getByRole("button", { name: "Download Logo" }).click();
    await page.getByText("Logo download is a premium feature. Please upgrade to continue.").waitFor();

    // Pay through the demo checkout.
    await page.getByRole("link", { name: "Unlock download: $24.99" }).click();
    await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
    await expectAccessible(page, "payment");
    await screenshot(page, "payment-1280");
    await page.getByRole("button", { name: "Pay $24.99" }).click();
    const dialog = page.getByRole("dialog", { name: "Demo checkout" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(/no card is charged/).count()).toBe(1);
    await dialog.getByRole("button", { name: "Complete demo payment" }).click();
    await page.waitForURL(/\/success\?session_id=[0-9a-f-]{36}&payment_id=demo_txn_/);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor({ timeout: 20_000 });
    // The receipt summary: amount, transaction and brand.
    await page.getByText(/^demo_txn_[0-9a-f]+$/).waitFor();
    await page.getByText("$24.99", { exact: true }).waitFor();
    await expectAccessible(page, "success");
    await screenshot(page, "success-1280");

    // After paying, the brand opens at step 5 with the clean logo (docs/product.md#screens): its logo
    // was chosen before paying. Back from there is the logo step, where regeneration is now allowed.
    await page.waitForURL(/\/\?step=download&brand=[0-9a-f-]{36}$/, { timeout: 10_000 });
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor();
    await page.getByText("Logo runs: 0 of 3").waitFor();

    // Back to the names, and another name: the logo step shows only logos made for that name.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();
    const secondName = (await page.getByRole("radio").nth(1).locator("span").first().textContent())!.trim();
    expect(secondName).not.toBe(firstName);
    await page.getByRole("radio").nth(1).click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    await page.getByText(`Previews for ${secondName}.`).waitFor();
    await page.getByText("Logo runs: 1 of 3").waitFor();
    const current = (await (
      await context.request.get(`${shared.server.url}/api/sessions/current`)
    ).json()) as {
      session: { logos: Array<{ id: string; name: string }> };
    };
    const shown = await page
      .getByRole("radio")
      .locator("img")
      .evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).src.match(/logos\/([0-9a-f-]{36})/)![1]),
      );
    expect(shown).toHaveLength(2);
    for (const id of shown) expect(current.session.logos.find((l) => l.id === id)?.name).toBe(secondName);
    await page.getByRole("radio").nth(1).click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await screenshot(page, "journey-download-paid-1280");

    // Chromium's download event gives the file: a full-size PNG named after the brand, made for it.
    const [pngDownload] = await Promise.all([
      page.waitForEvent("download"),
      (async () => {
        await page.getByRole("button", { name: "Download Logo" }).click();
        // The first download asks once what it means (docs/product.md#download).
        await page.getByRole("dialog").getByRole("button", { name: "Download", exact: true }).click();
      })(),
    ]);
    const base = secondName
      .replace(/\s+/g, "_")
      .replace(/[^\p{L}\p{N}_]/gu, "")
      .replace(/_+/g, "_");
    expect(pngDownload.suggestedFilename()).toBe(`${base}_logo.png`);
    const pngBytes = fs.readFileSync((await pngDownload.path())!);
    const png = await sharp(pngBytes).metadata();
    expect([png.format, png.width, png.height]).toEqual(["png", 1024, 1024]);
    expect(readPngText(pngBytes).Title).toBe(secondName);
    await page.getByRole("button", { name: "Download Again" }).waitFor();

    const [jpgDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Compressed Version" }).click(),
    ]);
    expect(jpgDownload.suggestedFilename()).toBe(`${base}_logo_compressed.jpg`);
    expect((await sharp(fs.readFileSync((await jpgDownload.path())!)).metadata()).format).toBe("jpeg");

    // Create Another Brand runs the get-started checks first (issue 29, point 1): the trial and
    // this package are used, so it says so at once and the brand stays on screen.
    await page.getByRole("button", { name: "Create Another Brand" }).click();
    await waitForToast(page, "No Active Premium Sessions");
    expect(new URL(page.url()).searchParams.get("step")).toBe("download");
    void JOURNEY_DESCRIPTION;
  });
});
