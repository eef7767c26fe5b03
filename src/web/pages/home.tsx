import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { paths } from "@/shared/routes";
import { SiteHeader } from "@/web/components/layout/site-header";
import { Spinner } from "@/web/components/ui/spinner";
import { AuthArea } from "@/web/features/auth/auth-area";
import { useAuth } from "@/web/features/auth/use-auth";
import { Landing } from "@/web/features/landing/landing";
import { isStep, type Step } from "@/web/features/wizard/wizard-steps";
import { useAppConfig } from "@/web/lib/app-config";
import { withAreas } from "@/web/lib/i18n/i18n";
import { LANDING_SECTIONS, MAIN_ID } from "@/web/lib/page-anchors";
import { usePageMeta } from "@/web/lib/page-meta";
import { toast } from "@/web/lib/toast";

const WizardScreen = lazy(
  withAreas(["pages", "wizard", "kit", "mockups"], () =>
    import("@/web/features/wizard/wizard-screen").then((m) => ({ default: m.WizardScreen })),
  ),
);
// What only some visitors reach is loaded when they do, not with the landing page (issue 30, Speed):
// the get-started checks, the demo note and the signed-out wizard step.
const loadNewBrandChecks = withAreas(["wizard"], () => import("@/web/features/wizard/new-brand-check"));
const loadDemoModeDialog = withAreas(["wizard"], () => import("@/web/features/wizard/demo-mode-dialog"));
const DemoModeDialog = lazy(loadDemoModeDialog);
const SignInRequired = lazy(() =>
  import("@/web/pages/sign-in-required").then((m) => ({ default: m.SignInRequired })),
);
const DEMO_ACK_KEY = "demo-mode-acknowledged";
/** The built-in logo generator makes a run in a second or two; its countdown says so. */
const DEMO_LOGO_ESTIMATE_SECONDS = 5;

function scrollToPricing() {
  document.getElementById(LANDING_SECTIONS.pricing)?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/** "/": the landing page and the wizard's five steps (the step lives in the URL so reloads keep it). */
export default function HomePage() {
  const { t } = useLingui();
  usePageMeta({});
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const config = useAppConfig();
  const raw = params.get("step");
  const step: Step = isStep(raw) ? raw : "landing";
  const [checking, setChecking] = useState(false);
  // Undefined until the demo note is first needed: its code loads then, and it stays mounted after.
  const [demoOpen, setDemoOpen] = useState<boolean>();
  const welcomed = useRef(false);

  // Which brand the wizard works on: a session id, "new" for a fresh one, or none for the latest
  // unfinished session (docs/product.md#screens).
  const brand = params.get("brand");
  const goTo = useCallback(
    (next: Step, options: { replace?: boolean; brand?: string | null } = {}) => {
      setParams(
        (current): Record<string, string> => {
          if (next === "landing") return {};
          const keep = options.brand === undefined ? current.get("brand") : options.brand;
          return keep ? { step: next, brand: keep } : { step: next };
        },
        { replace: options.replace },
      );
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  // Signing in with an active premium brand brings it back (docs/product.md#sign-in).
  useEffect(() => {
    const justSignedIn = (location.state as { signedIn?: boolean } | null)?.signedIn;
    if (!justSignedIn || welcomed.current || auth.status !== "signed-in") return;
    welcomed.current = true;
    if (auth.me.premium.activePremiumSessionId) {
      toast.success(t`Welcome Back!`, {
        description: t`Your premium brand is waiting. Let's pick up where you left off.`,
      });
      // A wizard step asked for before sign-in wins: sign-in returns there, not to the logo step.
      // Otherwise the premium brand itself: step 5 when its logo is chosen, else its logo step.
      if (step === "landing") {
        navigate(paths.logos(auth.me.premium.activePremiumSessionId), { replace: true });
      }
    }
  }, [location.state, auth, navigate, step, t]);

  const getStarted = async () => {
    if (auth.status !== "signed-in") {
      // Back from sign-in, the app carries on where the person was going (?start=1 below).
      await auth.signIn(paths.home({ start: "1" }));
      return;
    }
    setChecking(true);
    const demo = config && (config.demo.names || config.demo.logos);
    if (demo) void loadDemoModeDialog().catch(() => {});
    const [state, checks] = await Promise.all([
      auth.refresh().catch(() => null),
      loadNewBrandChecks().catch(() => null),
    ]);
    setChecking(false);
    if (!state || !checks) {
      toast.error(t`Error`, { description: t`We couldn't reach the server. Please try again.` });
      return;
    }
    if (state.status !== "signed-in") return void auth.signIn(paths.home({ start: "1" }));
    if (!checks.mayStartBrand(state.me, navigate)) return scrollToPricing();
    if (demo && localStorage.getItem(DEMO_ACK_KEY) !== "yes") return setDemoOpen(true);
    goTo("category");
  };

  // Signed in from "Sculpt Your Brand Today": continue as if it had been pressed again.
  const continued = useRef(false);
  useEffect(() => {
    if (params.get("start") !== "1" || auth.status !== "signed-in" || continued.current) return;
    continued.current = true;
    setParams({}, { replace: true });
    void getStarted();
  });

  const buy = () => {
    if (auth.status === "signed-in") navigate(paths.payment());
    else void auth.signIn(paths.payment());
  };

  const checkingSignIn = (
    <main id={MAIN_ID} className="flex min-h-dvh items-center justify-center">
      <Spinner label={t`Checking your sign-in`} className="[&>span:first-child]:size-8" />
    </main>
  );
  // Wizard steps need a signed-in user: say so, and come back to this step after sign-in.
  if (step !== "landing" && auth.status === "signed-out") {
    return (
      <Suspense
        fallback={
          <>
            <SiteHeader right={<AuthArea />} />
            {checkingSignIn}
          </>
        }
      >
        <SignInRequired what={t`this step of your brand`} />
      </Suspense>
    );
  }

  return (
    <>
      {step === "landing" ? (
        <Landing
          authArea={<AuthArea />}
          supportEmail={config?.supportEmail}
          onGetStarted={() => void getStarted()}
          getStartedBusy={checking || auth.status === "loading"}
          onBuy={buy}
        />
      ) : (
        <>
          <SiteHeader right={<AuthArea />} />
          {auth.status === "signed-in" ? (
            <Suspense
              fallback={
                <main id={MAIN_ID} className="flex min-h-dvh items-center justify-center">
                  <Spinner label={t`Loading`} className="[&>span:first-child]:size-8" />
                </main>
              }
            >
              <WizardScreen
                step={step}
                brandId={brand}
                goTo={goTo}
                supportEmail={config?.supportEmail ?? ""}
                logoEstimateSeconds={config?.demo.logos ? DEMO_LOGO_ESTIMATE_SECONDS : undefined}
                offlineNames={config?.demo.names ?? false}
                onExit={() => goTo("landing")}
              />
            </Suspense>
          ) : (
            checkingSignIn
          )}
        </>
      )}
      {demoOpen !== undefined && (
        <Suspense fallback={null}>
          <DemoModeDialog
            open={demoOpen}
            names={config?.demo.names ?? false}
            logos={config?.demo.logos ?? false}
            onClose={() => setDemoOpen(false)}
            onContinue={() => {
              localStorage.setItem(DEMO_ACK_KEY, "yes");
              setDemoOpen(false);
              goTo("category");
            }}
          />
        </Suspense>
      )}
    </>
  );
}
