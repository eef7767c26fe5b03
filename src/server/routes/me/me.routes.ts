import { Hono } from "hono";
import { validator } from "hono/validator";
import type { AppDeps } from "@/server/app-deps";
import { currentUserWith, requireUser } from "@/server/auth/require-user";
import type { AppEnv, SessionUser } from "@/server/context";
import { deleteAccount, exportUserData } from "@/server/domain/account";
import {
  type AccountStatus,
  accountStatusFrom,
  accountStatusJson,
  accountStatusReader,
} from "@/server/domain/account-status";
import type { PremiumStatus } from "@/server/domain/premium";
import { badRequest, unauthorized } from "@/server/http/errors";
import { rateLimit } from "@/server/http/rate-limit";
import { localeCookie, localeOfRequest } from "@/server/http/request-locale";
import { jsonBody } from "@/server/http/validate";
import { deleteAccountSchema, localeChoiceSchema } from "@/shared/api-schemas";
import { BRAND } from "@/shared/brand";
import type { Locale } from "@/shared/locale";

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
  /** The language chosen on the account; null until the person chooses (then cookie/browser decide). */
  locale: Locale | null;
};

export function meRoutes({ auth, database, images, config }: AppDeps) {
  const accountStatus = accountStatusReader(database);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      c.header("Cache-Control", "private, no-store");
      // Both are usually served from the caches (decisions 007, 032); when those cannot be
      // trusted (PostgreSQL's notifications not arriving), the session and the account status
      // are read in one statement, since each statement is a round trip.
      const fused = accountStatus.serving ? undefined : accountStatusJson;
      const found = await currentUserWith(auth, c.req.raw.headers, fused);
      if (!found) {
        // The app asks who is signed in on every page: with ?optional=1 a signed-out visitor is
        // an answer (null), not an error, so browsers log no failed request.
        if (c.req.query("optional") === "1") return c.json(null);
        throw unauthorized();
      }
      const status = accountStatusFrom(found.extra) ?? (await accountStatus.read(found.user.id));
      // The language this person reads (account, cookie, browser), for the app's first render.
      c.header("Content-Language", localeOfRequest(c, found.user.locale));
      return c.json(meBody(found.user, status));
    })
    .use(requireUser(auth))
    .put("/locale", localeChoice, async (c) => {
      const { locale } = c.req.valid("json");
      await database.db
        .updateTable("users")
        .set({ locale, updated_at: new Date() })
        .where("id", "=", c.var.user.id)
        .execute();
      c.set("locale", locale);
      // The cookie too: the next page's HTML gets its `<html lang>` without reading the account.
      c.header("Set-Cookie", localeCookie(locale, config.appUrl.startsWith("https://")));
      c.header("Cache-Control", "private, no-store");
      return c.json({ locale });
    })
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
        throw badRequest("confirmation_mismatch");
      await deleteAccount(database.db, images, user.id, auth.trialKey);
      c.var.log.info({ userId: user.id }, "account deleted");
      // The session went with the account; clear the browser's cookie too.
      for (const cookie of expiredSessionCookies(c.req.header("cookie")))
        c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}

/** PUT /api/me/locale's body: one of the two languages, refused with its own code otherwise. */
const localeChoice = validator("json", (value) => {
  const parsed = localeChoiceSchema.safeParse(value);
  if (!parsed.success) throw badRequest("invalid_locale");
  return parsed.data;
});

function meBody({ locale, ...user }: SessionUser, { trial, premium }: AccountStatus): MeBody {
  return {
    user,
    locale,
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
