import { paths } from "@/shared/routes";
import type { SessionView } from "@/web/features/wizard/api/brand-api";

/**
 * Where /logos takes a brand (docs/product.md#screens): step 5 with the clean logo when a logo is
 * chosen, otherwise the logo step, or the first step the brand still needs before it; a finished
 * brand opens its brand page.
 */
export function brandDestination(session: Pick<SessionView, "id" | "isCompleted" | "step"> | null): string {
  if (!session) return paths.home({ step: "category" });
  if (session.isCompleted) return paths.brand(session.id);
  return paths.home({ step: session.step, brand: session.id });
}
