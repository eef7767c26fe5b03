import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { unauthorized } from "../http/errors";
import type { Auth } from "./auth";

/** Every API route except health, auth, webhooks and public content runs behind this. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.auth.api.getSession({ headers: c.req.raw.headers });
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
