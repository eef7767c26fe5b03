import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  POST_PAYMENT_REDIRECT_MS,
} from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/auth-provider";
import { ApiRequestError, api, unwrap } from "@/web/lib/api";
import { usePageMeta } from "@/web/lib/page-meta";

type Phase = "verifying" | "setting-up" | "success" | "pending" | "error";

/**
 * /success (spec section 4): poll our API for the payment every 2 s, at most 10 times. The grant
 * itself comes from the verified webhook (or the server asking Paddle); this screen only waits.
 */
export default function SuccessPage() {
  usePageMeta({ title: "Payment" });
  const [params] = useSearchParams();
  const paymentId = params.get("payment_id") ?? "";
  const navigate = useNavigate();
  const { status, refresh } = useAuth();
  const [phase, setPhase] = useState<Phase>("verifying");
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);
  const paidBrand = useRef<string | null>(null);

  const poll = useCallback(async () => {
    const id = ++run.current;
    setPhase("verifying");
    if (!/^[A-Za-z0-9_-]{6,80}$/.test(paymentId)) {
      setPhase("error");
      return;
    }
    for (let i = 1; i <= PAYMENT_POLL_MAX_ATTEMPTS; i++) {
      if (id !== run.current) return;
      setAttempt(i);
      try {
        const result = await unwrap<{ status: "completed" | "pending"; sessionId: string | null }>(
          api.payments[":paymentId"].$get({ param: { paymentId } }),
        );
        if (result.status === "completed") {
          paidBrand.current = result.sessionId;
          setPhase("setting-up");
          await refresh().catch(() => {});
          if (id === run.current) setPhase("success");
          return;
        }
      } catch (error) {
        if (error instanceof ApiRequestError && error.status < 500 && error.status !== 429) {
          setPhase("error");
          return;
        }
      }
      if (i < PAYMENT_POLL_MAX_ATTEMPTS) await new Promise((r) => setTimeout(r, PAYMENT_POLL_INTERVAL_MS));
    }
    if (id === run.current) setPhase("pending");
  }, [paymentId, refresh]);

  useEffect(() => {
    if (status === "signed-out") navigate("/", { replace: true });
    if (status !== "signed-in") return;
    void poll();
    // Leaving (or React re-running the effect) abandons the poll in flight.
    return () => {
      run.current++;
    };
  }, [status, poll, navigate]);

  useEffect(() => {
    if (phase !== "success") return;
    const target = paidBrand.current ? `/logos?brand=${paidBrand.current}` : "/logos";
    const timer = setTimeout(() => navigate(target, { replace: true }), POST_PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {(phase === "verifying" || phase === "setting-up") && (
          <div className="flex flex-col items-center gap-4">
            <Spinner label="Verifying" className="[&>span:first-child]:size-10" />
            <h1 className="font-semibold text-slate-900 text-xl">
              {phase === "verifying" ? "Verifying your payment..." : "Setting up your premium access..."}
            </h1>
            {phase === "verifying" && attempt > 1 && (
              <p className="text-slate-600 text-sm">
                This can take a few seconds. Please keep this page open.
              </p>
            )}
          </div>
        )}
        {phase === "success" && (
          <div role="status" className="flex flex-col items-center gap-3">
            <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">Payment Successful!</h1>
            <p className="text-slate-700">Your premium access is ready. Taking you to your logos...</p>
          </div>
        )}
        {phase === "pending" && (
          <div role="alert" className="flex flex-col items-center gap-3">
            <Clock className="size-12 text-amber-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">Payment Verification Pending</h1>
            <p className="text-slate-700">Payment verification timeout. Please contact support.</p>
            <p className="text-slate-600 text-sm">
              If you were charged, your purchase will appear as soon as it is confirmed.
            </p>
            <div className="mt-2 flex gap-3">
              <Button onClick={() => void poll()}>Try Again</Button>
              <Button variant="secondary" onClick={() => navigate("/")}>
                Go Home
              </Button>
            </div>
          </div>
        )}
        {phase === "error" && (
          <div role="alert" className="flex flex-col items-center gap-3">
            <AlertTriangle className="size-12 text-red-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">Something went wrong</h1>
            <p className="text-slate-700">Failed to set up premium access. Please contact support.</p>
            <Button variant="secondary" onClick={() => navigate("/")}>
              Go Home
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
