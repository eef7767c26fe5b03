import { betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins";
import type { Expression, RawBuilder } from "kysely";
import type { SessionUser } from "@/server/context";
import type { AppDatabase } from "@/server/db/client";
import { WriteThroughCache } from "@/server/db/write-through-cache";
import { restoreTrial, trialMemoryKey } from "@/server/domain/trial-memory";
import type { Config } from "@/server/env";
import type { Logger } from "@/server/logger";
import { BRAND } from "@/shared/brand";
import { parseLocale } from "@/shared/locale";
import { inBetterAuth } from "./better-auth-calls";
import { createDemoIdp, DEMO_PROVIDER_ID, type DemoIdp, databaseGrantStore } from "./demo-idp";
import { type CachedSession, createFastSessionReader, SESSION_TABLES } from "./fast-session";

const DAY_S = 24 * 60 * 60;

export type AuthProviderId = "google" | typeof DEMO_PROVIDER_ID;

/**
 * Sign-in through better-auth on our database: Google when configured, otherwise the built-in
 * demo OpenID Connect provider (never in production unless DEMO_MODE). Sessions are HttpOnly
 * cookies with sliding expiry.
 */
export function createAuth(options: {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  secret: string;
}) {
  const { config, database, logger, secret } = options;
  const useDemo = !config.google;
  if (useDemo && !config.demoAllowed) {
    throw new Error("Google sign-in is not configured and the demo sign-in is disabled in production.");
  }
  const demoIdp: DemoIdp | undefined = useDemo
    ? createDemoIdp({
        appUrl: config.appUrl,
        secret,
        productName: BRAND.productName,
        grants: databaseGrantStore(database.db),
      })
    : undefined;
  const authLog = logger.child({ module: "auth" });
  const trialKey = trialMemoryKey(secret);
  /** A returning person gets their remembered trial state back (decision 016); never fails sign-in. */
  const restore = (userId: string, identity: Parameters<typeof restoreTrial>[3]) =>
    restoreTrial(database.db, trialKey, userId, identity).catch((err) => {
      authLog.error({ err, userId }, "could not restore a remembered trial");
      return false;
    });

  const auth = betterAuth({
    appName: BRAND.productName,
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(config.appUrl).origin],
    telemetry: { enabled: false },
    // Failures that cannot be tied to a sign-in request (a tampered state) land on our callback screen too.
    onAPIError: { errorURL: `${config.appUrl}/auth/callback` },
    // Our own rate limits cover sign-in (shared by every instance through the database).
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        authLog[level === "debug" ? "debug" : level](args.length ? { args } : {}, message),
    },
    database: { db: database.db, type: "postgres" },
    user: {
      modelName: "users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      // The chosen language (PUT /api/me/locale writes it), so a session better-auth reads carries it.
      additionalFields: { locale: { type: "string", required: false, input: false } },
    },
    session: {
      modelName: "auth_sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      expiresIn: 30 * DAY_S,
      updateAge: DAY_S,
    },
    account: {
      modelName: "auth_accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      // Accounts are matched by the provider's subject, never merged into another by e-mail.
      accountLinking: { enabled: false },
      // Google's offline refresh token outlives a session: keep it (and the access token) encrypted
      // with the auth secret, so a database dump or backup does not carry usable tokens.
      encryptOAuthTokens: true,
    },
    verification: {
      modelName: "auth_verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    emailAndPassword: { enabled: false },
    // Run after better-auth's own transaction has committed.
    databaseHooks: {
      user: { create: { after: async (user) => void (await restore(user.id, { email: user.email })) } },
      account: {
        create: {
          after: async (account) =>
            void (await restore(account.userId, {
              providerId: account.providerId,
              accountId: account.accountId,
            })),
        },
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: "offline",
            prompt: "consent",
          },
        }
      : {},
    plugins: demoIdp
      ? [
          genericOAuth({
            config: [
              {
                providerId: DEMO_PROVIDER_ID,
                name: "Demo sign-in",
                clientId: demoIdp.clientId,
                clientSecret: demoIdp.clientSecret,
                authorizationUrl: `${demoIdp.issuer}/authorize`,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // The back channel runs in-process: the same token logic as POST /demo-idp/token,
                // without the server calling its own public URL (which a proxy may not route).
                async getToken({ code, redirectURI, codeVerifier }) {
                  const tokens = await demoIdp.exchangeCode({
                    code,
                    redirectUri: redirectURI,
                    codeVerifier,
                    clientId: demoIdp.clientId,
                    clientSecret: demoIdp.clientSecret,
                  });
                  return {
                    accessToken: tokens.access_token,
                    idToken: tokens.id_token,
                    tokenType: tokens.token_type,
                    accessTokenExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
                    scopes: tokens.scope.split(" "),
                  };
                },
                async getUserInfo(tokens) {
                  const identity = tokens.idToken ? await demoIdp.verifyIdToken(tokens.idToken) : null;
                  if (!identity) return null;
                  return {
                    id: identity.sub,
                    name: identity.name,
                    email: identity.email,
                    image: identity.picture,
                    emailVerified: true,
                  };
                },
              },
            ],
          }),
        ]
      : [],
  });

  // Trusted only while this process sees every write to sessions and users (decision 032). A
  // session is cached only when found, so a sign-in's new rows change nothing kept (decision 042).
  const sessionCache = new WriteThroughCache<CachedSession>(database, SESSION_TABLES, {
    insertsChangeNothing: SESSION_TABLES,
  });
  const readSession = createFastSessionReader({
    context: auth.$context,
    db: database.db,
    cache: sessionCache,
  });

  /** The signed-in user of a request, or null; better-auth decides whenever the fast path defers. */
  async function sessionUser(headers: Headers): Promise<SessionUser | null> {
    return (await sessionUserWith(headers))?.user ?? null;
  }

  /**
   * sessionUser, plus a value for the user read in the same statement when the session came from
   * the database (not when it was cached, or when better-auth decided): then `extra` is absent.
   */
  async function sessionUserWith<X = never>(
    headers: Headers,
    extra?: (userId: Expression<string>) => RawBuilder<X>,
  ): Promise<{ user: SessionUser; extra?: X } | null> {
    const fast = await readSession(headers.get("cookie"), extra);
    if (fast.kind === "user") return fast;
    if (fast.kind === "none") return null;
    const session = await inBetterAuth(() => auth.api.getSession({ headers }));
    if (!session) return null;
    const { id, name, email, image, locale } = session.user;
    return { user: { id, name, email, image: image ?? null, locale: parseLocale(locale) } };
  }

  const providerId: AuthProviderId = config.google ? "google" : DEMO_PROVIDER_ID;
  /** Lets request guards tell "database down" (503) from a real auth failure. */
  const databaseReachable = () =>
    database.ping().then(
      () => true,
      () => false,
    );
  /** better-auth's own endpoints (sign-in, callbacks, sign-out). */
  const handler = (request: Request) => inBetterAuth(() => auth.handler(request));
  return {
    auth,
    handler,
    demoIdp,
    providerId,
    databaseReachable,
    sessionUser,
    sessionUserWith,
    sessionCache,
    trialKey,
  };
}

export type Auth = ReturnType<typeof createAuth>;
