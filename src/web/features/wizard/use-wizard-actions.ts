import { t } from "@lingui/core/macro";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { BriefCorrection } from "@/shared/brief";
import type { NameOptions } from "@/shared/name-options";
import { type ControlsDraft, parseDraft } from "@/web/features/wizard/steps/name-draft";
import { ApiRequestError } from "@/web/lib/api";
import { apiErrorMessage, sharedMessage } from "@/web/lib/i18n/api-errors";
import { packageAction } from "@/web/lib/package-action";
import { toast } from "@/web/lib/toast";
import type { SessionView } from "./api/brand-api";
import {
  useChooseName,
  useChooseTypedName,
  useDownloadLogo,
  useFavourite,
  useGenerateLogos,
  useGenerateNames,
  useSaveDetails,
  useSelectLogo,
} from "./api/brand-session";
import { isRetryableFailure, useGenerationErrors } from "./generation-errors";
import { logosOfChosenName, mayGenerateLogos } from "./logo-rules";
import { useNewBrandCheck } from "./new-brand-check";
import { shortRunText } from "./texts";
import { type Draft, EMPTY_WIZARD_DRAFT } from "./wizard-draft";
import type { Step } from "./wizard-steps";

/**
 * What the wizard's steps do: each server call is a mutation (brand-session.ts) and what the steps
 * show while one runs or after it fails (generating, choosing, failed...) is read from it. Also the
 * automatic first run of the names and logos steps.
 */
export function useWizardActions({
  session,
  step,
  loaded,
  draft,
  setDraft,
  pendingBrief,
  setPendingBrief,
  firstRunControls,
  setSessionId,
  hold,
  goTo,
  onExit,
}: {
  session: SessionView | null;
  step: Step;
  loaded: boolean;
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  pendingBrief: BriefCorrection | null;
  setPendingBrief: (correction: BriefCorrection | null) => void;
  firstRunControls: ControlsDraft;
  setSessionId: (id: string | null) => void;
  /** The wizard now holds this brand (the URL naming it opens nothing). */
  hold: (brandId: string) => void;
  goTo: (step: Step, options?: { replace?: boolean; brand?: string | null }) => void;
  onExit: () => void;
}) {
  const navigate = useNavigate();
  const saveDetails = useSaveDetails();
  const names = useGenerateNames();
  const logos = useGenerateLogos();
  const choose = useChooseName();
  const typed = useChooseTypedName();
  const select = useSelectLogo();
  const download = useDownloadLogo();
  const favourite = useFavourite();
  const handleError = useGenerationErrors(session?.id, onExit);

  const generating = names.isPending || logos.isPending || download.isPending;
  const runNames = useCallback(
    (id: string, regenerate: boolean, options?: NameOptions) =>
      names.mutate(
        { sessionId: id, regenerate, options },
        {
          onSuccess: (result) => {
            if (result.short)
              toast(t`Fewer names this run`, { description: shortRunText(result.short, options) });
          },
          onError: (error) => handleError(error, regenerate ? "renames" : "names"),
        },
      ),
    [names.mutate, handleError],
  );
  const runLogos = useCallback(
    (id: string, regenerate: boolean) =>
      logos.mutate(
        { sessionId: id, regenerate },
        { onError: (error) => handleError(error, regenerate ? "relogos" : "logos") },
      ),
    [logos.mutate, handleError],
  );

  // The names and logos steps generate automatically on first display (docs/product.md). Until
  // the run starts they already show the loading view, so no empty step flashes first.
  const autoRan = useRef<Set<string>>(new Set());
  const autoKey = session ? `${step}:${session.id}:${session.chosenName?.name ?? ""}` : "";
  const autoRun: "names" | "logos" | null =
    !loaded || !session || autoRan.current.has(autoKey)
      ? null
      : step === "names" && session.names.length === 0
        ? "names"
        : step === "logos" &&
            session.chosenName &&
            logosOfChosenName(session).length === 0 &&
            mayGenerateLogos(session)
          ? "logos"
          : null;
  const busy = generating || saveDetails.isPending;
  useEffect(() => {
    if (!autoRun || busy || !session) return;
    autoRan.current.add(autoKey);
    if (autoRun === "names") {
      const first = parseDraft(firstRunControls);
      runNames(session.id, false, "options" in first ? first.options : undefined);
    } else runLogos(session.id, false);
  }, [autoRun, autoKey, busy, session, runNames, runLogos, firstRunControls]);

  const submitDetails = (description: string) => {
    const category = draft.category;
    if (!category) return;
    setDraft((d) => ({ ...d, description }));
    saveDetails.mutate(
      {
        session,
        category,
        description,
        correction: pendingBrief,
        onCorrectionFailed: () =>
          toast.error(t`Error`, { description: t`We couldn't save your correction of the brief.` }),
      },
      {
        onSuccess: ({ session: next }) => {
          setPendingBrief(null);
          setSessionId(next.id);
          setDraft({
            category: next.category,
            description: next.description ?? description,
            sessionId: next.id,
          });
          hold(next.id);
          goTo("names", { brand: next.id });
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description: apiErrorMessage(error, sharedMessage("nameGenerationFailed")),
          }),
      },
    );
  };

  const chooseName = (name: string) => {
    if (!session) return;
    if (session.chosenName?.name === name) {
      goTo("logos");
      return;
    }
    choose.mutate(
      { sessionId: session.id, name },
      {
        onSuccess: () => {
          logos.reset();
          goTo("logos");
        },
        onError: (error) => handleError(error, "names"),
      },
    );
  };

  // "I already have a name": no generation; the name becomes this brand's choice and logos follow.
  const chooseTypedName = (name: string) => {
    if (!session) return;
    typed.mutate(
      { sessionId: session.id, name },
      {
        onSuccess: () => {
          logos.reset();
          goTo("logos");
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError && error.status === 400)) handleError(error, "names");
        },
      },
    );
  };
  const typedError =
    typed.error instanceof ApiRequestError && typed.error.status === 400
      ? apiErrorMessage(typed.error)
      : null;

  const selectLogo = (logoId: string) => {
    if (!session) return;
    select.mutate(
      { sessionId: session.id, logoId },
      { onSuccess: () => goTo("download"), onError: (error) => handleError(error, "logos") },
    );
  };

  const downloadLogo = (format: "png" | "jpg") => {
    if (!session) return;
    const failure = sharedMessage(format === "png" ? "downloadFailed" : "compressedDownloadFailed");
    download.mutate(
      { sessionId: session.id, format },
      {
        onSuccess: ({ refused }) => {
          if (refused)
            toast(t`Premium Feature`, {
              description: sharedMessage("downloadPremium"),
              action: packageAction(session.id, navigate),
            });
        },
        onError: () => toast.error(failure),
      },
    );
  };

  const toggleFavourite = (kind: "name" | "logo", id: string, on: boolean) => {
    if (!session) return;
    favourite.mutate(
      { sessionId: session.id, kind, id, favourite: on },
      {
        onError: () =>
          toast.error(t`Error`, { description: t`We couldn't save that favourite. Please try again.` }),
      },
    );
  };

  const checkNewBrand = useNewBrandCheck();
  const createAnother = async () => {
    // The get-started checks first: a refused brand is said so now, not after its description.
    if (!(await checkNewBrand())) return;
    setDraft(EMPTY_WIZARD_DRAFT);
    setSessionId(null);
    logos.reset();
    setPendingBrief(null);
    hold("new");
    goTo("category", { brand: "new" });
  };
  const namesFailed = names.isError && !names.variables.regenerate && isRetryableFailure(names.error);
  const logosFailed = logos.isError && !logos.variables.regenerate && isRetryableFailure(logos.error);
  const selecting = select.isPending ? select.variables.logoId : null;

  return {
    /** A run or download is going on: Back waits for it. */
    generating,
    autoRun,
    savingDetails: saveDetails.isPending,
    names: { generating: names.isPending || autoRun === "names", failed: namesFailed },
    logos: {
      generating: logos.isPending || autoRun === "logos",
      failed: logosFailed,
      /** The last run's failures, shown beside its logos. */
      errors: (logos.data?.options ?? []).flatMap((o) => ("error" in o ? [{ message: o.message }] : [])),
      reset: logos.reset,
    },
    choosing: choose.isPending ? choose.variables.name : null,
    typing: typed.isPending,
    typedError,
    selecting,
    downloading: download.isPending ? download.variables.format : null,
    runNames,
    runLogos,
    submitDetails,
    chooseName,
    chooseTypedName,
    selectLogo,
    downloadLogo,
    toggleFavourite,
    createAnother,
  };
}

export type WizardActions = ReturnType<typeof useWizardActions>;
