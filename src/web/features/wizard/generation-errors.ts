import { t } from "@lingui/core/macro";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "@/web/lib/api";
import { sharedMessage } from "@/web/lib/i18n/api-errors";
import { packageAction } from "@/web/lib/package-action";
import { toast } from "@/web/lib/toast";

export type GenerationContext = "names" | "renames" | "logos" | "relogos";

/** A failure the step shows as "try again" (not a limit, a premium feature or a finished brand). */
export function isRetryableFailure(error: unknown): boolean {
  const code = error instanceof ApiRequestError ? error.code : "";
  return !["generation_limit", "premium_required", "session_completed"].includes(code);
}

/**
 * The toasts for a failed generation or choice. The package action names the brand on screen,
 * so "Upgrade" pays for this brand even after a reload.
 */
export function useGenerationErrors(sessionId: string | undefined, onExit: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, context: GenerationContext) => {
      const code = error instanceof ApiRequestError ? error.code : "";
      const kind = context === "names" || context === "renames" ? "names" : "logos";
      if (code === "generation_limit") {
        toast.error(t`Generation Limit Reached`, {
          description: sharedMessage(kind === "names" ? "nameLimit" : "logoLimit"),
          action: packageAction(sessionId, navigate),
        });
      } else if (code === "premium_required") {
        toast(t`Premium Feature`, {
          description: sharedMessage(kind === "names" ? "namePremium" : "logoPremium"),
          action: packageAction(sessionId, navigate),
        });
      } else if (code === "session_completed") {
        toast(t`Session Completed`, {
          description: t`This brand is finished. Start a new one to keep creating.`,
        });
        onExit();
      } else {
        const description = {
          names: sharedMessage("nameGenerationFailed"),
          renames: t`Failed to regenerate names`,
          logos: sharedMessage("logoGenerationFailed"),
          relogos: t`Failed to regenerate logos. Please try again.`,
        }[context];
        toast.error(t`Error`, { description });
      }
    },
    [sessionId, navigate, onExit],
  );
}
