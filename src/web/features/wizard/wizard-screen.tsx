import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { shareText } from "@/shared/brand";
import type { CategoryId } from "@/shared/categories";
import { LOGO_SELECT_DELAY_MS } from "@/shared/constants";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiRequestError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { brandApi, type LogoOption, type SessionView } from "./api/brand-api";
import { CategoryStep } from "./steps/category-step";
import { DetailsStep } from "./steps/details-step";
import { DownloadStep } from "./steps/download-step";
import { LogosStep } from "./steps/logos-step";
import { NamesStep } from "./steps/names-step";
import { WizardFrame } from "./wizard-frame";
import { clampStep, previousStep, type Step } from "./wizard-steps";

type WizardStep = Exclude<Step, "landing">;
const DRAFT_KEY = "brand-wizard-draft";

export const MESSAGES = {
  nameLimit: "You've reached the maximum number of name generations. Please upgrade to continue.",
  logoLimit: "You've reached the maximum number of logo generations. Please upgrade to continue.",
  namePremium: "Name regeneration is a premium feature. Please upgrade to continue.",
  logoPremium: "Logo regeneration is a premium feature. Please upgrade to continue.",
  downloadPremium: "Logo download is a premium feature. Please upgrade to continue.",
};

function latestRun<T extends { run: number }>(items: T[]): T[] {
  const last = Math.max(0, ...items.map((i) => i.run));
  return items.filter((i) => i.run === last);
}

/** Decisions section 9: the logo step shows only logos made for the name chosen now. */
function logosOfChosenName(session: SessionView) {
  return session.logos.filter((l) => l.name === session.chosenName?.name);
}

/** Whether a logo run would be allowed now (the server decides; this only avoids a doomed auto-run). */
function mayGenerateLogos(session: SessionView) {
  const { count, limit } = session.usage.logos;
  return count < limit && (session.isActivePremium || session.logos.length === 0);
}

function readDraft(): { category: CategoryId | null; description: string } {
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
  goTo,
  supportEmail,
  onExit,
}: {
  step: WizardStep;
  goTo: (step: Step, options?: { replace?: boolean }) => void;
  supportEmail: string;
  onExit: () => void;
}) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const [session, setSession] = useState<SessionView | null>(null);
  const [draft, setDraft] = useState(readDraft);
  const [busy, setBusy] = useState<null | "details" | "names" | "logos" | "download-png" | "download-jpg">(
    null,
  );
  const [namesFailed, setNamesFailed] = useState(false);
  const [logosFailed, setLogosFailed] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [logoOptions, setLogoOptions] = useState<LogoOption[] | null>(null);
  const autoRan = useRef<Set<string>>(new Set());

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  // Restore the latest unfinished session (spec section 4) and never show a step past its data.
  useEffect(() => {
    let active = true;
    brandApi
      .current()
      .then(({ session: restored }) => {
        if (!active) return;
        if (restored) {
          setSession(restored);
          setDraft((d) => ({
            category: restored.category ?? d.category,
            description: restored.description ?? d.description,
          }));
        }
        const allowed: Step = restored ? restored.step : draft.category ? "details" : "category";
        const target = clampStep(step, allowed);
        if (target !== step) goTo(target, { replace: true });
        setLoaded(true);
      })
      .catch(() => {
        if (active) setLoaded(true);
      });
    return () => {
      active = false;
    };
    // Runs once per mount: later step changes are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleError = useCallback(
    (error: unknown, context: "names" | "renames" | "logos" | "relogos") => {
      const code = error instanceof ApiRequestError ? error.code : "";
      const kind = context === "names" || context === "renames" ? "names" : "logos";
      if (code === "generation_limit") {
        toast.error("Generation Limit Reached", {
          description: kind === "names" ? MESSAGES.nameLimit : MESSAGES.logoLimit,
        });
      } else if (code === "premium_required") {
        toast("Premium Feature", {
          description: kind === "names" ? MESSAGES.namePremium : MESSAGES.logoPremium,
          action: { label: "Upgrade", onClick: () => navigate("/payment") },
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

  const generateNames = useCallback(
    async (sessionId: string, regenerate: boolean) => {
      setBusy("names");
      setNamesFailed(false);
      try {
        const result = await brandApi.generateNames(sessionId);
        setSession(result.session);
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

  // The names and logos steps generate automatically on first display (spec section 4).
  useEffect(() => {
    if (!loaded || !session || busy) return;
    const key = `${step}:${session.id}`;
    if (autoRan.current.has(key)) return;
    if (step === "names" && session.names.length === 0) {
      autoRan.current.add(key);
      void generateNames(session.id, false);
    } else if (
      step === "logos" &&
      session.chosenName &&
      logosOfChosenName(session).length === 0 &&
      mayGenerateLogos(session)
    ) {
      autoRan.current.add(key);
      void generateLogos(session.id, false);
    }
  }, [loaded, session, step, busy, generateNames, generateLogos]);

  const submitDetails = async (description: string) => {
    if (!draft.category) return;
    setDraft((d) => ({ ...d, description }));
    setBusy("details");
    try {
      const next =
        session && !session.isCompleted
          ? session.category === draft.category && session.description === description
            ? session
            : (await brandApi.update(session.id, { category: draft.category, description })).session
          : (await brandApi.start({ category: draft.category, description })).session;
      setSession(next);
      goTo("names");
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
          action: { label: "Upgrade", onClick: () => navigate("/payment") },
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

  const share = async () => {
    const name = session?.chosenName?.name ?? "";
    const url = window.location.origin;
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

  const createAnother = () => {
    sessionStorage.removeItem(DRAFT_KEY);
    setDraft({ category: null, description: "" });
    setSession(null);
    setLogoOptions(null);
    onExit();
  };

  if (!loaded) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading your brand" className="[&>span:first-child]:size-8" />
      </main>
    );
  }

  const back = () => goTo(previousStep(step));
  const selectedLogo = session?.logos.find((l) => l.isSelected) ?? null;
  const completedDownload = Boolean(selectedLogo?.isDownloaded);

  return (
    <WizardFrame step={step} onBack={back} backDisabled={busy !== null && busy !== "details"}>
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
          onChangeCategory={() => goTo("category")}
        />
      )}
      {step === "names" && session && (
        <NamesStep
          names={latestRun(session.names)}
          failed={namesFailed}
          generating={busy === "names"}
          choosing={choosing}
          chosen={session.chosenName?.name ?? null}
          usage={session.usage.names}
          premium={session.isActivePremium}
          supportEmail={supportEmail}
          onRegenerate={() => void generateNames(session.id, session.names.length > 0)}
          onChoose={(name) => void chooseName(name)}
        />
      )}
      {step === "logos" && session?.chosenName && (
        <LogosStep
          brandName={session.chosenName.name}
          options={
            logoOptions ?? latestRun(logosOfChosenName(session)).map((l) => ({ id: l.id, url: l.url }))
          }
          generating={busy === "logos"}
          failed={logosFailed}
          selectedId={selecting ?? session.selectedLogoId}
          selecting={selecting !== null}
          usage={session.usage.logos}
          premium={session.isActivePremium}
          supportEmail={supportEmail}
          onRegenerate={() => void generateLogos(session.id, session.logos.length > 0)}
          onRetry={() => void generateLogos(session.id, session.logos.length > 0)}
          onSelect={(id) => void selectLogo(id)}
        />
      )}
      {step === "download" && session?.chosenName && (
        <DownloadStep
          brandName={session.chosenName.name}
          meaning={session.chosenName.meaning}
          logoUrl={selectedLogo ? `${selectedLogo.url}?v=${session.canDownload ? "full" : "preview"}` : null}
          canDownload={session.canDownload}
          downloaded={completedDownload}
          busy={busy === "download-png" ? "png" : busy === "download-jpg" ? "jpg" : null}
          onDownload={(format) => void download(format)}
          onShare={() => void share()}
          onCreateAnother={createAnother}
        />
      )}
    </WizardFrame>
  );
}
