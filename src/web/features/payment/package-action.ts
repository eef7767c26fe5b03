import { PRICE_LABEL } from "@/shared/constants";

export const PACKAGE_ACTION_LABEL = `See the ${PRICE_LABEL} package`;

/** The payment page for the brand on screen (or the plain payment page when there is none). */
export function packagePath(brandId: string | null | undefined): string {
  return brandId ? `/payment?brand=${encodeURIComponent(brandId)}` : "/payment";
}

/**
 * The action button of every "... Please upgrade to continue." toast: the spec's words stay as
 * they are, and the one-time price is one click away.
 */
export function packageAction(brandId: string | null | undefined, go: (path: string) => void) {
  return { label: PACKAGE_ACTION_LABEL, onClick: () => go(packagePath(brandId)) };
}
