import { Hono } from "hono";
import type { AppDeps } from "../../app";
import { requireUser } from "../../auth/require-user";
import type { AppEnv } from "../../context";
import { accountStatusReader } from "../../domain/account-status";
import type { PremiumStatus } from "../../domain/premium";

/**
 * What the get-started button decides (spec section 2): the trial used without ever buying,
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

export function meRoutes({ auth, database }: AppDeps) {
  const readAccountStatus = accountStatusReader(database);
  return new Hono<AppEnv>().use(requireUser(auth)).get("/", async (c) => {
    const user = c.get("user");
    const { trial, premium } = await readAccountStatus(user.id);
    const body: MeBody = {
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
    return c.json(body);
  });
}
