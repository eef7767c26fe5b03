import { launchBrowser, startServer } from "../e2e/harness";

const server = await startServer();
const browser = await launchBrowser();
try {
  for (let i = 0; i < 4; i++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.addInitScript(() => localStorage.setItem("demo-mode-acknowledged", "yes"));
    const page = await ctx.newPage();
    page.setDefaultTimeout(15_000);
    page.on("pageerror", (e) => console.log(`[${i}] pageerror ${e.message}`));
    page.on("console", (m) => m.type() === "error" && console.log(`[${i}] console ${m.text()}`));
    page.on("response", (r) => r.status() >= 400 && !r.url().endsWith("/api/me") && console.log(`[${i}] ${r.status()} ${r.url()}`));
    try {
      await page.goto(server.url);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
      await page.getByLabel("Name").fill(`User ${i}`);
      await page.getByLabel("Email").fill(`u${i}-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: /Account menu for/ }).waitFor();
      await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
      await page.getByRole("radio", { name: /Food & Beverage/ }).click();
      await page.getByLabel("Business Description").pressSequentially("A cozy neighbourhood coffee shop roasting single-origin beans.", { delay: 8 });
      await page.getByRole("button", { name: "Generate Brand Names" }).click();
      await page.getByRole("heading", { name: "Here are your AI-generated brand names" }).waitFor();
      while ((await page.getByRole("radio").count()) !== 3) await page.waitForTimeout(50);
      await page.mouse.move(400, 500, { steps: 12 });
      await page.getByRole("radio").first().click();
      await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
      while ((await page.getByRole("radio").count()) !== 2) await page.waitForTimeout(50);
      await page.getByRole("radio").first().click();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
      await page.waitForTimeout(1000);
      await page.getByRole("link", { name: "Upgrade for $24.99" }).click();
      await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
      console.log(`[${i}] ok -> payment`);
    } catch (e) {
      console.log(`[${i}] FAILED at ${page.url()}: ${(e as Error).message.split("\n")[0]}`);
      await page.screenshot({ path: `/tmp/repro-${i}.png` });
      console.log(`[${i}] body: ${(await page.locator("body").innerText()).slice(0, 300)}`);
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
