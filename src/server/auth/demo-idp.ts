import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import type { AppEnv } from "@/server/context";
import type { Database } from "@/server/db/schema";
import { localeOfRequest } from "@/server/http/request-locale";
import { avatarSvg, renderSignInPage, SIGN_IN_CSS } from "./demo-idp-page";
import { type AuthorizeRequest, authorizeQuery } from "./demo-idp-request";
import { signJwt, verifyJwt } from "./jwt";

/**
 * A small but real OpenID Connect provider that takes Google's place when Google is not
 * configured (docs/product.md#demo-mode, #sign-in): authorization code flow with PKCE (S256 only), single-use
 * codes that expire after a minute, HS256 id tokens signed with the client secret, and a stable
 * subject per e-mail address. The browser makes the same redirect round trip as with Google.
 */

export const DEMO_PROVIDER_ID = "demo";
const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

export type DemoIdentity = { sub: string; name: string; email: string; picture: string };

export const identityForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Please enter your name." })
    .max(80, { error: "Please use at most 80 characters." })
    .refine((v) => !/\p{Cc}/u.test(v), { error: "Please remove control characters." }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid e-mail address." })),
});

type PendingCode = AuthorizeRequest & { identity: DemoIdentity };

/** Where the provider keeps its single-use codes and access tokens (the database, in the app). */
export type DemoGrantStore = {
  put(kind: "code" | "access_token", secret: string, payload: unknown, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step: a code is redeemed once, by one instance. */
  take(kind: "code", secret: string): Promise<unknown | null>;
  get(kind: "access_token", secret: string): Promise<unknown | null>;
};

export class DemoTokenError extends Error {
  constructor(readonly code: "invalid_grant" | "invalid_client" | "invalid_request") {
    super(code);
  }
}

export type DemoIdp = ReturnType<typeof createDemoIdp>;

export function createDemoIdp(options: {
  appUrl: string;
  secret: string;
  productName: string;
  grants: DemoGrantStore;
}) {
  const issuer = `${options.appUrl}/demo-idp`;
  const clientId = "brand-studio-demo";
  const clientSecret = createHmac("sha256", options.secret).update("demo-idp-client").digest("base64url");
  const redirectUri = `${options.appUrl}/api/auth/callback/${DEMO_PROVIDER_ID}`;
  // Codes and access tokens live in the database (hashed), so a sign-in started on one server
  // instance can finish on another.
  const grants = options.grants;

  function subjectFor(email: string) {
    return `demo-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24)}`;
  }

  function validateAuthorize(query: Record<string, string | undefined>): AuthorizeRequest | string {
    const parsed = authorizeQuery.safeParse(query);
    if (!parsed.success) return "The sign-in request is missing or has invalid parameters.";
    if (parsed.data.client_id !== clientId) return "Unknown client.";
    if (parsed.data.redirect_uri !== redirectUri)
      return "The redirect address is not registered for this client.";
    return parsed.data;
  }

  async function issueCode(request: AuthorizeRequest, identity: DemoIdentity): Promise<string> {
    const code = randomBytes(32).toString("base64url");
    await grants.put("code", code, { ...request, identity }, CODE_TTL_MS);
    return code;
  }

  /** The token endpoint's logic, shared by the HTTP endpoint and the in-process back channel. */
  async function exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier: string | undefined;
    clientId: string;
    clientSecret: string;
  }) {
    if (!safeEqual(input.clientId, clientId) || !safeEqual(input.clientSecret, clientSecret)) {
      throw new DemoTokenError("invalid_client");
    }
    // Codes are single-use: taken (deleted) before any other check, so a replay always fails.
    const pending = (await grants.take("code", input.code)) as PendingCode | null;
    if (!pending) throw new DemoTokenError("invalid_grant");
    if (pending.redirect_uri !== input.redirectUri) throw new DemoTokenError("invalid_grant");
    const challenge = input.codeVerifier
      ? createHash("sha256").update(input.codeVerifier).digest("base64url")
      : "";
    if (!safeEqual(challenge, pending.code_challenge)) throw new DemoTokenError("invalid_grant");
    const now = Math.floor(Date.now() / 1000);
    const { identity } = pending;
    const idToken = await signJwt(
      {
        iss: issuer,
        aud: clientId,
        sub: identity.sub,
        iat: now,
        exp: now + TOKEN_TTL_S,
        ...(pending.nonce ? { nonce: pending.nonce } : {}),
        name: identity.name,
        email: identity.email,
        email_verified: true,
        picture: identity.picture,
      },
      clientSecret,
    );
    const accessToken = randomBytes(24).toString("base64url");
    await grants.put("access_token", accessToken, { identity }, TOKEN_TTL_S * 1000);
    return {
      access_token: accessToken,
      token_type: "Bearer" as const,
      expires_in: TOKEN_TTL_S,
      scope: pending.scope ?? "openid email profile",
      id_token: idToken,
    };
  }

  /** Verifies an id token we issued and returns its claims. */
  async function verifyIdToken(idToken: string): Promise<DemoIdentity | null> {
    const claims = await verifyJwt(idToken, clientSecret, { issuer, audience: clientId });
    if (!claims) return null;
    const parsed = z
      .object({ sub: z.string(), name: z.string(), email: z.email(), picture: z.string() })
      .safeParse(claims);
    return parsed.success ? parsed.data : null;
  }

  const app = new Hono<AppEnv>()
    .get("/.well-known/openid-configuration", (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["HS256"],
        code_challenge_methods_supported: ["S256"],
        scopes_supported: ["openid", "email", "profile"],
        token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      }),
    )
    .get("/style.css", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(SIGN_IN_CSS, 200, { "Content-Type": "text/css; charset=utf-8" });
    })
    .get("/avatar/:sub{[a-z0-9-]+\\.svg}", (c) => {
      const name = c.req.query("name") ?? "?";
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(avatarSvg(c.req.param("sub"), name), 200, { "Content-Type": "image/svg+xml" });
    })
    .get("/authorize", (c) => {
      const request = validateAuthorize(c.req.query());
      c.header("Cache-Control", "no-store");
      if (typeof request === "string")
        return c.html(
          renderSignInPage({ productName: options.productName, locale: localeOfRequest(c), fatal: request }),
          400,
        );
      return c.html(
        renderSignInPage({ productName: options.productName, locale: localeOfRequest(c), request }),
      );
    })
    .post("/authorize", async (c) => {
      c.header("Cache-Control", "no-store");
      const form = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === "string" ? v : undefined]),
      );
      const request = validateAuthorize(form);
      if (typeof request === "string")
        return c.html(
          renderSignInPage({ productName: options.productName, locale: localeOfRequest(c), fatal: request }),
          400,
        );
      const redirect = new URL(request.redirect_uri);
      redirect.searchParams.set("state", request.state);
      if (form.action === "cancel") {
        redirect.searchParams.set("error", "access_denied");
        return c.redirect(redirect.toString(), 302);
      }
      const parsed = identityForm.safeParse(form);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return c.html(
          renderSignInPage({
            productName: options.productName,
            locale: localeOfRequest(c),
            request,
            values: form,
            errors,
          }),
          400,
        );
      }
      const sub = subjectFor(parsed.data.email);
      const picture = `${issuer}/avatar/${sub}.svg?name=${encodeURIComponent(parsed.data.name)}`;
      const code = await issueCode(request, {
        sub,
        name: parsed.data.name,
        email: parsed.data.email,
        picture,
      });
      redirect.searchParams.set("code", code);
      return c.redirect(redirect.toString(), 302);
    })
    .post("/token", async (c) => {
      const form = await c.req.parseBody();
      const basic = c.req.header("authorization")?.match(/^Basic (.+)$/)?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent)
        : [];
      const str = (v: unknown) => (typeof v === "string" ? v : "");
      if (str(form.grant_type) !== "authorization_code")
        return c.json({ error: "unsupported_grant_type" }, 400);
      try {
        const tokens = await exchangeCode({
          code: str(form.code),
          redirectUri: str(form.redirect_uri),
          codeVerifier: str(form.code_verifier) || undefined,
          clientId: basicId ?? str(form.client_id),
          clientSecret: basicSecret ?? str(form.client_secret),
        });
        c.header("Cache-Control", "no-store");
        return c.json(tokens);
      } catch (error) {
        if (error instanceof DemoTokenError)
          return c.json({ error: error.code }, error.code === "invalid_client" ? 401 : 400);
        throw error;
      }
    })
    .get("/userinfo", async (c) => {
      const token = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
      const entry = token
        ? ((await grants.get("access_token", token)) as { identity: DemoIdentity } | null)
        : null;
      if (!entry) return c.json({ error: "invalid_token" }, 401);
      return c.json({ ...entry.identity, email_verified: true });
    });

  return { app, issuer, clientId, clientSecret, redirectUri, exchangeCode, verifyIdToken, subjectFor };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Grants in the demo_idp_grants table, keyed by a hash of the secret (a leaked row redeems
 * nothing); expired rows are never returned and are deleted as new ones are written.
 */
export function databaseGrantStore(db: Kysely<Database>): DemoGrantStore {
  const key = (kind: string, secret: string) =>
    `${kind}:${createHash("sha256").update(secret).digest("base64url")}`;
  return {
    async put(kind, secret, payload, ttlMs) {
      await db.deleteFrom("demo_idp_grants").where("expires_at", "<", sql<Date>`now()`).execute();
      await db
        .insertInto("demo_idp_grants")
        .values({
          id: key(kind, secret),
          kind,
          payload: JSON.stringify(payload),
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlMs / 1000})` as unknown as Date,
        })
        .execute();
    },
    async take(kind, secret) {
      const row = await db
        .deleteFrom("demo_idp_grants")
        .where("id", "=", key(kind, secret))
        .where("expires_at", ">", sql<Date>`now()`)
        .returning("payload")
        .executeTakeFirst();
      return row?.payload ?? null;
    },
    async get(kind, secret) {
      const row = await db
        .selectFrom("demo_idp_grants")
        .select("payload")
        .where("id", "=", key(kind, secret))
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row?.payload ?? null;
    },
  };
}
