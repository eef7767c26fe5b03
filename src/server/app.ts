import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AppEnv, CoreDeps } from "./context";
import { errorHandler } from "./http/error-handler";
import { errorBody } from "./http/errors";
import { requestContext } from "./http/request-context";
import { sameOriginWrites } from "./http/same-origin";
import { staticApp } from "./http/static-app";
import { clientErrorRoutes } from "./routes/client-errors/client-errors.routes";
import { healthRoutes } from "./routes/health/health.routes";

export type AppDeps = CoreDeps & {
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
};

const MAX_JSON_BODY = 64 * 1024;

/** The typed API (mounted under /api); its type is what the web app's client is built from. */
export function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes(deps))
    .route("/client-errors", clientErrorRoutes(deps));
}

export type ApiType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(requestContext(deps.logger));
  app.use("/api/*", sameOriginWrites(deps.config.appUrl));
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
    }),
  );
  app.use("/api/*", compress({ threshold: 1024 }));
  app.route("/api", apiRoutes(deps));
  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}.`), 404),
  );
  if (deps.webDist) app.route("/", staticApp(deps.webDist));
  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  return app;
}
