import { randomInt } from "node:crypto";
import { HttpResponse, http } from "msw";
import { falThroughRouter, hubModel, type Recorder, recorder, whoami } from "./fake-ai-services";
import { fakeGoogle } from "./fake-google";
import { fakeOpenRouter } from "./fake-openrouter";
import { type FakePaddleAccount, fakePaddleApi } from "./fake-paddle-api";
import { fakeSymbolImage } from "./fake-symbol-image";
import { type PaddleFixtureOptions, transactionCompletedEvent } from "./paddle-fixtures";
import { signPaddleWebhook } from "./paddle-signature";
import { type StandIns, startStandIns } from "./stand-in-server";

/**
 * Every live service the product uses, as documented, on one local HTTP server, with the
 * configuration that points a server at them: the keys a person would set, plus the base-URL
 * overrides (never accepted in production). Used by the live dry run (script and test).
 */

const KEYS = {
  OPENROUTER_API_KEY: "sk-or-v1-dryrun0000000000000000000000000000000000000000000000000000",
  HF_TOKEN: "hf_dryrunTokenWithInferenceProviders",
  GOOGLE_CLIENT_ID: "123456789012-dryrun0a1b2c3d4e5f6g7h8i9j0k1l2m3n.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "GOCSPX-dryrun-client-secret",
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_dryrun0123456789abcdef0",
  PADDLE_API_KEY: "pdl_sdbx_apikey_01jdryrunapikey0000000000000",
  PADDLE_PRICE_ID: "pri_01jdryrunpackageprice000000",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_01jdryrunwebhooksecret00000000",
} as const;

export type LiveWorld = {
  standIns: StandIns;
  /** Keys and overrides for the server's environment. */
  env: Record<string, string>;
  /** The person who signs in on Google's consent screen. */
  person: { email: string; name: string };
  openrouter: ReturnType<typeof fakeOpenRouter>;
  google: ReturnType<typeof fakeGoogle>;
  /** The image model's calls (hub mapping, fal queue through the HF router, image). */
  fal: Recorder;
  paddle: {
    /**
     * What Paddle does once a person pays in the checkout: the transaction exists in the API and
     * `transaction.completed` is delivered, signed, to the notification destination.
     */
    completeCheckout(
      customData: Record<string, string>,
    ): Promise<{ transactionId: string; webhookStatus: number }>;
  };
  close(): Promise<void>;
};

function paddleId(prefix: string): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return `${prefix}_${Array.from({ length: 26 }, () => alphabet[randomInt(alphabet.length)]).join("")}`;
}

export async function startLiveWorld(appUrl: string): Promise<LiveWorld> {
  const person = { email: "ayu.founder@example.com", name: "Ayu Founder" };
  const openrouter = fakeOpenRouter({
    baseUrl: "https://openrouter.ai/api/v1",
    keys: [KEYS.OPENROUTER_API_KEY],
  });
  const google = fakeGoogle({
    clientId: KEYS.GOOGLE_CLIENT_ID,
    clientSecret: KEYS.GOOGLE_CLIENT_SECRET,
    redirectUris: [`${appUrl}/api/auth/callback/google`],
    person: { sub: "109876543210987654321", ...person },
  });
  const fal = recorder();
  const [cup, leaf] = await Promise.all([fakeSymbolImage("cup"), fakeSymbolImage("leaf")]);
  const transactions = new Map<string, PaddleFixtureOptions>();
  const account: FakePaddleAccount = {
    apiKey: KEYS.PADDLE_API_KEY,
    prices: [{ id: KEYS.PADDLE_PRICE_ID }],
    notificationSettings: [
      {
        destination: `${appUrl}/api/webhooks/paddle`,
        events: ["transaction.completed", "adjustment.created", "adjustment.updated"],
        secret: KEYS.PADDLE_WEBHOOK_SECRET,
      },
    ],
    defaultPaymentLink: `https://${new URL(appUrl).hostname}/payment`,
    checkoutDomains: [{ domain: new URL(appUrl).hostname, status: "approved" }],
    transactions,
  };
  const standIns = await startStandIns([
    ...openrouter.handlers,
    ...google.handlers,
    whoami(),
    hubModel({ providerId: "fal-ai/flux/schnell", rec: fal }),
    ...falThroughRouter({ endpoint: "fal-ai/flux/schnell", images: [cup, leaf], rec: fal }),
    ...fakePaddleApi(account),
  ]);
  // IANA's bootstrap (RFC 9224) lists a .com registry, itself one of the stand-ins.
  standIns.use(
    http.get("https://data.iana.org/rdap/dns.json", () =>
      HttpResponse.json({
        version: "1.0",
        publication: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
        description: "RDAP bootstrap file for Domain Name System registrations",
        services: [[["com"], [`${standIns.origin}/rdap.verisign.test/com/v1/`]]],
      }),
    ),
    http.get("https://rdap.verisign.test/com/v1/domain/:domain", ({ params }) =>
      String(params.domain).startsWith("ember")
        ? HttpResponse.json(
            { objectClassName: "domain", ldhName: String(params.domain).toUpperCase(), status: ["active"] },
            { headers: { "Content-Type": "application/rdap+json" } },
          )
        : HttpResponse.json(
            { errorCode: 404, title: "Not Found" },
            { status: 404, headers: { "Content-Type": "application/rdap+json" } },
          ),
    ),
  );

  const env = {
    ...KEYS,
    OPENROUTER_BASE_URL: `${standIns.origin}/openrouter.ai/api/v1`,
    HF_BASE_URL: standIns.origin,
    FAL_BASE_URL: standIns.origin,
    PADDLE_BASE_URL: standIns.origin,
    GOOGLE_BASE_URL: standIns.origin,
    RDAP_ENABLED: "true",
    RDAP_BOOTSTRAP_URL: `${standIns.origin}/data.iana.org/rdap/dns.json`,
    // The stand-in registries run on this machine.
    RDAP_ALLOW_PRIVATE_HOSTS: new URL(standIns.origin).hostname,
  };

  return {
    standIns,
    env,
    person,
    openrouter,
    google,
    fal,
    paddle: {
      async completeCheckout(customData) {
        const transactionId = paddleId("txn");
        const options = { transactionId, priceId: KEYS.PADDLE_PRICE_ID, customData };
        transactions.set(transactionId, options);
        const body = JSON.stringify(transactionCompletedEvent({ ...options, eventId: paddleId("evt") }));
        const destination = account.notificationSettings![0]!;
        const res = await fetch(destination.destination, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Paddle-Signature": signPaddleWebhook(body, destination.secret),
          },
          body,
        });
        await res.arrayBuffer();
        return { transactionId, webhookStatus: res.status };
      },
    },
    close: () => standIns.close(),
  };
}
