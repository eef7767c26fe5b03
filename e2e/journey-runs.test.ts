import { describe, expect, it } from "vitest";
import { payInDemoCheckout, signInFromLanding, startBrandInWizard } from "./flows";
import { hasChromium, newContext, useServerAndBrowser } from "./harness";
import { shot } from "./journey-shots";

/** Issue 29 item 4: what a run promises before it runs, and run labels that follow the counter. */
describe.skipIf(!hasChromium)("name runs as the counter counts them", () => {
  const shared = useServerAndBrowser();

  it.each([360, 1280])("the paid run after the trial is Run 1 of 5, at %i px", async (width) => {
    const context = await newContext(shared.browser, width, 800);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, `Runs ${width}`, `runs-${width}@example.com`);
    await startBrandInWizard(page);
    const brand = new URL(page.url()).searchParams.get("brand");
    await page.goto(`${shared.server.url}/payment?brand=${brand}`);
    await payInDemoCheckout(page);
    await page.goto(`${shared.server.url}/?step=names&brand=${brand}`);
    await page.getByText("Name runs: 0 of 5").waitFor();

    // Before the run: with a control set, what happens if it leaves fewer than three names.
    const controls = page.getByTestId("name-controls");
    await controls.locator("summary").click();
    await controls.getByLabel("Maximum length").selectOption("8");
    await controls
      .getByText(
        "A run gives 3 names and counts once. If your controls (max 8 letters) leave fewer, you get the names that fit and the run is not counted.",
      )
      .waitFor();
    await controls.getByText(/A run gives 3 names/).scrollIntoViewIfNeeded();
    await shot(page, `04-run-promise-${width}`);

    await page.getByRole("button", { name: "Generate New Names" }).click();
    await page.getByText("Name runs: 1 of 5").waitFor({ timeout: 20_000 });
    await page.getByText("Run 1 of 5 · max 8 letters").waitFor();
    // The trial's names are under Earlier runs as the free run, not "Run 1".
    const earlier = page.getByText(/^Earlier suggestions/);
    await earlier.click();
    await page.getByText("Free run", { exact: true }).waitFor();
    expect(await page.getByText(/^Run 1$/).count()).toBe(0);
    await page.getByText("Run 1 of 5 · max 8 letters").scrollIntoViewIfNeeded();
    await shot(page, `04-run-labels-${width}`);
    await context.close();
  });
});
