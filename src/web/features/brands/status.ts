import type { BrandStatus } from "./api/brands-api";

/** The same three states the server's list reports, from a brand's own flags. */
export function brandStatusOf(session: { isPremium: boolean; isCompleted: boolean }): BrandStatus {
  if (session.isCompleted) return "downloaded";
  return session.isPremium ? "paid" : "in_progress";
}
