import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { BriefCorrection } from "@/shared/brief";
import { paths } from "@/shared/routes";
import { BrandNotFound } from "@/web/components/brand-not-found";
import { Spinner } from "@/web/components/ui/spinner";
import { type ControlsDraft, EMPTY_DRAFT } from "@/web/features/wizard/steps/name-draft";
import { MAIN_ID, pageHeading } from "@/web/lib/page-anchors";
import { WithQuery } from "@/web/lib/query";
import { invalidateBrand } from "@/web/lib/query-keys";
import type { SessionView } from "./api/brand-api";
import { storeSession, useBrandSession } from "./api/brand-session";
import { SessionBriefPanel } from "./brief/brief-panel";
import { DraftBrief } from "./brief/draft-brief";
import { logosOfChosenName } from "./logo-rules";
import { NewBrandNote } from "./new-brand";
import { useShareBrand } from "./share-brand";
import { CategoryStep } from "./steps/category-step";
import { DetailsStep } from "./steps/details-step";
import { DownloadStep } from "./steps/download-step";
import { LogosStep } from "./steps/logos-step";
import { NamesStep } from "./steps/names-step";
import { type Opened, useOpenedBrand } from "./use-open-brand";
import { useWizardActions } from "./use-wizard-actions";
import { type Draft, useWizardDraft } from "./wizard-draft";
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
  const { t } = useLingui();
  const client = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const session = useBrandSession(sessionId);
  const [draft, setDraft] = useWizardDraft();
  // A correction of the brief made on step 2 before the brand is saved: saved with it.
  const [pendingBrief, setPendingBrief] = useState<BriefCorrection | null>(null);
  // Step 2's optional controls, for the first name run (later runs are shaped on step 3).
  const [firstRunControls, setFirstRunControls] = useState<ControlsDraft>(EMPTY_DRAFT);
  const [opened, setOpened] = useState<Opened | null>(null);
  const loaded = opened !== null;
  // The wizard now holds this brand (a new one saved, or "new" after "Create another").
  const hold = useCallback((id: string) => setOpened({ brandId: id, missing: false }), []);

  const actions = useWizardActions({
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
  });
  const { share, dialog: shareDialog } = useShareBrand(session);

  const resetLogos = actions.logos.reset;
  const onOpen = useCallback(
    (restored: { id: string } | null, next: Draft) => {
      setSessionId(restored?.id ?? null);
      setDraft(next);
      if (!restored) {
        resetLogos();
        setPendingBrief(null);
      }
    },
    [setDraft, resetLogos],
  );
  const { missing } = useOpenedBrand({ brandId, sessionId, step, draft, goTo, onOpen, opened, setOpened });

  // After each step change the step's heading takes focus, so keyboard and screen-reader users
  // start at the top of the new step.
  const focusedStep = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || focusedStep.current === step) return;
    const heading = pageHeading();
    if (!heading) return;
    focusedStep.current = step;
    heading.focus({ preventScroll: true });
  });

  if (!loaded) {
    return (
      <main id={MAIN_ID} className="flex min-h-dvh items-center justify-center">
        <Spinner label={t`Loading your brand`} className="[&>span:first-child]:size-8" />
      </main>
    );
  }

  if (missing) {
    return (
      <main id={MAIN_ID} className="mx-auto max-w-3xl px-4 pt-24 pb-16 sm:px-6">
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
  const editorPath = (id: string, logoId: string, from: "logos" | "download") =>
    paths.brandEdit(id, { logo: logoId, from });

  return (
    <WizardFrame step={step} onBack={back} backDisabled={actions.generating}>
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
          busy={actions.savingDetails}
          onSubmit={actions.submitDetails}
          onDraft={(description) => setDraft((d) => ({ ...d, description }))}
          onChangeCategory={() => goTo("category")}
          controls={firstRunControls}
          onControls={setFirstRunControls}
          keptNames={
            session?.names.some((n) => n.source === "generated")
              ? {
                  brandId: session.id,
                  count: session.names.filter((n) => n.source === "generated").length,
                  usage: session.usage.names,
                }
              : null
          }
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
          failed={actions.names.failed}
          generating={actions.names.generating}
          choosing={actions.choosing}
          chosen={session.chosenName?.name ?? null}
          usage={session.usage.names}
          supportEmail={supportEmail}
          typing={actions.typing}
          typedError={actions.typedError}
          onRegenerate={(options) =>
            actions.runNames(
              session.id,
              session.names.some((n) => n.source !== "typed"),
              options,
            )
          }
          onTypedName={actions.chooseTypedName}
          onChoose={actions.chooseName}
          onFavourite={(id, on) => actions.toggleFavourite("name", id, on)}
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
          errors={actions.logos.errors}
          generating={actions.logos.generating}
          failed={actions.logos.failed}
          selectedId={actions.selecting ?? session.selectedLogoId}
          selecting={actions.selecting !== null}
          usage={session.usage.logos}
          supportEmail={supportEmail}
          onRegenerate={() => actions.runLogos(session.id, session.logos.length > 0)}
          onRetry={() => actions.runLogos(session.id, session.logos.length > 0)}
          onSelect={actions.selectLogo}
          onFavourite={(id, on) => actions.toggleFavourite("logo", id, on)}
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
          busy={actions.downloading}
          onDownload={actions.downloadLogo}
          onShare={share}
          onCreateAnother={() => void actions.createAnother()}
          onKitDownloaded={() => void invalidateBrand(client)}
        />
      )}
      {shareDialog}
    </WizardFrame>
  );
}
