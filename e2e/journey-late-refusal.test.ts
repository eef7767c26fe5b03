import { describe, expect, it } from "vitest";
import { chooseFirstName, signInFromLanding, startBrandInWizard } from "./flows";
import { hasChromium, newContext, recordToasts, useServerAndBrowser, waitForToast } from "./harness";
import { shot } from "./journey-shots";

/** Issue 29 item 1: no refusal after the typing, and an unpaid brand that can be deleted. */
describe.skipIf(!hasChromium)("no late refusal", () => {
  const shared = useServerAndBrowser();

  it.each([360, 1280])(
    "says what a brand needs before typing, refuses Create Another at once, and deletes an unpaid brand with undo, at %i px",
    async (width) => {
      const context = await newContext(shared.browser, width, 800);
      await recordToasts(context);
      const page = await context.newPage();
      await signInFromLanding(page, shared.server.url, `Late ${width}`, `late-${width}@example.com`);
      await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
      const demo = page.getByRole("dialog", { name: "You're trying the demo" });
      await demo.getByRole("button", { name: "Continue with Demo Mode" }).click();
      const note = page.getByTestId("new-brand-note");
      await note.getByText(/This brand uses your free trial/).waitFor();
      await shot(page, `01-new-brand-trial-${width}`);
      await page.goto(shared.server.url);
      await startBrandInWizard(page);
      await chooseFirstName(page);
      await page.getByRole("radio").first().click();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();

      // The trial is spent: Create Another Brand says so at once and stays on the brand.
      await page.getByRole("button", { name: "Create Another Brand" }).click();
      await waitForToast(page, "Trial Already Used");
      expect(new URL(page.url()).searchParams.get("step")).toBe("download");
      await shot(page, `01-create-another-refused-${width}`);

      // A new brand started anyway (from My brands) says before any typing what it needs.
      await page.goto(`${shared.server.url}/?step=category&brand=new`);
      await note.getByText(/this brand needs its own Complete Brand Package/).waitFor();
      await shot(page, `01-new-brand-needs-package-${width}`);
      await page.getByRole("radio", { name: /Food & Beverage/ }).click();
      await page
        .getByLabel("Business Description")
        .fill(
          "A small bakery by the station selling sourdough loaves, cinnamon buns and good filter coffee.",
        );
      await page.getByRole("button", { name: "Generate Brand Names" }).click();
      await waitForToast(page, "Generation Limit Reached");

      // My brands: the unpaid "Untitled brand" can be deleted, with a confirmation and an undo.
      await page.goto(`${shared.server.url}/brands`);
      const untitled = page.getByRole("link", { name: /Untitled brand/ });
      await untitled.waitFor();
      const deleteButton = page.getByRole("button", { name: "Delete Untitled brand" });
      await deleteButton.click();
      const confirm = page.getByRole("dialog", { name: "Delete this brand?" });
      await confirm.getByText("Deleting a brand does not give back a free trial used on it.").waitFor();
      await shot(page, `01-delete-confirm-${width}`);
      await confirm.getByRole("button", { name: "Delete brand" }).click();
      await untitled.waitFor({ state: "detached" });
      await waitForToast(page, "Brand deleted");
      await shot(page, `01-delete-undo-${width}`);
      await page.getByRole("button", { name: "Undo" }).click();
      await untitled.waitFor();

      await deleteButton.click();
      const sent = page.waitForResponse(
        (r) => r.request().method() === "DELETE" && r.url().includes("/api/brands/"),
      );
      await confirm.getByRole("button", { name: "Delete brand" }).click();
      expect((await sent).status()).toBe(204);
      await page.reload();
      await page.getByRole("heading", { name: "My brands", level: 1 }).waitFor();
      // The trial's brand is still there (unpaid too, so it has its own delete button).
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .waitFor();
      expect(await untitled.count()).toBe(0);
      await context.close();
    },
  );
});
