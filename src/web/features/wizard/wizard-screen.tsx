import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { BriefCorrection } from "@/shared/brief";
import { MESSAGES } from "@/shared/messages";
import type { NameOptions } from "@/shared/name-options";
import { paths } from "@/shared/routes";
import { BrandNotFound } from "@/web/components/brand-not-found";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiRequestError } from "@/web/lib/api";
import { packageAction } from "@/web/lib/package-action";
import { WithQuery } from "@/web/lib/query";
import { invalidateBrand } from "@/web/lib/query-keys";
import { toast } from "@/web/lib/toast";
import type { SessionView } from "./api/brand-api";
import {
  storeSession,
  useBrandSession,
  useChooseName,
  useChooseTypedName,
  useDownloadLogo,
  useFavourite,
  useGenerateLogos,
  useGenerateNames,
  useSaveDetails,
  useSelectLogo,
} from "./api/brand-session";
import { SessionBriefPanel } from "./brief/brief-panel";
import { DraftBrief } from "./brief/draft-brief";
import { isRetryableFailure, useGenerationErrors } from "./generation-errors";
import { logosOfChosenName, mayGenerateLogos } from "./logo-rules";
import { NewBrandNote, useNewBrandCheck } from "./new-brand";
import { useShareBrand } from "./share-brand";
import { CategoryStep } from "./steps/category-step";
import { DetailsStep } from "./steps/details-step";
import { DownloadStep } from "./steps/download-step";
import { LogosStep } from "./steps/logos-step";
import { type ControlsDraft, EMPTY_DRAFT, parseDraft } from "./steps/name-controls";
import { NamesStep } from "./steps/names-step";
import { useOpenedBrand } from "./use-open-brand";
import { type Draft, EMPTY_WIZARD_DRAFT, useWizardDraft } from "./wizard-draft";
import { WizardFrame } from "./wizard-frame";
import { previousStep, type Step } from "./wizard-steps";

type WizardStep = Exclude<Step, "landing">;

type WizardProps = {
  step: WizardStep;
  /** A session id to open, "new" for a fresh brand, or null for the latest unfinished one. */
  brandId: string | null;
  goTo: (step: Step, options?: { replace?: boolean; brand?: string | null }) => void;
  supportEmail: string;
  /** How long a logo run usually takes with the configured provider. */
  logoEstimateSeconds?: number;
  /** Names come from the offline generator (step 3 then says how it handles other languages). */
  offlineNames?: boolean;
  onExit: () => void;
};

/** The wizard's steps 1-5 over one brand session kept on the server (its state in the query cache). */
export function WizardScreen(props: WizardProps) {
  return (
    <WithQuery>
      <Wizard {...props} />
    </WithQuery>
  );
}

function Wizard({
  step,
  brandId,
  goTo,
  supportEmail,
  logoEstimateSeconds,
  offlineNames = false,
  onExit,
}: WizardProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const session = useBrandSession(sessionId);
  const [draft, setDraft] = useWizardDraft();
  // A correction of the brief made on step 2 before the brand is saved: saved with it.
  const [pendingBrief, setPendingBrief] = useState<BriefCorrection | null>(null);
  // Step 2's optional controls, for the first name run (later runs are shaped on step 3).
  const [firstRunControls, setFirstRunControls] = useState<ControlsDraft>(EMPTY_DRAFT);

  const saveDetails = useSaveDetails();
  const names = useGenerateNames();
  const logos = useGenerateLogos();
  const choose = useChooseName();
  const typed = useChooseTypedName();
  const select = useSelectLogo();
  const download = useDownloadLogo();
  const favourite = useFavourite();
  const { share, dialog: shareDialog } = useShareBrand(session);
  const handleError = useGenerationErrors(session?.id, onExit);

  const resetLogos = logos.reset;
  const onOpen = useCallback(
    (opened: { id: string } | null, next: Draft) => {
      setSessionId(opened?.id ?? null);
      setDraft(next);
      if (!opened) {
        resetLogos();
        setPendingBrief(null);
      }
    },
    [setDraft, resetLogos],
  );
  const { loaded, missing, hold } = useOpenedBrand({
    brandId,
    sessionId,
    step,
    draft,
    goTo,
    onOpen,
  });

  // After each step change the step's heading takes focus, so keyboard and screen-reader users
  // start at the top of the new step.
  const focusedStep = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || focusedStep.current === step) return;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    focusedStep.current = step;
    heading.focus({ preventScroll: true });
  });

  const generating = names.isPending || logos.isPending || download.isPending;
  const runNames = useCallback(
    (id: string, regenerate: boolean, options?: NameOptions) =>
      names.mutate(
        { sessionId: id, regenerate, options },
        {
          onSuccess: (result) => {
            if (result.short) toast("Fewer names this run", { description: result.short.message });
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
          toast.error("Error", { description: "We couldn't save your correction of the brief." }),
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
          // Not held by id here: the URL still says "new" until the navigation lands, and a held
          // id under a "new" URL opened a fresh brand over the saved one. The URL naming the
          // session the wizard holds needs no opening (use-open-brand.ts).
          goTo("names", { brand: next.id });
        },
        onError: (error) =>
          toast.error("Error", {
            description:
              error instanceof ApiRequestError
                ? error.message
                : "Failed to generate names. Please try again.",
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
    typed.error instanceof ApiRequestError && typed.error.status === 400 ? typed.error.message : null;

  const selectLogo = (logoId: string) => {
    if (!session) return;
    select.mutate(
      { sessionId: session.id, logoId },
      { onSuccess: () => goTo("download"), onError: (error) => handleError(error, "logos") },
    );
  };

  const downloadLogo = (format: "png" | "jpg") => {
    if (!session) return;
    const failure =
      format === "png"
        ? "Download failed. Please try again."
        : "Compressed download failed. Please try again.";
    download.mutate(
      { sessionId: session.id, format },
      {
        onSuccess: ({ refused }) => {
          if (refused)
            toast("Premium Feature", {
              description: MESSAGES.downloadPremium,
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
          toast.error("Error", { description: "We couldn't save that favourite. Please try again." }),
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

  if (!loaded) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading your brand" className="[&>span:first-child]:size-8" />
      </main>
    );
  }

  if (missing) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 pt-24 pb-16 sm:px-6">
        <BrandNotFound />
      </main>
    );
  }

  const back = () => goTo(previousStep(step));
  const briefPanel = session ? (
    <SessionBriefPanel session={session} onSaved={(next: SessionView) => storeSession(client, next)} />
  ) : null;
  const selectedLogo = session?.logos.find((l) => l.isSelected) ?? null;
  const completedDownload = Boolean(selectedLogo?.isDownloaded);
  const namesFailed = names.isError && !names.variables.regenerate && isRetryableFailure(names.error);
  const logosFailed = logos.isError && !logos.variables.regenerate && isRetryableFailure(logos.error);
  const selecting = select.isPending ? select.variables.logoId : null;
  const editorPath = (id: string, logoId: string, from: "logos" | "download") =>
    paths.brandEdit(id, { logo: logoId, from });

  return (
    <WizardFrame step={step} onBack={back} backDisabled={generating}>
      {step === "category" && !session && <NewBrandNote />}
      {step === "category" && (
        <CategoryStep
          value={draft.category}
          onSelect={(category) => {
            setDraft((d) => ({ ...d, category }));
            goTo("details");
          }}
        />
      )}
      {step === "details" && draft.category && (
        <DetailsStep
          category={draft.category}
          initial={draft.description}
          busy={saveDetails.isPending}
          onSubmit={submitDetails}
          onDraft={(description) => setDraft((d) => ({ ...d, description }))}
          onChangeCategory={() => goTo("category")}
          controls={firstRunControls}
          onControls={setFirstRunControls}
          // The saved brand's brief while its text is the saved one (or the person corrected it,
          // which a new text keeps); otherwise how the text being typed would be read.
          brief={(text) =>
            session &&
            !session.isCompleted &&
            (session.brief?.source === "user" ||
              (text.trim() === session.description && draft.category === session.category)) ? (
              briefPanel
            ) : draft.category ? (
              <DraftBrief
                category={draft.category}
                text={text}
                correction={pendingBrief}
                onCorrect={setPendingBrief}
              />
            ) : null
          }
        />
      )}
      {step === "names" && session && (
        <NamesStep
          brandId={session.id}
          category={session.category ?? draft.category ?? "others"}
          description={session.description ?? ""}
          names={session.names}
          nameRunOptions={session.nameRunOptions ?? []}
          offlineNames={offlineNames}
          failed={namesFailed}
          generating={names.isPending || autoRun === "names"}
          choosing={choose.isPending ? choose.variables.name : null}
          chosen={session.chosenName?.name ?? null}
          usage={session.usage.names}
          supportEmail={supportEmail}
          typing={typed.isPending}
          typedError={typedError}
          onRegenerate={(options) =>
            runNames(
              session.id,
              session.names.some((n) => n.source !== "typed"),
              options,
            )
          }
          onTypedName={chooseTypedName}
          onChoose={chooseName}
          onFavourite={(id, on) => toggleFavourite("name", id, on)}
          brief={briefPanel}
          briefFacts={session.brief}
          runLabels={session.runLabels?.names}
        />
      )}
      {step === "logos" && session?.chosenName && (
        <LogosStep
          brandId={session.id}
          brandName={session.chosenName.name}
          logos={logosOfChosenName(session)}
          errors={(logos.data?.options ?? []).flatMap((o) => ("error" in o ? [{ message: o.message }] : []))}
          generating={logos.isPending || autoRun === "logos"}
          failed={logosFailed}
          selectedId={selecting ?? session.selectedLogoId}
          selecting={selecting !== null}
          usage={session.usage.logos}
          supportEmail={supportEmail}
          onRegenerate={() => runLogos(session.id, session.logos.length > 0)}
          onRetry={() => runLogos(session.id, session.logos.length > 0)}
          onSelect={selectLogo}
          onFavourite={(id, on) => toggleFavourite("logo", id, on)}
          onEdit={(id) => navigate(editorPath(session.id, id, "logos"))}
          estimateSeconds={logoEstimateSeconds}
          runLabels={session.runLabels?.logos}
        />
      )}
      {step === "download" && session?.chosenName && (
        <DownloadStep
          brandId={session.id}
          brandName={session.chosenName.name}
          meaning={session.chosenName.meaning}
          logoUrl={selectedLogo ? `${selectedLogo.url}?v=${session.canDownload ? "full" : "preview"}` : null}
          logoId={selectedLogo?.id ?? null}
          canDownload={session.canDownload}
          editHref={
            selectedLogo && !session.isCompleted ? editorPath(session.id, selectedLogo.id, "download") : null
          }
          confirmed={Boolean(session.downloadConfirmation)}
          downloads={session.downloads ?? { png: completedDownload, kit: false }}
          busy={download.isPending ? download.variables.format : null}
          onDownload={downloadLogo}
          onShare={share}
          onCreateAnother={() => void createAnother()}
          onKitDownloaded={() => void invalidateBrand(client)}
        />
      )}
      {shareDialog}
    </WizardFrame>
  );
}
