import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "./app-deps";
import type { AppEnv } from "./context";
import { sharePageMeta } from "./domain/brands";
import { compressLarge } from "./http/compress";
import { errorHandler } from "./http/error-handler";
import { errorBody, payloadTooLarge } from "./http/errors";
import { rateLimit } from "./http/rate-limit";
import { requestContext } from "./http/request-context";
import { requestLocale } from "./http/request-locale";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { serverTiming } from "./http/server-timing";
import { staticApp } from "./http/static-app";
import { wellFormedJson } from "./http/validate";
import { brandRoutes } from "./routes/brands/brands.routes";
import { clientErrorRoutes } from "./routes/client-errors/client-errors.routes";
import { configRoutes } from "./routes/config/config.routes";
import { healthRoutes } from "./routes/health/health.routes";
import { logoRoutes } from "./routes/logos/logos.routes";
import { logoMockupRoutes } from "./routes/logos/mockups.routes";
import { meRoutes } from "./routes/me/me.routes";
import { paymentRoutes } from "./routes/payments/payments.routes";
import { sessionKitRoutes } from "./routes/sessions/kit.routes";
import { sessionLogoRoutes } from "./routes/sessions/session-logos.routes";
import { sessionRoutes } from "./routes/sessions/sessions.routes";
import { shareRoutes } from "./routes/share/share.routes";
import { paddleWebhookRoutes } from "./routes/webhooks/paddle-webhook.routes";

const MAX_JSON_BODY = 64 * 1024;
/** A logo edit carries the whole design, and an AI logo's traced symbol can be a few hundred KB. */
const MAX_DESIGN_BODY = 1024 * 1024;
const DESIGN_PATH = /^\/api\/logos\/[^/]+\/(edit-preview|versions|edit-preview\/mockups\/[^/]+)$/;

/**
 * The better-auth endpoints the product uses. Everything else it offers (profile updates, e-mail
 * changes, account deletion, token listings) stays closed: our own routes own those, with our
 * validation.
 */
const PUBLIC_AUTH_ENDPOINTS = [
  /^POST \/api\/auth\/sign-in\/social$/,
  /^POST \/api\/auth\/sign-out$/,
  /^GET \/api\/auth\/get-session$/,
  /^(GET|POST) \/api\/auth\/callback\/[\w-]+$/,
  /^GET \/api\/auth\/(ok|error)$/,
];

export function isPublicAuthEndpoint(method: string, path: string): boolean {
  const line = `${method} ${path}`;
  return PUBLIC_AUTH_ENDPOINTS.some((pattern) => pattern.test(line));
}
const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The typed API (mounted under /api); its type is what the web app's client is built from. */
export function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes(deps))
    .route("/config", configRoutes(deps))
    .route("/client-errors", clientErrorRoutes(deps))
    .route("/me", meRoutes(deps))
    .route("/sessions", sessionRoutes(deps))
    .route("/sessions", sessionLogoRoutes(deps))
    .route("/sessions", sessionKitRoutes(deps))
    .route("/logos", logoRoutes(deps))
    .route("/logos", logoMockupRoutes(deps))
    .route("/brands", brandRoutes(deps))
    .route("/share", shareRoutes(deps))
    .route("/webhooks", paddleWebhookRoutes(deps))
    .route("/", paymentRoutes(deps));
}

export type ApiType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(requestContext(deps.logger));
  app.use(requestLocale);
  app.use(securityHeaders(deps.config));
  app.use("/api/*", sameOriginWrites(deps.config.appUrl));
  app.use("/api/sessions/*", serverTiming());
  const jsonLimit = bodyLimit({
    maxSize: MAX_JSON_BODY,
    onError: (c) => payloadTooLarge(c),
  });
  const designLimit = bodyLimit({ maxSize: MAX_DESIGN_BODY, onError: (c) => payloadTooLarge(c) });
  // Webhooks carry larger signed payloads and set their own limit. Requests without a body are
  // let through untouched: the limit reads the body stream, which on Node makes the adapter
  // build a full Request (and AbortSignal) for every GET.
  app.use("/api/*", (c, next) =>
    BODYLESS.has(c.req.method) || c.req.path.startsWith("/api/webhooks/")
      ? next()
      : DESIGN_PATH.test(c.req.path)
        ? designLimit(c, next)
        : jsonLimit(c, next),
  );
  app.use("/api/*", compressLarge({ threshold: 1024 }));
  const signInLimit = rateLimit(deps.database.db, deps.config, "sign-in");
  app.post("/api/auth/sign-in/*", signInLimit);
  app.post("/demo-idp/authorize", signInLimit);
  app.post("/api/auth/*", wellFormedJson);
  app.on(["GET", "POST"], "/api/auth/*", (c) =>
    isPublicAuthEndpoint(c.req.method, c.req.path)
      ? deps.auth.handler(c.req.raw)
      : c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}.`), 404),
  );
  app.route("/api", apiRoutes(deps));
  if (deps.auth.demoIdp) app.route("/demo-idp", deps.auth.demoIdp.app);
  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}.`), 404),
  );
  if (deps.webDist) {
    // The public share page's HTML reads the brand from the database for its link-preview tags.
    app.get("/b/*", rateLimit(deps.database.db, deps.config, "share-page"));
    app.route(
      "/",
      staticApp(deps.webDist, {
        origin: deps.config.appUrl,
        pageMeta: (path) => sharePageMeta(deps.database.db, path),
      }),
    );
  }
  app.notFound((c) => c.json(errorBody("not_found"), 404));
  return app;
}
