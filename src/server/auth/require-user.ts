import { createMiddleware } from "hono/factory";
import type { Expression, RawBuilder } from "kysely";
import type { AppEnv } from "@/server/context";
import { ApiError, unauthorized } from "@/server/http/errors";
import { localeOfRequest } from "@/server/http/request-locale";
import type { Auth } from "./auth";

/**
 * The signed-in user of a request, or null; a database that cannot be reached answers 503 rather
 * than looking like a signed-out visitor.
 */
export async function currentUser(auth: Auth, headers: Headers) {
  return (await currentUserWith(auth, headers))?.user ?? null;
}

/** currentUser, with a value for the user read in the same statement (see Auth.sessionUserWith). */
export async function currentUserWith<X = never>(
  auth: Auth,
  headers: Headers,
  extra?: (userId: Expression<string>) => RawBuilder<X>,
) {
  try {
    return await auth.sessionUserWith(headers, extra);
  } catch (error) {
    // better-auth wraps connection errors without their cause; ask the database directly.
    if (!(await auth.databaseReachable())) {
      throw new ApiError(503, "service_unavailable", undefined, undefined, { "Retry-After": "2" });
    }
    throw error;
  }
}

/** Every API route except health, auth, webhooks and public content runs behind this. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await currentUser(auth, c.req.raw.headers);
    if (!user) throw unauthorized();
    c.set("user", user);
    // The account's choice comes first; it is read with the session, so this costs nothing.
    if (user.locale) c.set("locale", localeOfRequest(c, user.locale));
    await next();
  });
}
