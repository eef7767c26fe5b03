import type { Page } from "playwright-core";
import { expect } from "vitest";

export const JOURNEY_DESCRIPTION =
  "A cozy neighbourhood coffee shop roasting single-origin beans, with fresh pastries and a quiet reading corner.";

/** Signs in through the demo identity provider from the landing page's nav bar. */
export async function signInFromLanding(
  page: Page,
  baseUrl: string,
  name = "Dewi Lestari",
  email = "dewi@example.com",
) {
  await page.goto(baseUrl);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole("button", { name: new RegExp(`Account menu for ${name}`) }).waitFor();
}

/** From the landing page to the names step: get started, demo modal, category, description. */
export async function startBrandInWizard(page: Page, description = JOURNEY_DESCRIPTION) {
  await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
  // The app checks the user's state with the server first; then either the demo-mode dialog
  // (first time in this browser) or the category step appears.
  const demo = page.getByRole("dialog", { name: "You're trying the demo" });
  const category = page.getByRole("heading", { name: "What kind of business are you creating a brand for?" });
  await demo.or(category).first().waitFor();
  if (await demo.isVisible()) await demo.getByRole("button", { name: "Continue with Demo Mode" }).click();
  await category.waitFor();
  await page.getByRole("radio", { name: /Food & Beverage/ }).click();
  await page.getByRole("heading", { name: "Tell us more about your Food & Beverage" }).waitFor();
  await page.getByLabel("Business Description").fill(description);
  await page.getByRole("button", { name: "Generate Brand Names" }).click();
  await page
    .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
    .waitFor();
  await expect.poll(() => page.getByRole("radio").count(), { timeout: 15_000 }).toBe(3);
}

/** On /payment: pays through the demo checkout and waits for the success page. */
export async function payInDemoCheckout(page: Page) {
  await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
  await page.getByRole("button", { name: "Pay $24.99" }).click();
  const dialog = page.getByRole("dialog", { name: "Demo checkout" });
  await dialog.getByRole("button", { name: "Complete demo payment" }).click();
  await page.getByRole("heading", { name: "Payment Successful!" }).waitFor({ timeout: 20_000 });
}

/** On step 3: chooses the first name and waits for its logos; returns the name. */
export async function chooseFirstName(page: Page): Promise<string> {
  const name = (await page.getByRole("radio").first().locator("span").first().textContent())!.trim();
  await page.getByRole("radio").first().click();
  await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
  return name;
}
