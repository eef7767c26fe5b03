import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { shareText } from "@/shared/brand";
import type { BriefCorrection } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { LOGO_SELECT_DELAY_MS } from "@/shared/constants";
import { MESSAGES } from "@/shared/messages";
import type { NameOptions } from "@/shared/name-options";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { BrandNotFound, isBrandMissing } from "@/web/features/brands/brand-not-found";
import { packageAction } from "@/web/features/payment/package-action";
import { ApiRequestError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { brandApi, type LogoOption, type SessionView } from "./api/brand-api";
import { SessionBriefPanel } from "./brief/brief-panel";
import { DraftBrief } from "./brief/draft-brief";
import { NewBrandNote, useNewBrandCheck } from "./new-brand";
import { CategoryStep } from "./steps/category-step";
import { DetailsStep } from "./steps/details-step";
import { DownloadStep } from "./steps/download-step";
import { LogosStep } from "./steps/logos-step";
import { type ControlsDraft, EMPTY_DRAFT, parseDraft } from "./steps/name-controls";
import { NamesStep } from "./steps/names-step";
import { WizardFrame } from "./wizard-frame";
import { clampStep, previousStep, type Step } from "./wizard-steps";

type WizardStep = Exclude<Step, "landing">;
const DRAFT_KEY = "brand-wizard-draft";

/**
 * Decisions section 9: the logo step shows only logos made for the name chosen now. Of a logo's
 * saved edits it shows the newest (and the selected one); earlier versions stay in the history.
 */
function logosOfChosenName(session: SessionView) {
  const mine = session.logos.filter((l) => l.name === session.chosenName?.name);
  const newest = new Map<string, number>();
  for (const l of mine)
    if (l.parentId) newest.set(l.originId, Math.max(newest.get(l.originId) ?? 0, l.version));
  return mine.filter((l) => !l.parentId || l.isSelected || l.version === newest.get(l.originId));
}

/** The logo editor (its own page); it returns to step 5, or to `from` when cancelled. */
function editorPath(brandId: string, logoId: string, from: "logos" | "download") {
  return `/brands/${brandId}/edit?logo=${logoId}&from=${from}`;
}

/** Whether a logo run would be allowed now (the server decides; this only avoids a doomed auto-run). */
function mayGenerateLogos(session: SessionView) {
  const { count, limit } = session.usage.logos;
  return count < limit && (session.isActivePremium || session.logos.length === 0);
}

/** What the details step holds before it is saved; `sessionId` says which brand it belongs to. */
type Draft = { category: CategoryId | null; description: string; sessionId?: string | null };

function readDraft(): Draft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (raw) return JSON.parse(raw);
  } catch {
    // Private mode or malformed: start empty.
  }
  return { category: null, description: "" };
}

/** The wizard's steps 1-5 over one brand session kept on the server. */
export function WizardScreen({
  step,
  brandId,
  goTo,
  supportEmail,
  logoEstimateSeconds,
  offlineNames = false,
  onExit,
}: {
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
}) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const [missing, setMissing] = useState(false);
  const [session, setSession] = useState<SessionView | null>(null);
  const sessionRef = useRef<SessionView | null>(null);
  sessionRef.current = session;
  const [draft, setDraft] = useState(readDraft);
  const [busy, setBusy] = useState<null | "details" | "names" | "logos" | "download-png" | "download-jpg">(
    null,
  );
  const [namesFailed, setNamesFailed] = useState(false);
  const [logosFailed, setLogosFailed] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [logoOptions, setLogoOptions] = useState<LogoOption[] | null>(null);
  const autoRan = useRef<Set<string>>(new Set());
  // A correction of the brief made on step 2 before the brand is saved: saved with it.
  const [pendingBrief, setPendingBrief] = useState<BriefCorrection | null>(null);

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  // Open the brand the URL names, or restore the latest unfinished session (spec section 4), and
  // never show a step past its data. A finished brand opens on its own page in My brands.
  const openedBrand = useRef<string | null>(null);
  useEffect(() => {
    if (brandId && brandId === openedBrand.current) return;
    if (brandId && brandId === sessionRef.current?.id) {
      openedBrand.current = brandId;
      return;
    }
    let active = true;
    setMissing(false);
    const fresh = brandId === "new";
    const load =
      brandId && /^[0-9a-f-]{36}$/.test(brandId)
        ? brandApi.get(brandId)
        : fresh
          ? Promise.resolve({ session: null })
          : brandApi.current();
    if (fresh && openedBrand.current !== "new") {
      setSession(null);
      setLogoOptions(null);
      setPendingBrief(null);
      setDraft({ category: null, description: "" });
    }
    load
      .then(({ session: restored }) => {
        if (!active) return;
        openedBrand.current = brandId;
        if (restored?.isCompleted) {
          navigate(`/brands/${restored.id}`, { replace: true });
          return;
        }
        setSession(restored);
        if (restored) {
          // An unsaved edit of this brand's description (then a reload) wins over the saved text.
          setDraft((d) =>
            d.sessionId === restored.id && d.description
              ? d
              : {
                  category: restored.category ?? d.category,
                  description: restored.description ?? d.description,
                  sessionId: restored.id,
                },
          );
        }
        const allowed: Step = restored ? restored.step : !fresh && draft.category ? "details" : "category";
        const target = clampStep(step, allowed);
        if (target !== step || (restored && brandId !== restored.id))
          goTo(target, { replace: true, brand: restored ? restored.id : brandId });
        setLoaded(true);
      })
      .catch((error: unknown) => {
        if (!active) return;
        // Not this user's brand (or none at all): the not-found view, not a blank step.
        if (isBrandMissing(error)) setMissing(true);
        else toast.error("Error", { description: "We couldn't open that brand." });
        setLoaded(true);
      });
    return () => {
      active = false;
    };
    // Runs when the brand in the URL changes: step changes within a brand are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandId]);

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

  const handleError = useCallback(
    (error: unknown, context: "names" | "renames" | "logos" | "relogos") => {
      const code = error instanceof ApiRequestError ? error.code : "";
      const kind = context === "names" || context === "renames" ? "names" : "logos";
      if (code === "generation_limit") {
        toast.error("Generation Limit Reached", {
          description: kind === "names" ? MESSAGES.nameLimit : MESSAGES.logoLimit,
          action: packageAction(session?.id, navigate),
        });
      } else if (code === "premium_required") {
        toast("Premium Feature", {
          description: kind === "names" ? MESSAGES.namePremium : MESSAGES.logoPremium,
          action: packageAction(session?.id, navigate),
        });
      } else if (code === "session_completed") {
        toast("Session Completed", {
          description: "This brand is finished. Start a new one to keep creating.",
        });
        onExit();
      } else {
        const description = {
          names: "Failed to generate names. Please try again.",
          renames: "Failed to regenerate names",
          logos: "Failed to generate logos. Please try again.",
          relogos: "Failed to regenerate logos. Please try again.",
        }[context];
        toast.error("Error", { description });
        return true;
      }
      return false;
    },
    [navigate, onExit],
  );

  // Step 2's optional controls, for the first name run (later runs are shaped on step 3).
  const [firstRunControls, setFirstRunControls] = useState<ControlsDraft>(EMPTY_DRAFT);

  const generateNames = useCallback(
    async (sessionId: string, regenerate: boolean, options?: NameOptions) => {
      setBusy("names");
      setNamesFailed(false);
      try {
        const result = await brandApi.generateNames(sessionId, options);
        setSession(result.session);
        if (result.short) toast("Fewer names this run", { description: result.short.message });
      } catch (error) {
        if (handleError(error, regenerate ? "renames" : "names") && !regenerate) setNamesFailed(true);
      } finally {
        setBusy(null);
      }
    },
    [handleError],
  );

  const generateLogos = useCallback(
    async (sessionId: string, regenerate: boolean) => {
      setBusy("logos");
      setLogosFailed(false);
      try {
        const result = await brandApi.generateLogos(sessionId);
        setSession(result.session);
        setLogoOptions(result.options);
      } catch (error) {
        if (handleError(error, regenerate ? "relogos" : "logos") && !regenerate) setLogosFailed(true);
      } finally {
        setBusy(null);
      }
    },
    [handleError],
  );

  // The names and logos steps generate automatically on first display (spec section 4). Until
  // the run starts they already show the loading view, so no empty step flashes first.
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
  useEffect(() => {
    if (!autoRun || busy || !session) return;
    autoRan.current.add(autoKey);
    if (autoRun === "names") {
      const first = parseDraft(firstRunControls);
      void generateNames(session.id, false, "options" in first ? first.options : undefined);
    } else void generateLogos(session.id, false);
  }, [autoRun, autoKey, busy, session, generateNames, generateLogos, firstRunControls]);

  const submitDetails = async (description: string) => {
    if (!draft.category) return;
    setDraft((d) => ({ ...d, description }));
    setBusy("details");
    try {
      let next =
        session && !session.isCompleted
          ? session.category === draft.category && session.description === description
            ? session
            : (await brandApi.update(session.id, { category: draft.category, description })).session
          : (await brandApi.start({ category: draft.category, description })).session;
      if (pendingBrief && next.brief?.source !== "user") {
        try {
          next = (await brandApi.correctBrief(next.id, pendingBrief)).session;
        } catch {
          toast.error("Error", { description: "We couldn't save your correction of the brief." });
        }
      }
      setPendingBrief(null);
      setSession(next);
      setDraft({ category: next.category, description: next.description ?? description, sessionId: next.id });
      openedBrand.current = next.id;
      goTo("names", { brand: next.id });
    } catch (error) {
      toast.error("Error", {
        description:
          error instanceof ApiRequestError ? error.message : "Failed to generate names. Please try again.",
      });
    } finally {
      setBusy(null);
    }
  };

  const chooseName = async (name: string) => {
    if (!session) return;
    if (session.chosenName?.name === name) {
      goTo("logos");
      return;
    }
    setChoosing(name);
    try {
      setSession((await brandApi.chooseName(session.id, name)).session);
      setLogoOptions(null);
      goTo("logos");
    } catch (error) {
      handleError(error, "names");
    } finally {
      setChoosing(null);
    }
  };

  // "I already have a name": no generation; the name becomes this brand's choice and logos follow.
  const chooseTypedName = async (name: string) => {
    if (!session) return;
    setTyping(true);
    setTypedError(null);
    try {
      setSession((await brandApi.chooseTypedName(session.id, name)).session);
      setLogoOptions(null);
      goTo("logos");
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) setTypedError(error.message);
      else handleError(error, "names");
    } finally {
      setTyping(false);
    }
  };

  const selectLogo = async (logoId: string) => {
    if (!session) return;
    setSelecting(logoId);
    try {
      const { session: next } = await brandApi.selectLogo(session.id, logoId);
      setSession(next);
      setTimeout(() => {
        setSelecting(null);
        goTo("download");
      }, LOGO_SELECT_DELAY_MS);
    } catch (error) {
      setSelecting(null);
      handleError(error, "logos");
    }
  };

  const download = async (format: "png" | "jpg") => {
    if (!session) return;
    setBusy(format === "png" ? "download-png" : "download-jpg");
    const failure =
      format === "png"
        ? "Download failed. Please try again."
        : "Compressed download failed. Please try again.";
    try {
      const res = await fetch(`/api/sessions/${session.id}/download?format=${format}`);
      if (res.status === 403) {
        toast("Premium Feature", {
          description: MESSAGES.downloadPremium,
          action: packageAction(session?.id, navigate),
        });
        return;
      }
      if (!res.ok) throw new Error(`download failed (${res.status})`);
      const blob = await res.blob();
      const disposition = res.headers.get("content-disposition") ?? "";
      const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
      const fileName = encoded ? decodeURIComponent(encoded) : `logo.${format}`;
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setSession((await brandApi.get(session.id)).session);
    } catch {
      toast.error(failure);
    } finally {
      setBusy(null);
    }
  };

  const toggleFavourite = async (kind: "name" | "logo", id: string, favourite: boolean) => {
    if (!session) return;
    try {
      setSession((await brandApi.favourite(session.id, { kind, id, favourite })).session);
    } catch {
      toast.error("Error", { description: "We couldn't save that favourite. Please try again." });
    }
  };

  // Share uses the brand's public page (My brands, point 4), made only when the owner agrees.
  const [shareAsk, setShareAsk] = useState(false);
  const shareUrl = async (path: string) => {
    const name = session?.chosenName?.name ?? "";
    const url = `${window.location.origin}${path}`;
    try {
      if (navigator.share) {
        await navigator.share({ title: name, text: shareText(name), url });
      } else {
        await navigator.clipboard.writeText(url);
        toast.success("Link copied to clipboard! You can now paste it to share.");
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error("Unable to share. Try copying the URL manually.");
    }
  };
  const share = () => {
    if (session?.share.enabled && session.share.path) void shareUrl(session.share.path);
    else setShareAsk(true);
  };
  const createShare = async () => {
    if (!session) return;
    setShareAsk(false);
    try {
      const { share: state } = await brandApi.setSharing(session.id, true);
      setSession({ ...session, share: state });
      if (state.path) await shareUrl(state.path);
    } catch {
      toast.error("Unable to share. Try copying the URL manually.");
    }
  };

  const checkNewBrand = useNewBrandCheck();
  const createAnother = async () => {
    // The get-started checks first: a refused brand is said so now, not after its description.
    if (!(await checkNewBrand())) return;
    sessionStorage.removeItem(DRAFT_KEY);
    setDraft({ category: null, description: "" });
    setSession(null);
    setLogoOptions(null);
    setPendingBrief(null);
    openedBrand.current = "new";
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
  const briefPanel = session ? <SessionBriefPanel session={session} onSaved={setSession} /> : null;
  const selectedLogo = session?.logos.find((l) => l.isSelected) ?? null;
  const completedDownload = Boolean(selectedLogo?.isDownloaded);

  return (
    <WizardFrame step={step} onBack={back} backDisabled={busy !== null && busy !== "details"}>
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
          busy={busy === "details"}
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
          generating={busy === "names" || autoRun === "names"}
          choosing={choosing}
          chosen={session.chosenName?.name ?? null}
          usage={session.usage.names}
          supportEmail={supportEmail}
          typing={typing}
          typedError={typedError}
          onRegenerate={(options) =>
            void generateNames(
              session.id,
              session.names.some((n) => n.source !== "typed"),
              options,
            )
          }
          onTypedName={(name) => void chooseTypedName(name)}
          onChoose={(name) => void chooseName(name)}
          onFavourite={(id, favourite) => void toggleFavourite("name", id, favourite)}
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
          errors={(logoOptions ?? []).flatMap((o) => ("error" in o ? [{ message: o.message }] : []))}
          generating={busy === "logos" || autoRun === "logos"}
          failed={logosFailed}
          selectedId={selecting ?? session.selectedLogoId}
          selecting={selecting !== null}
          usage={session.usage.logos}
          supportEmail={supportEmail}
          onRegenerate={() => void generateLogos(session.id, session.logos.length > 0)}
          onRetry={() => void generateLogos(session.id, session.logos.length > 0)}
          onSelect={(id) => void selectLogo(id)}
          onFavourite={(id, favourite) => void toggleFavourite("logo", id, favourite)}
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
          busy={busy === "download-png" ? "png" : busy === "download-jpg" ? "jpg" : null}
          onDownload={(format) => void download(format)}
          onShare={share}
          onCreateAnother={() => void createAnother()}
          onKitDownloaded={() =>
            void brandApi
              .get(session.id)
              .then((r) => setSession(r.session))
              .catch(() => undefined)
          }
        />
      )}
      <Dialog
        open={shareAsk}
        title={`Share ${session?.chosenName?.name ?? "your brand"}`}
        onClose={() => setShareAsk(false)}
        description={
          <p>
            Sharing makes a public page anyone with the link can open: the name, its meaning and the logo
            {session?.canDownload ? "" : " (watermarked until you pay)"}. You can turn it off in My brands at
            any time.
          </p>
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setShareAsk(false)}>
            Cancel
          </Button>
          <Button data-autofocus onClick={() => void createShare()}>
            Create page and share
          </Button>
        </div>
      </Dialog>
    </WizardFrame>
  );
}
