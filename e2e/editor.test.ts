import fs from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPngText } from "../src/server/images/png-text";
import { logoFileName } from "../src/shared/filenames";
import { chooseFirstName, payInDemoCheckout, signInFromLanding, startBrandInWizard } from "./flows";
import { expectAccessible, hasChromium, newContext, screenshot, useServerAndBrowser } from "./harness";

const BACKGROUND = "#0D1226";
const INK = "#F4F1EA";

/** Waits until the preview shows a render newer than `previous` (a fresh blob: URL). */
async function nextPreview(page: Page, previous: string | null): Promise<string> {
  const img = page.getByTestId("editor-preview");
  await expect
    .poll(
      async () => {
        const src = await img.getAttribute("src");
        return src !== previous && src?.startsWith("blob:") ? src : null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return (await img.getAttribute("src"))!;
}

describe.skipIf(!hasChromium)("the logo editor", () => {
  const shared = useServerAndBrowser();

  it("edits colour, font, layout and the name, undoes a step, pays, and downloads the edited logo", async () => {
    const context = await newContext(shared.browser);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, "Rina Editor", "rina-editor@example.com");
    await startBrandInWizard(page);
    const name = await chooseFirstName(page);
    await expect.poll(() => page.getByRole("button", { name: /^Edit logo option/ }).count()).toBe(2);
    await screenshot(page, "editor-logos-step-1280");
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();

    // Step 5 opens the editor on the chosen logo.
    await page.getByRole("link", { name: "Edit logo" }).click();
    await page.getByRole("heading", { name: "Edit your logo" }).waitFor();
    await expectAccessible(page, "editor");
    await screenshot(page, "editor-open-1280");

    // The name's spelling.
    const respelled = `${name}o`;
    await page.getByLabel("Brand name").fill(respelled);
    let shown = await nextPreview(page, null);
    // Colours: a custom background and name colour, with the contrast check.
    await page.getByLabel("Background", { exact: true }).fill(BACKGROUND);
    await page.getByLabel("Name", { exact: true }).fill(INK);
    await page.getByText(/Name on background/).waitFor();
    await expect.poll(() => page.getByText(/✓ AAA/).count()).toBeGreaterThan(0);
    shown = await nextPreview(page, shown);
    // Type.
    const typeface = (await page.getByLabel("Typeface").inputValue()) === "grotesk" ? "rounded" : "grotesk";
    await page.getByLabel("Typeface").selectOption(typeface);
    shown = await nextPreview(page, shown);
    // Layout twice, then undo the second: the first choice stays.
    const [layout, label] = (await page.getByRole("radio", { name: "Badge" }).isChecked())
      ? ["stacked", "Stacked"]
      : ["emblem", "Badge"];
    await page.getByRole("radio", { name: label }).check({ force: true });
    shown = await nextPreview(page, shown);
    await page.getByRole("radio", { name: "Name only" }).check({ force: true });
    shown = await nextPreview(page, shown);
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await page.getByRole("radio", { name: label }).isChecked()).toBe(true);
    shown = await nextPreview(page, shown);
    await page.getByRole("button", { name: "Redo" }).waitFor();
    expect(await page.getByRole("button", { name: "Redo" }).isEnabled()).toBe(true);
    await screenshot(page, "editor-edited-1280");

    // The editor at 360 px: everything reachable, nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "editor-edited-360");
    // Scrolled down to the colours, the preview is still in view.
    await page.getByText("Contrast check (WCAG)").scrollIntoViewIfNeeded();
    const box = await page.getByTestId("editor-preview").boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
    await page.screenshot({ path: "test-results/screenshots/editor-colours-360-viewport.png" });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Save logo" }).click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await expect.poll(() => page.getByText(respelled, { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, "editor-saved-download-step-1280");

    // Pay through the demo checkout; the paid brand's logo is the edited version.
    await page.getByRole("link", { name: "Unlock download: $24.99" }).click();
    await payInDemoCheckout(page);
    await page.waitForURL(/\/\?step=(logos|download)&brand=[0-9a-f-]{36}$/, { timeout: 10_000 });
    const brandId = new URL(page.url()).searchParams.get("brand")!;
    await page.goto(`${shared.server.url}/?step=download&brand=${brandId}`);
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      (async () => {
        await page.getByRole("button", { name: "Download Logo" }).click();
        // The first download asks once what it means (docs/product.md#download).
        await page.getByRole("dialog").getByRole("button", { name: "Download", exact: true }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe(logoFileName(respelled));
    const bytes = fs.readFileSync((await download.path())!);
    expect(readPngText(bytes).Title).toBe(respelled);
    // The edited background fills the corners of the downloaded PNG.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1024]);
    const corner = `#${[data[0], data[1], data[2]].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;
    expect(corner.toUpperCase()).toBe(BACKGROUND);

    // And the stored design of what was downloaded is the edit: its layout and type, not the undone layout.
    const view = (await (
      await context.request.get(`${shared.server.url}/api/sessions/${brandId}`)
    ).json()) as {
      session: { selectedLogoId: string; chosenName: { name: string } };
    };
    expect(view.session.chosenName.name).toBe(respelled);
    const editor = (await (
      await context.request.get(`${shared.server.url}/api/logos/${view.session.selectedLogoId}/editor`)
    ).json()) as {
      design: { layout: string; typeface: string; name: string; colors: { background: string } };
      editable: boolean;
    };
    expect(editor.design).toMatchObject({ layout, typeface, name: respelled });
    expect(editor.design.colors.background).toBe(BACKGROUND);
    // The brand is downloaded now: its logo is final.
    expect(editor.editable).toBe(false);
    await context.close();
  });
});
