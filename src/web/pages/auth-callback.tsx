import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AUTH_FAILURE_REDIRECT_MS } from "@/shared/constants";
import { Spinner } from "@/web/components/ui/spinner";
import { takeSignInReturn } from "@/web/features/auth/sign-in";
import { useAuth } from "@/web/features/auth/use-auth";
import { MAIN_ID } from "@/web/lib/page-anchors";
import { usePageMeta } from "@/web/lib/page-meta";
import { toast } from "@/web/lib/toast";

type Phase = { kind: "working" } | { kind: "failed"; message: MessageDescriptor } | { kind: "cancelled" };

const AUTH_FAILED = msg`Authentication failed. Please try again.`;
const AUTH_ERRORED = msg`An error occurred during authentication. Please try again.`;

/** Where the OAuth round trip lands: confirm the session, then home; or explain and go home. */
export default function AuthCallbackPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Signing in` });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [phase, setPhase] = useState<Phase>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const error = params.get("error");
    // The person chose Cancel (or declined consent at Google): not a failure, just go back.
    if (error === "access_denied") {
      setPhase({ kind: "cancelled" });
      toast(t`Sign-in cancelled`, { description: t`You can sign in whenever you're ready.` });
      navigate(takeSignInReturn(), { replace: true });
      return;
    }
    if (error) {
      setPhase({ kind: "failed", message: AUTH_FAILED });
      return;
    }
    refresh()
      .then((state) => {
        if (state.status === "signed-in") {
          // A first sign-in is a welcome, not a welcome back.
          const first = params.get("new") === "1";
          toast.success(first ? t`Welcome!` : t`Welcome back!`, {
            description: t`You have successfully signed in.`,
          });
          navigate(takeSignInReturn(), { replace: true, state: { signedIn: true } });
        } else {
          setPhase({ kind: "failed", message: AUTH_FAILED });
        }
      })
      .catch(() => setPhase({ kind: "failed", message: AUTH_ERRORED }));
  }, [params, refresh, navigate, t]);

  useEffect(() => {
    if (phase.kind !== "failed") return;
    const timer = setTimeout(() => navigate(takeSignInReturn(), { replace: true }), AUTH_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <main id={MAIN_ID} className="flex min-h-dvh items-center justify-center bg-slate-50 px-6">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {phase.kind !== "failed" ? (
          <div className="flex flex-col items-center gap-4">
            <Spinner label={t`Completing sign in`} className="[&>span:first-child]:size-8" />
            <h1 className="font-semibold text-lg text-slate-900">
              <Trans>Completing sign in...</Trans>
            </h1>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3">
            <AlertCircle className="size-10 text-red-600" aria-hidden="true" />
            <h1 className="font-semibold text-lg text-slate-900">
              <Trans>Authentication Error</Trans>
            </h1>
            <p className="text-slate-700">{t(phase.message)}</p>
            <p className="text-slate-600 text-sm">
              <Trans>Taking you back to the home page...</Trans>
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
