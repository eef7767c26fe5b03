/**
 * Asks every configured live service whether what production needs is in place: keys, credit,
 * models, price, webhook destination, payment link, sign-in client, RDAP bootstrap, bucket. One
 * line per check; exits 1 when any check finds a problem (with nothing configured, it says so
 * and exits 0). Usage: npm run check:providers (reads the environment and `.env`, like `npm start`).
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/env";
import { checkConfiguredServices, formatCheckLine } from "../src/server/providers/check-report";
import { installServiceUrlOverrides } from "../src/server/providers/service-urls";
import { createImages, createProviders } from "../src/server/services";
import { loadDotEnv } from "./load-env";

export async function runCheckProviders(
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
  installServiceUrlOverrides(config.serviceUrls);
  const [providers, images] = await Promise.all([createProviders(config), createImages(config)]);
  const lines = await checkConfiguredServices(config, { providers, images });
  for (const line of lines) print(formatCheckLine(line));
  const problems = lines.filter((l) => l.level === "problem").length;
  print(problems === 0 ? "No problems found." : `${problems} problem(s) found.`);
  return problems === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadDotEnv(path.resolve(import.meta.dirname, ".."));
  runCheckProviders(process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error("check:providers failed:", error);
      process.exit(1);
    },
  );
}
