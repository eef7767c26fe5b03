import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError, unauthorized } from "../http/errors";
import type { Auth } from "./auth";

/** Every API route except health, auth, webhooks and public content runs behind this. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let session: Awaited<ReturnType<typeof auth.auth.api.getSession>>;
    try {
      session = await auth.auth.api.getSession({ headers: c.req.raw.headers });
    } catch (error) {
      // better-auth wraps connection errors without their cause; ask the database directly.
      if (!(await auth.databaseReachable())) {
        throw new ApiError(
          503,
          "service_unavailable",
          "The service is briefly unavailable. Please try again.",
          undefined,
          {
            "Retry-After": "2",
          },
        );
      }
      throw error;
    }
    if (!session) throw unauthorized();
    c.set("user", {
      id: session.user.id,
      name: session.user.name,
      email: session.user.email,
      image: session.user.image ?? null,
    });
    await next();
  });
}
