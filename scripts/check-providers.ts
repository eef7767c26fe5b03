/**
 * Checks the configured keys and model ids against the live services, the same checks the server
 * runs in the background after start-up. Usage: npm run check:providers (reads the environment).
 * Exits 1 when a configured service has a problem; with nothing configured it says so and exits 0.
 */
import { ConfigError, loadConfig } from "../src/server/env";
import type { ProviderCheck } from "../src/server/providers/check";
import { createProviders } from "../src/server/services";

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.log(error.message);
      return 1;
    }
    throw error;
  }
  const providers = await createProviders(config);
  const results: Array<{ name: string; result?: ProviderCheck; notConfigured?: string }> = [
    {
      name: "Names (OpenRouter)",
      ...(config.openrouter
        ? { result: await providers.names.check?.() }
        : { notConfigured: "OPENROUTER_API_KEY is not set: the offline name generator is used" }),
    },
    {
      name: "Logos (Hugging Face / fal)",
      ...(config.logos
        ? { result: await providers.logos.check?.() }
        : {
            notConfigured:
              "HF_TOKEN (or FAL_KEY for the LoRA) is not set: the offline logo generator is used",
          }),
    },
    {
      name: "Payments (Paddle)",
      ...(providers.paddle
        ? { result: await providers.paddle.check?.() }
        : { notConfigured: "PADDLE_* are not set: the demo checkout is used" }),
    },
    {
      name: "Sign-in (Google)",
      notConfigured: config.google
        ? undefined
        : "GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not set: the demo identity provider is used",
      result: config.google
        ? {
            service: "google",
            findings: [
              {
                level: "ok",
                message: `configured; Google checks the client and the redirect URI ${config.appUrl}/api/auth/callback/google at sign-in`,
              },
            ],
          }
        : undefined,
    },
  ];
  let problems = 0;
  for (const { name, result, notConfigured } of results) {
    console.log(`\n${name}`);
    if (notConfigured) console.log(`  - not configured: ${notConfigured}`);
    for (const finding of result?.findings ?? []) {
      if (finding.level === "warn") problems++;
      console.log(`  ${finding.level === "ok" ? "ok  " : "WARN"} ${finding.message}`);
    }
  }
  console.log(problems === 0 ? "\nNo problems found." : `\n${problems} problem(s) found.`);
  return problems === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("check:providers failed:", error);
    process.exit(1);
  },
);
