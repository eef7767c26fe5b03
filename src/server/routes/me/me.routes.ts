import { Hono } from "hono";
import { deleteAccountSchema } from "@/shared/api-schemas";
import { BRAND } from "@/shared/brand";
import type { AppDeps } from "../../app-deps";
import { currentUserWith, requireUser } from "../../auth/require-user";
import type { AppEnv } from "../../context";
import { deleteAccount, exportUserData } from "../../domain/account";
import {
  type AccountStatus,
  accountStatusFrom,
  accountStatusJson,
  accountStatusReader,
} from "../../domain/account-status";
import type { PremiumStatus } from "../../domain/premium";
import { badRequest, unauthorized } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { jsonBody } from "../../http/validate";

/**
 * What the get-started button decides (docs/product.md#screens): the trial used without ever buying,
 * a purchase used up with nothing active left, or free to start.
 */
export function startState(
  trialUsed: boolean,
  premium: PremiumStatus,
): "ok" | "trial_used" | "no_active_premium" {
  if (premium.hasPremium) return "ok";
  if (premium.purchases > 0 && premium.premiumUsed) return "no_active_premium";
  if (trialUsed) return "trial_used";
  return "ok";
}

export type MeBody = {
  user: { id: string; name: string; email: string; image: string | null };
  trial: {
    hasUsedTrial: boolean;
    trialUsedAt: string | null;
    nameGenerations: number;
    logoGenerations: number;
  };
  premium: PremiumStatus;
  start: ReturnType<typeof startState>;
};

export function meRoutes({ auth, database, images, config }: AppDeps) {
  const readAccountStatus = accountStatusReader(database);
  // On PostgreSQL the session and the account status are read in one statement (each statement
  // is a round trip); the embedded database serves both from its caches instead (decision 007).
  const fused = database.kind === "pglite" ? undefined : accountStatusJson;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "private, no-store");
      const found = await currentUserWith(auth, c.req.raw.headers, fused);
      if (!found) {
        // The app asks who is signed in on every page: with ?optional=1 a signed-out visitor is
        // an answer (null), not an error, so browsers log no failed request.
        if (c.req.query("optional") === "1") return c.json(null);
        throw unauthorized();
      }
      const status = accountStatusFrom(found.extra) ?? (await readAccountStatus(found.user.id));
      return c.json(meBody(found.user, status));
    })
    .use(requireUser(auth))
    .get("/export", rateLimit(database.db, config, "export"), async (c) => {
      const data = await exportUserData(database.db, c.var.user.id);
      c.header("Cache-Control", "private, no-store");
      c.header(
        "Content-Disposition",
        `attachment; filename="${BRAND.productName.toLowerCase()}-my-data.json"`,
      );
      return c.json(data);
    })
    .delete("/", jsonBody(deleteAccountSchema), async (c) => {
      const user = c.var.user;
      if (c.req.valid("json").confirmEmail !== user.email.toLowerCase())
        throw badRequest("Type your e-mail address exactly to confirm.", "confirmation_mismatch");
      await deleteAccount(database.db, images, user.id, auth.trialKey);
      c.var.log.info({ userId: user.id }, "account deleted");
      // The session went with the account; clear the browser's cookie too.
      for (const cookie of expiredSessionCookies(c.req.header("cookie")))
        c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}

function meBody(user: MeBody["user"], { trial, premium }: AccountStatus): MeBody {
  return {
    user,
    trial: {
      hasUsedTrial: trial.has_used_trial,
      trialUsedAt: trial.trial_used_at?.toISOString() ?? null,
      nameGenerations: trial.name_generations,
      logoGenerations: trial.logo_generations,
    },
    premium,
    start: startState(trial.has_used_trial, premium),
  };
}

/** Expires every better-auth cookie the browser sent (names depend on Secure-cookie prefixes). */
function expiredSessionCookies(header: string | undefined): string[] {
  const names = (header ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => /better-auth\./.test(name));
  return names.map(
    (name) =>
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}
