import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { falPricing, hubModel, whoami } from "@/test/fake-ai-services";
import { DEFAULT_MODELS_AS_LISTED, FAKE_OPENROUTER, fakeOpenRouter } from "@/test/fake-openrouter";
import { type FakePaddleAccount, fakePaddleApi } from "@/test/fake-paddle-api";
import { startTestBucket } from "@/test/test-bucket";
import { runCheckProviders } from "../../../scripts/check-providers";

/**
 * npm run check:providers against fakes that answer as each service documents itself: every
 * check prints one line, a healthy configuration exits 0, and each thing that breaks production
 * is one FAIL line naming what to change, with exit 1.
 */

const APP_URL = "https://brandsculpt.example";
const PADDLE_SECRET = "pdl_ntfset_01jbrandsculptcheckwebhooksecret";
const HF_TOKEN = "hf_check_token";
const FAL_KEY = "fal-key-id:fal-key-secret";

const healthyPaddle = (): FakePaddleAccount => ({
  apiKey: "pdl_sdbx_apikey_01jbrandsculptcheckapikey",
  prices: [{ id: "pri_01jbrandstudioprice0000000" }],
  notificationSettings: [
    {
      destination: `${APP_URL}/api/webhooks/paddle`,
      events: ["transaction.completed", "adjustment.created", "adjustment.updated"],
      secret: PADDLE_SECRET,
    },
  ],
  defaultPaymentLink: `${APP_URL}/payment`,
  checkoutDomains: [{ domain: "brandsculpt.example", status: "approved" }],
});

const ENV = {
  NODE_ENV: "test",
  APP_URL,
  DATA_DIR: "/nonexistent",
  AUTH_SECRET: "check-secret-check-secret-check-secret-01",
  OPENROUTER_API_KEY: "sk-or-v1-check",
  OPENROUTER_BASE_URL: FAKE_OPENROUTER,
  HF_TOKEN,
  GOOGLE_CLIENT_ID: "629800045407-d23173op0sbcpkc118s0ejtj8evrsj8u.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "GOCSPX-check-secret",
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_0123456789abcdef",
  PADDLE_API_KEY: "pdl_sdbx_apikey_01jbrandsculptcheckapikey",
  PADDLE_PRICE_ID: "pri_01jbrandstudioprice0000000",
  PADDLE_WEBHOOK_SECRET: PADDLE_SECRET,
  RDAP_ENABLED: "true",
};

const bootstrap = http.get("https://data.iana.org/rdap/dns.json", () =>
  HttpResponse.json({
    version: "1.0",
    publication: "2026-10-01T00:00:00Z",
    description: "RDAP bootstrap file for Domain Name System registrations",
    services: [[["com"], ["https://rdap.verisign.test/com/v1/"]]],
  }),
);

/** The healthy world: each test then puts what it breaks in front (msw answers with the newest). */
function healthy() {
  return [
    ...fakeOpenRouter().handlers,
    whoami(),
    hubModel({ providerId: "fal-ai/flux/schnell" }),
    ...fakePaddleApi(healthyPaddle()),
    bootstrap,
  ];
}

const server = setupServer();
let bucket: Awaited<ReturnType<typeof startTestBucket>>;
beforeAll(async () => {
  // The bucket is a real local server; anything else unanswered is a mistake.
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  });
  bucket = await startTestBucket("brand-check");
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await bucket.close();
});

async function run(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const code = await runCheckProviders({ ...ENV, ...env }, (line) => lines.push(line));
  return { code, lines, failures: lines.filter((l) => l.startsWith("FAIL")) };
}

describe("npm run check:providers", () => {
  it("passes a healthy configuration, one line per check", async () => {
    server.use(...healthy());
    const { code, lines } = await run(bucket.env);
    expect(lines).toEqual([
      "ok   names    OPENROUTER_API_KEY is valid (no credit limit on the key)",
      `ok   names    OpenRouter serves ${DEFAULT_MODELS_AS_LISTED.map((m) => m.id).join(", ")} (structured outputs)`,
      "ok   logos    HF_TOKEN (fineGrained token of brand-studio) may call Inference Providers",
      "ok   logos    fal-ai serves black-forest-labs/FLUX.1-schnell as fal-ai/flux/schnell",
      "ok   payments PADDLE_PRICE_ID=pri_01jbrandstudioprice0000000 is an active one-time price of 24.99 USD",
      `ok   payments Paddle notifies ${APP_URL}/api/webhooks/paddle of transaction.completed, adjustment.created, adjustment.updated`,
      `ok   payments Paddle's default payment link is ${APP_URL}/payment`,
      "ok   payments Paddle has approved brandsculpt.example for checkout",
      "ok   payments PADDLE_API_KEY may create refunds (adjustment.write)",
      "ok   sign-in  GOOGLE_CLIENT_ID has the shape of a Google web client id",
      `ok   sign-in  Register ${APP_URL}/api/auth/callback/google as an authorised redirect URI of the client, and publish the consent screen`,
      "ok   domains  RDAP bootstrap registry refreshed (published 2026-10-01T00:00:00Z)",
      "ok   storage  A probe object was written, read and deleted under test/",
      "No problems found.",
    ]);
    expect(code).toBe(0);
    // The probe cleaned up after itself.
    expect(bucket.keys().filter((k) => k.includes("check-providers"))).toEqual([]);
  });

  it("OpenRouter: a refused key, an account that never bought credits, a spent key limit, a model it does not list", async () => {
    server.use(...healthy());
    server.use(...fakeOpenRouter({ keys: ["sk-or-v1-other"] }).handlers);
    expect((await run()).failures).toContain(
      "FAIL names    OpenRouter refuses OPENROUTER_API_KEY: create a key at openrouter.ai/settings/keys",
    );
    server.use(...fakeOpenRouter({ key: { is_free_tier: true } }).handlers);
    const free = await run();
    expect(free.code).toBe(1);
    expect(free.failures).toEqual([
      "FAIL names    The OpenRouter account behind OPENROUTER_API_KEY has never bought credits, so the paid model qwen/qwen3-30b-a3b-instruct-2507 answers 402: buy credits at openrouter.ai/settings/credits",
    ]);
    server.use(...fakeOpenRouter({ key: { limit: 5, limit_remaining: 0 } }).handlers);
    expect((await run()).failures).toEqual([
      "FAIL names    OPENROUTER_API_KEY has used up its credit limit (5): raise it at openrouter.ai/settings/keys",
    ]);
    server.use(...fakeOpenRouter({ models: DEFAULT_MODELS_AS_LISTED.slice(1) }).handlers);
    expect((await run()).failures).toEqual([
      'FAIL names    OpenRouter does not list the model "qwen/qwen3-30b-a3b-instruct-2507": name generation will fail over or fail; change OPENROUTER_MODEL',
    ]);
  });

  it("Hugging Face: a token without the Inference Providers permission, an unmapped or staging model, and a billing note", async () => {
    server.use(...healthy());
    server.use(whoami({ permissions: ["repo.content.read"] }));
    expect((await run()).failures).toEqual([
      'FAIL logos    HF_TOKEN is a fine-grained token without "Make calls to Inference Providers": edit its permissions at huggingface.co/settings/tokens',
    ]);
    server.use(
      whoami({ isPro: false, canPay: false }),
      hubModel({ providerId: "fal-ai/flux/schnell", status: "staging" }),
    );
    const staging = await run();
    expect(staging.failures).toEqual([
      "FAIL logos    HF_LOGO_MODEL=black-forest-labs/FLUX.1-schnell is only in staging on fal-ai (not live): choose a live model such as black-forest-labs/FLUX.1-schnell",
    ]);
    expect(staging.lines).toContain(
      "note logos    The Hugging Face account is on the free plan with no payment method: its monthly Inference Providers credit is tiny, and logo runs answer 402 after a few dozen images; subscribe to PRO or add billing at huggingface.co/settings/billing",
    );
    server.use(whoami(401), hubModel({}));
    const refused = await run();
    expect(refused.failures).toEqual([
      'FAIL logos    HF_TOKEN is not accepted by Hugging Face: create a fine-grained token with "Make calls to Inference Providers" at huggingface.co/settings/tokens',
      "FAIL logos    HF_LOGO_MODEL=black-forest-labs/FLUX.1-schnell is not served by fal-ai through Inference Providers: logo generation will fail; set HF_LOGO_MODEL to a mapped model such as black-forest-labs/FLUX.1-schnell",
    ]);
  });

  it("refuses at start-up an HF_LOGO_PROVIDER whose reply we do not read, with the list", async () => {
    const { code, lines } = await run({ HF_LOGO_PROVIDER: "replicate" });
    expect(code).toBe(1);
    expect(lines.join("\n")).toContain(
      "HF_LOGO_PROVIDER=replicate is not supported: its text-to-image reply is not one we read; use fal-ai",
    );
  });

  it("fal (the LoRA route): a key fal refuses", async () => {
    const lora = { HF_LOGO_MODEL: "Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design", FAL_KEY, HF_TOKEN: "" };
    server.use(...healthy());
    server.use(falPricing({ key: FAL_KEY }));
    const good = await run(lora);
    expect(good.lines).toContain(
      "ok   logos    FAL_KEY is valid (fal-ai/flux-lora: 0.035 USD per megapixels)",
    );
    server.use(falPricing({ key: "another-key" }));
    expect((await run(lora)).failures).toContain(
      "FAIL logos    fal refuses FAL_KEY: create an API key at fal.ai/dashboard/keys",
    );
  });

  it("Paddle: the price, the notification destination, the payment link and the domain", async () => {
    const broken: FakePaddleAccount = {
      ...healthyPaddle(),
      prices: [
        {
          id: "pri_01jbrandstudioprice0000000",
          amount: "2999",
          billingCycle: { interval: "month", frequency: 1 },
        },
      ],
      notificationSettings: [
        {
          destination: `${APP_URL}/api/webhooks/paddle`,
          active: false,
          events: ["transaction.completed"],
          secret: "pdl_ntfset_01jsomeotherdestinationsecret",
        },
      ],
      defaultPaymentLink: null,
    };
    server.use(...healthy());
    server.use(...fakePaddleApi(broken));
    const { code, failures } = await run();
    expect(code).toBe(1);
    expect(failures).toEqual([
      "FAIL payments PADDLE_PRICE_ID=pri_01jbrandstudioprice0000000 bills every 1 month (a subscription), not once; is 2999 USD (minor units), not 2499 USD: fix it in Catalog > Products",
      `FAIL payments The Paddle notification destination for ${APP_URL}/api/webhooks/paddle is not active; does not subscribe to adjustment.created, adjustment.updated; has a secret key other than PADDLE_WEBHOOK_SECRET: fix it under Developer tools > Notifications`,
      `FAIL payments Paddle has no default payment link: set it to ${APP_URL}/payment under Checkout > Checkout settings`,
    ]);

    server.use(
      ...fakePaddleApi({
        ...healthyPaddle(),
        prices: [],
        notificationSettings: [],
        checkoutDomains: [{ domain: "brandsculpt.example", status: "in_review" }],
      }),
    );
    expect((await run()).failures).toEqual([
      "FAIL payments PADDLE_PRICE_ID=pri_01jbrandstudioprice0000000 does not exist in Paddle sandbox",
      `FAIL payments No Paddle notification destination points at ${APP_URL}/api/webhooks/paddle: add one under Developer tools > Notifications for transaction.completed, adjustment.created, adjustment.updated`,
      "FAIL payments Paddle has not approved brandsculpt.example for checkout (in_review): see Checkout > Website approval",
    ]);

    server.use(...fakePaddleApi({ ...healthyPaddle(), permissions: ["price.read", "transaction.read"] }));
    expect((await run()).failures).toEqual([
      "FAIL payments PADDLE_API_KEY lacks the notification_setting.read permission: add it to the key under Developer tools > Authentication",
      "FAIL payments PADDLE_API_KEY lacks the checkout_settings.read permission: add it to the key under Developer tools > Authentication",
      "FAIL payments PADDLE_API_KEY lacks the adjustment.write permission, so refunds fail: add it to the key under Developer tools > Authentication",
    ]);

    // A legacy key (created before permissions) is listed with permissions: null: a note, not a failure.
    server.use(
      http.get("https://sandbox-api.paddle.com/", () =>
        HttpResponse.json({
          data: {
            api: {
              name: "Paddle API",
              version: "1",
              environment: "sandbox",
              documentation_url: "https://developer.paddle.com/api-reference/overview",
            },
            caller: {
              auth_type: "api_key",
              account: { id: "acc_01jbrandsculptaccount00000" },
              permissions: null,
            },
          },
          meta: { request_id: "0b0f4c1e-6d1f-4f3c-9d1b-5b7e3f0a2c12" },
        }),
      ),
    );
    const legacy = await run();
    expect(legacy.lines).toContain(
      "note payments PADDLE_API_KEY needs the adjustment.write permission for refunds; Paddle did not list the key's permissions, so check it under Developer tools > Authentication",
    );
    expect(legacy.failures.some((l) => l.includes("adjustment.write"))).toBe(false);
  });

  it("Google: a client id of the wrong shape, and a redirect URI that is not https", async () => {
    server.use(...healthy());
    const { failures } = await run({
      GOOGLE_CLIENT_ID: "my-client-id",
      APP_URL: "http://brandsculpt.example",
    });
    expect(failures).toEqual(
      expect.arrayContaining([
        'FAIL sign-in  GOOGLE_CLIENT_ID is not a Google OAuth client id (<project number>-<id>.apps.googleusercontent.com): copy the Client ID of a "Web application" client from Google Cloud console > APIs & Services > Credentials',
        "FAIL sign-in  Google only redirects to https: set APP_URL to the https origin (the redirect URI would be http://brandsculpt.example/api/auth/callback/google)",
      ]),
    );
  });

  it("RDAP: a bootstrap that cannot be refreshed, with a stale shipped copy, is a problem", async () => {
    server.use(...healthy());
    server.use(http.get("https://data.iana.org/rdap/dns.json", () => HttpResponse.error()));
    const { failures } = await run();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^FAIL domains {2}IANA's RDAP bootstrap could not be refreshed \(.*\) and the shipped copy is \d+ days old \(published 2024-02-26T20:00:02Z\): let the server reach RDAP_BOOTSTRAP_URL, or set RDAP_ENABLED=false$/,
    );
  });

  it("object storage: a bucket that refuses the probe", async () => {
    server.use(...healthy());
    const { failures } = await run({ ...bucket.env, STORAGE_URL: "s3://no-such-bucket/test" });
    expect(failures).toEqual([
      expect.stringMatching(
        /^FAIL storage {2}The bucket refused the probe's write \(.+\): check STORAGE_URL, S3_ENDPOINT, S3_REGION, the key's permissions and S3_FORCE_PATH_STYLE$/,
      ),
    ]);
  });
});
