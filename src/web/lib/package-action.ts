import { t } from "@lingui/core/macro";
import { PRICE_LABEL } from "@/shared/constants";
import { paths } from "@/shared/routes";

export const PACKAGE_ACTION_LABEL = `See the ${PRICE_LABEL} package`;

/** PACKAGE_ACTION_LABEL in the UI language. */
export function packageActionLabel(): string {
  return t`See the ${PRICE_LABEL} package`;
}

/** The payment page for the brand on screen (or the plain payment page when there is none). */
export function packagePath(brandId: string | null | undefined): string {
  return paths.payment(brandId);
}

/**
 * The action button of every "... Please upgrade to continue." toast: the catalogue's words stay as
 * they are, and the one-time price is one click away.
 */
export function packageAction(brandId: string | null | undefined, go: (path: string) => void) {
  return { label: packageActionLabel(), onClick: () => go(packagePath(brandId)) };
}
