import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError, unauthorized } from "../http/errors";
import type { Auth } from "./auth";

/** Every API route except health, auth, webhooks and public content runs behind this. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let user: Awaited<ReturnType<typeof auth.sessionUser>>;
    try {
      user = await auth.sessionUser(c.req.raw.headers);
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
    if (!user) throw unauthorized();
    c.set("user", user);
    await next();
  });
}
