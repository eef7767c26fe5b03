import { paths } from "@/shared/routes";

/** A brand's public page as its owner sees it: on or off, and its path while on. */
export function shareState(session: { share_enabled: boolean; share_slug: string | null }) {
  return {
    enabled: session.share_enabled && session.share_slug !== null,
    path: session.share_enabled && session.share_slug ? paths.sharedBrand(session.share_slug) : null,
  };
}
