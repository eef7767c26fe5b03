import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  POST_PAYMENT_REDIRECT_MS,
} from "@/shared/constants";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/use-auth";
import type { BrandDetail } from "@/web/features/brands/api/brands-api";
import { formatMoney, taxLine } from "@/web/features/brands/brand-labels";
import { ApiRequestError, api, unwrap } from "@/web/lib/api";
import { pageHeading } from "@/web/lib/page-anchors";
import { usePageMeta } from "@/web/lib/page-meta";
import { WithQuery } from "@/web/lib/query";
import { queryKeys } from "@/web/lib/query-keys";
import { PageShell } from "@/web/pages/page-shell";

type Phase = "verifying" | "setting-up" | "success" | "pending" | "error" | "no-payment";

type ReceiptSummary = BrandDetail["receipts"][number] & { brandName: string | null };

const PAYMENT_ID = /^[A-Za-z0-9_-]{6,80}$/;

/** The receipt of this payment, from the brand it paid for (shown while the page waits). */
async function loadReceipt(sessionId: string, paymentId: string): Promise<ReceiptSummary | null> {
  const detail = await unwrap(api.brands[":id"].$get({ param: { id: sessionId } }));
  const row = detail.receipts.find((r) => r.paymentId === paymentId);
  return row ? { ...row, brandName: detail.session.chosenName?.name ?? null } : null;
}

/** A refusal that asking again will not change (not a server fault, not a rate limit). */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 && error.status !== 429;

/**
 * /success (docs/product.md#screens): asks our API for the payment every 2 s, at most 10 times. The
 * grant itself comes from the verified webhook (or the server asking Paddle); this screen only
 * waits. "Try Again" starts a new round of ten.
 */
function usePaymentCheck(paymentId: string, enabled: boolean) {
  const [round, setRound] = useState(0);
  // How many asks of this round have been answered (a render follows each answer).
  const answered = useRef(0);
  const payment = useQuery({
    queryKey: queryKeys.payment(paymentId, round),
    queryFn: async () => {
      try {
        return await unwrap(api.payments[":paymentId"].$get({ param: { paymentId } }));
      } finally {
        answered.current++;
      }
    },
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const asked = query.state.dataUpdateCount + query.state.errorUpdateCount;
      if (query.state.data?.status === "completed" || isFinal(query.state.error)) return false;
      return asked < PAYMENT_POLL_MAX_ATTEMPTS ? PAYMENT_POLL_INTERVAL_MS : false;
    },
  });
  // Reading when the last answer came makes every answer re-render the page, even one whose data
  // is the same as before (a payment still pending), so the count below is current.
  const lastAnswer = Math.max(payment.dataUpdatedAt, payment.errorUpdatedAt);
  const asked = lastAnswer === 0 ? 0 : answered.current;
  const completed = payment.data?.status === "completed" ? payment.data : null;
  return {
    completed,
    /** Which ask this is (1-based), for the "keep this page open" hint. */
    attempt: Math.max(1, asked),
    refused: isFinal(payment.error),
    gaveUp: !completed && asked >= PAYMENT_POLL_MAX_ATTEMPTS,
    retry: () => {
      answered.current = 0;
      setRound((r) => r + 1);
    },
  };
}

export default function SuccessPage() {
  return (
    <WithQuery>
      <Success />
    </WithQuery>
  );
}

function Success() {
  const { t } = useLingui();
  usePageMeta({ title: t`Payment` });
  const [params] = useSearchParams();
  const paymentId = params.get("payment_id") ?? "";
  const navigate = useNavigate();
  const { status, refresh } = useAuth();
  const valid = PAYMENT_ID.test(paymentId);
  const check = usePaymentCheck(paymentId, status === "signed-in" && valid);
  const paidBrand = check.completed?.sessionId ?? null;
  // Once paid, the account's premium state is read again before the page says it is ready.
  const access = useQuery({
    queryKey: queryKeys.paymentAccess(paymentId),
    queryFn: () =>
      refresh().then(
        () => true,
        () => true,
      ),
    enabled: check.completed !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const receipt = useQuery({
    queryKey: queryKeys.paymentReceipt(paidBrand, paymentId),
    queryFn: () => loadReceipt(paidBrand!, paymentId),
    enabled: paidBrand !== null,
    retry: false,
  }).data;

  const phase: Phase = !paymentId
    ? "no-payment" // opened without a payment to check (a bookmark, a shared link): explain, don't alarm
    : !valid || check.refused
      ? "error"
      : check.completed
        ? access.isSuccess
          ? "success"
          : "setting-up"
        : check.gaveUp
          ? "pending"
          : "verifying";
  const attempt = check.attempt;

  useEffect(() => {
    if (status === "signed-out") navigate(paths.home(), { replace: true });
  }, [status, navigate]);

  useEffect(() => {
    if (phase !== "success") return;
    const target = paths.logos(paidBrand);
    const timer = setTimeout(() => navigate(target, { replace: true }), POST_PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, paidBrand, navigate]);

  // Each phase's heading takes focus, so focus never drops to the page body while the payment is
  // checked and screen readers hear the outcome.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new phase is what moves the focus
  useEffect(() => {
    const heading = pageHeading();
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [phase]);

  return (
    <PageShell width="max-w-3xl" className="flex items-center justify-center">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {(phase === "verifying" || phase === "setting-up") && (
          <div className="flex flex-col items-center gap-4">
            <Spinner label={t`Verifying`} className="[&>span:first-child]:size-10" />
            <h1 className="font-semibold text-slate-900 text-xl">
              {phase === "verifying" ? t`Verifying your payment...` : t`Setting up your premium access...`}
            </h1>
            {phase === "verifying" && attempt > 1 && (
              <p className="text-slate-600 text-sm">
                <Trans>This can take a few seconds. Please keep this page open.</Trans>
              </p>
            )}
          </div>
        )}
        {phase === "success" && (
          <div role="status" className="flex flex-col items-center gap-3">
            <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">
              <Trans>Payment Successful!</Trans>
            </h1>
            <p className="text-slate-700">
              <Trans>Your premium access is ready. Taking you to your logos...</Trans>
            </p>
            {receipt ? (
              <dl className="mt-2 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 text-left text-sm">
                {receipt.brandName ? (
                  <>
                    <dt className="text-slate-600">
                      <Trans>Brand</Trans>
                    </dt>
                    <dd dir="auto" className="font-medium text-slate-900">
                      {receipt.brandName}
                    </dd>
                  </>
                ) : null}
                <dt className="text-slate-600">
                  <Trans>Amount</Trans>
                </dt>
                <dd className="font-medium text-slate-900 tabular-nums">
                  {receipt.amount && receipt.currency
                    ? formatMoney(receipt.amount, receipt.currency)
                    : t`As on your Paddle receipt`}
                </dd>
                <dt className="text-slate-600">
                  <Trans>Tax</Trans>
                </dt>
                <dd className="text-slate-900 tabular-nums">{taxLine(receipt)}</dd>
                <dt className="text-slate-600">
                  <Trans>Transaction</Trans>
                </dt>
                <dd className="break-all font-mono text-slate-900 text-xs leading-5">{receipt.paymentId}</dd>
              </dl>
            ) : null}
          </div>
        )}
        {phase === "pending" && (
          <div role="alert" className="flex flex-col items-center gap-3">
            <Clock className="size-12 text-amber-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">
              <Trans>Payment Verification Pending</Trans>
            </h1>
            <p className="text-slate-700">
              <Trans>Payment verification timeout. Please contact support.</Trans>
            </p>
            <p className="text-slate-600 text-sm">
              <Trans>If you were charged, your purchase will appear as soon as it is confirmed.</Trans>
            </p>
            <div className="mt-2 flex gap-3">
              <Button onClick={check.retry}>
                <Trans>Try Again</Trans>
              </Button>
              <Button variant="secondary" onClick={() => navigate(paths.home())}>
                <Trans>Go Home</Trans>
              </Button>
            </div>
          </div>
        )}
        {phase === "no-payment" && (
          <div className="flex flex-col items-center gap-3">
            <Clock className="size-12 text-slate-500" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">
              <Trans>No payment to check</Trans>
            </h1>
            <p className="text-slate-700">
              <Trans>
                This page confirms a payment right after checkout. If you have paid, your brand and its
                receipt are in My brands.
              </Trans>
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Button onClick={() => navigate(paths.brands())}>
                <Trans>My brands</Trans>
              </Button>
              <Button variant="secondary" onClick={() => navigate(paths.home())}>
                <Trans>Go Home</Trans>
              </Button>
            </div>
          </div>
        )}
        {phase === "error" && (
          <div role="alert" className="flex flex-col items-center gap-3">
            <AlertTriangle className="size-12 text-red-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-slate-900">
              <Trans>Something went wrong</Trans>
            </h1>
            <p className="text-slate-700">
              <Trans>Failed to set up premium access. Please contact support.</Trans>
            </p>
            <Button variant="secondary" onClick={() => navigate(paths.home())}>
              <Trans>Go Home</Trans>
            </Button>
          </div>
        )}
      </div>
    </PageShell>
  );
}
