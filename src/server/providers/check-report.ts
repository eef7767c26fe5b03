import { randomUUID } from "node:crypto";
import type { Config } from "@/server/env";
import type { Providers } from "@/server/services";
import type { ImageStore } from "@/server/storage/image-store";
import type { ProviderCheck } from "./check";
import { SHIPPED_BOOTSTRAP_PUBLICATION } from "./domains/rdap";

/**
 * `npm run check:providers`: asks every configured service whether what production needs is in
 * place, one line per check, each problem naming the variable or dashboard setting to change.
 */

export type CheckLine = {
  /** "problem" fails the run; "note" is worth knowing but works; "off" is not configured. */
  level: "ok" | "problem" | "note" | "off";
  service: string;
  message: string;
};

/** A shipped RDAP bootstrap older than this is stale (IANA updates it several times a month). */
export const RDAP_BOOTSTRAP_MAX_AGE_DAYS = 90;

/** Google's web client ids: the project number, a dash, an id, then this domain. */
const GOOGLE_CLIENT_ID = /^\d+-[a-z0-9]+\.apps\.googleusercontent\.com$/;

export async function checkConfiguredServices(
  config: Config,
  services: { providers: Providers; images: ImageStore },
): Promise<CheckLine[]> {
  const { providers, images } = services;
  const from = (service: string, result: ProviderCheck | undefined): CheckLine[] =>
    (result?.findings ?? []).map((f) => ({
      service,
      level: f.level === "warn" ? "problem" : f.level,
      message: f.message,
    }));
  const off = (service: string, message: string): CheckLine[] => [{ service, level: "off", message }];

  const [names, logos, payments, domains, storage] = await Promise.all([
    config.openrouter
      ? providers.names.check?.().then((r) => from("names", r))
      : off("names", "OPENROUTER_API_KEY is not set: names come from the offline generator"),
    config.logos
      ? providers.logos.check?.().then((r) => from("logos", r))
      : off("logos", "HF_TOKEN (or FAL_KEY for the LoRA) is not set: logos come from the offline generator"),
    providers.paddle
      ? providers.paddle.check?.().then((r) => from("payments", r))
      : off("payments", "PADDLE_* are not set: the demo checkout takes payments' place"),
    config.rdap.enabled
      ? checkRdap(providers)
      : off("domains", 'RDAP is off: domain checks say "unknown offline"'),
    config.storage
      ? checkStorage(images)
      : off("storage", "STORAGE_URL is not set: images and kits are kept in the database"),
  ]);
  return [
    ...(names ?? []),
    ...(logos ?? []),
    ...(payments ?? []),
    ...checkGoogle(config),
    ...domains,
    ...storage,
  ];
}

/**
 * Google's client id has a documented shape, and Google only redirects to https URIs (or
 * http://localhost) registered for the client; the registration itself is only visible in the
 * console, so the line names the URI to register. https://support.google.com/cloud/answer/15549257,
 * https://developers.google.com/identity/protocols/oauth2/web-server#uri-validation
 */
export function checkGoogle(config: Pick<Config, "google" | "appUrl">): CheckLine[] {
  if (!config.google) {
    return [
      {
        service: "sign-in",
        level: "off",
        message:
          "GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not set: the demo identity provider signs people in",
      },
    ];
  }
  const lines: CheckLine[] = [];
  const line = (level: CheckLine["level"], message: string) =>
    lines.push({ service: "sign-in", level, message });
  if (!GOOGLE_CLIENT_ID.test(config.google.clientId)) {
    line(
      "problem",
      'GOOGLE_CLIENT_ID is not a Google OAuth client id (<project number>-<id>.apps.googleusercontent.com): copy the Client ID of a "Web application" client from Google Cloud console > APIs & Services > Credentials',
    );
  } else {
    line("ok", "GOOGLE_CLIENT_ID has the shape of a Google web client id");
  }
  const redirect = `${config.appUrl}/api/auth/callback/google`;
  const url = new URL(redirect);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !local) {
    line(
      "problem",
      `Google only redirects to https: set APP_URL to the https origin (the redirect URI would be ${redirect})`,
    );
  } else {
    line(
      "ok",
      `Register ${redirect} as an authorised redirect URI of the client, and publish the consent screen`,
    );
  }
  return lines;
}

/** The RDAP bootstrap: refreshed from IANA now, or else the shipped copy must not be stale. */
async function checkRdap(providers: Providers): Promise<CheckLine[]> {
  const refreshed = await providers.domains.check?.();
  const lines: CheckLine[] = (refreshed?.findings ?? [])
    .filter((f) => f.level === "ok")
    .map((f) => ({ service: "domains", level: "ok", message: f.message }));
  if (lines.length > 0) return lines;
  const published = Date.parse(SHIPPED_BOOTSTRAP_PUBLICATION);
  const ageDays = Math.floor((Date.now() - published) / 86_400_000);
  const reason = refreshed?.findings[0]?.message ?? "no answer";
  if (!(ageDays <= RDAP_BOOTSTRAP_MAX_AGE_DAYS)) {
    return [
      {
        service: "domains",
        level: "problem",
        message: `IANA's RDAP bootstrap could not be refreshed (${reason}) and the shipped copy is ${ageDays} days old (published ${SHIPPED_BOOTSTRAP_PUBLICATION}): let the server reach RDAP_BOOTSTRAP_URL, or set RDAP_ENABLED=false`,
      },
    ];
  }
  return [
    { service: "domains", level: "note", message: `${reason} (the shipped copy is ${ageDays} days old)` },
  ];
}

/** Writes, reads back and deletes one probe object with the configured settings. */
async function checkStorage(images: ImageStore): Promise<CheckLine[]> {
  const objects = images.objects;
  if (!objects)
    return [{ service: "storage", level: "problem", message: "STORAGE_URL is set but no bucket was opened" }];
  const key = `${objects.prefix}check-providers/${randomUUID()}.txt`;
  const body = Buffer.from(`check:providers probe ${new Date().toISOString()}`);
  const step = { name: "write" };
  try {
    await objects.bucket.put(key, body, "text/plain");
    step.name = "read";
    const back = await objects.bucket.get(key);
    if (!back?.equals(body)) throw new Error("the object read back differs from the one written");
    step.name = "delete";
    await objects.bucket.remove([key]);
    if ((await objects.bucket.get(key)) !== null)
      throw new Error("the object is still there after the delete");
    return [
      {
        service: "storage",
        level: "ok",
        message: `A probe object was written, read and deleted under ${objects.prefix || "the bucket root"}`,
      },
    ];
  } catch (err) {
    return [
      {
        service: "storage",
        level: "problem",
        message: `The bucket refused the probe's ${step.name} (${err instanceof Error ? err.message : err}): check STORAGE_URL, S3_ENDPOINT, S3_REGION, the key's permissions and S3_FORCE_PATH_STYLE`,
      },
    ];
  }
}

const LABELS: Record<CheckLine["level"], string> = { ok: "ok  ", problem: "FAIL", note: "note", off: "off " };

/** One line per check, as the script prints it. */
export function formatCheckLine(line: CheckLine): string {
  return `${LABELS[line.level]} ${line.service.padEnd(8)} ${line.message}`;
}
