import { msg, plural } from "@lingui/core/macro";
import { PRICE_LABEL } from "@/shared/constants";
import { i18n } from "@/web/lib/i18n/i18n";
import type { Usage } from "@/web/lib/session-view";
import { packageName } from "../texts";

/** Names the brand was already given: saving a new description keeps them until a new run. */
export type KeptNames = { brandId: string; count: number; usage: Usage };

/** What a new name run needs, said where the description is edited after a run. */
export function keptNamesNote({ count, usage }: KeptNames): {
  kept: string;
  next: string;
  needsPackage: boolean;
} {
  const kept = i18n._(
    msg`${plural(count, { one: "Your name stays as it is", other: "Your # names stay as they are" })}: saving a new description shapes your next run, started with “Generate New Names” on the next step.`,
  );
  const left = usage.limit - usage.count;
  if (usage.plan === "premium" && left > 0)
    return { kept, next: i18n._(msg`A new run counts as 1 of your ${left} left.`), needsPackage: false };
  if (usage.plan === "premium")
    return {
      kept,
      next: i18n._(msg`This brand's name runs are used, so no new run can be made.`),
      needsPackage: false,
    };
  if (usage.plan === "trial" && left > 0)
    return { kept, next: i18n._(msg`A new run uses your free trial's run.`), needsPackage: false };
  const pkg = packageName();
  const price = PRICE_LABEL;
  return {
    kept,
    next: i18n._(msg`Your free trial's run is used: a new run needs the ${pkg} (${price}).`),
    needsPackage: usage.plan === "trial",
  };
}
