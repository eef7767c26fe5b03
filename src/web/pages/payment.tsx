import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Paddle, PaddleEventData } from "@paddle/paddle-js";
import { ArrowLeft, Check, CreditCard, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PRICE_LABEL } from "@/shared/constants";
import { isUuid, paths } from "@/shared/routes";
import { isBrandMissing } from "@/web/components/brand-missing";
import { BrandNotFound } from "@/web/components/brand-not-found";
import { SiteFooter } from "@/web/components/layout/site-footer";
import { SiteHeader } from "@/web/components/layout/site-header";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Dialog } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { AuthArea } from "@/web/features/auth/auth-area";
import { useAuth } from "@/web/features/auth/use-auth";
import { OrderSummary } from "@/web/features/payment/order-summary";
import { CHECKOUT_CONTAINER_CLASS, initPaddle, openCheckout } from "@/web/features/payment/paddle-checkout";
import { type OrderSummaryData, summaryFromEvent } from "@/web/features/payment/summary-from-event";
import type { SessionView } from "@/web/features/wizard/api/brand-api";
import { useNamedOrCurrentSession } from "@/web/features/wizard/api/brand-session";
import { api, type ReplyOf, unwrap } from "@/web/lib/api";
import { useAppConfig } from "@/web/lib/app-config";
import { paymentNote } from "@/web/lib/demo-words";
import { packageFeatures, packageName } from "@/web/lib/i18n/product-texts";
import { useLocale } from "@/web/lib/i18n/use-locale";
import { MAIN_ID } from "@/web/lib/page-anchors";
import { usePageMeta } from "@/web/lib/page-meta";
import { WithQuery } from "@/web/lib/query";

type Checkout = ReplyOf<Awaited<ReturnType<typeof api.checkout.$post>>>;

/** The chosen logo's preview (watermarked until paid), else the newest one for the chosen name. */
function selectedLogoUrl(session: SessionView): string | null {
  const logo =
    session.logos.find((l) => l.isSelected) ??
    [...session.logos].reverse().find((l) => l.name === session.chosenName?.name);
  return logo ? logo.url : null;
}

const CHECKOUT_FAILED = msg`Failed to start checkout. Please try again.`;

/**
 * /payment: what is being bought (the brand, its logo, the package), the Pay button and the
 * frame Paddle's checkout opens in, with the order summary Paddle reports beside it.
 */
export default function PaymentPage() {
  return (
    <WithQuery>
      <Payment />
    </WithQuery>
  );
}

function Payment() {
  const checkoutHeadingId = useId();
  const packageHeadingId = useId();
  const { t } = useLingui();
  const { locale } = useLocale();
  const packageTitle = packageName();
  usePageMeta({
    title: t`Complete Your Purchase`,
    description: t`Get the ${packageTitle} for ${PRICE_LABEL}.`,
  });
  const auth = useAuth();
  const config = useAppConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The brand being built, when the wizard or My brands sent the user here.
  const brand = isUuid(params.get("brand")) ? params.get("brand") : null;
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // @paddle/paddle-js remembers a failed script load for the page's lifetime: only a reload retries.
  const [paddleMissing, setPaddleMissing] = useState(false);
  const [demo, setDemo] = useState<Checkout | null>(null);
  // What is being bought: the brand the wizard named, else the latest unfinished one. A brand named
  // in the URL that does not exist or is not this user's: not found, not a checkout.
  const malformed = params.has("brand") && brand === null;
  const toBuy = useNamedOrCurrentSession(brand, auth.status === "signed-in" && !malformed);
  const buying = toBuy.data ?? null;
  const missing = malformed || (brand !== null && toBuy.isError && isBrandMissing(toBuy.error));
  const backTo = buying ? paths.home({ step: buying.step, brand: buying.id }) : paths.home();
  const [demoPaying, setDemoPaying] = useState(false);
  const [summary, setSummary] = useState<OrderSummaryData | null>(null);
  const paddle = useRef<Promise<Paddle | undefined> | null>(null);
  const sessionRef = useRef<string | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  // Closing the demo checkout (Escape or Cancel) gives focus back to "Pay": the browser's own
  // restore finds the button still disabled from the request and drops focus to the page.
  const closeDemo = () => {
    setDemo(null);
    requestAnimationFrame(() => payButton.current?.focus());
  };

  // Live mode: load Paddle.js up front so Checkout opens at once.
  useEffect(() => {
    if (!config?.paddle || paddle.current) return;
    const onEvent = (event: PaddleEventData) => {
      const update = summaryFromEvent(event);
      if (update) setSummary(update);
      if (event.name === "checkout.completed") {
        const paymentId = (event.data as { transaction_id?: string } | undefined)?.transaction_id;
        navigate(paths.success({ sessionId: sessionRef.current ?? "", paymentId: paymentId ?? "" }));
      } else if (event.name === "checkout.error" || event.type === "checkout.error") {
        console.warn("checkout error", event);
      } else if (event.name) {
        console.info("checkout event", event.name);
      }
    };
    paddle.current = initPaddle(config.paddle, onEvent);
  }, [config, navigate]);

  const checkout = async () => {
    if (auth.status !== "signed-in") {
      await auth.signIn();
      return;
    }
    setProcessing(true);
    setFailure(null);
    try {
      const data = await unwrap(api.checkout.$post({ json: brand ? { sessionId: brand } : {} }));
      sessionRef.current = data.sessionId;
      if (data.mode === "demo") {
        setDemo(data);
        setProcessing(false);
        return;
      }
      const instance = await paddle.current!;
      if (!instance) setPaddleMissing(true);
      openCheckout(instance, {
        priceId: data.paddle!.priceId,
        email: data.customer.email,
        customData: data.customData,
        locale,
      });
      setProcessing(false);
    } catch (error) {
      console.warn("checkout start failed", error);
      setFailure(t(CHECKOUT_FAILED));
      setProcessing(false);
    }
  };

  const completeDemo = async () => {
    if (!demo) return;
    setDemoPaying(true);
    try {
      const { paymentId } = await unwrap(api.checkout.demo.$post({ json: { sessionId: demo.sessionId } }));
      navigate(paths.success({ sessionId: demo.sessionId, paymentId }));
    } catch {
      setDemo(null);
      setFailure(t(CHECKOUT_FAILED));
    } finally {
      setDemoPaying(false);
    }
  };

  if (missing) {
    return (
      <>
        <SiteHeader right={<AuthArea />} />
        <main id={MAIN_ID} className="mx-auto max-w-3xl px-4 pt-24 pb-16 sm:px-6">
          <BrandNotFound />
        </main>
        <SiteFooter supportEmail={config?.supportEmail} />
      </>
    );
  }

  return (
    <>
      <SiteHeader right={<AuthArea />} />
      <main id={MAIN_ID} className="mx-auto max-w-5xl px-4 pt-24 pb-16 sm:px-6">
        <Link
          to={backTo}
          className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3 mb-4" })}
        >
          <ArrowLeft aria-hidden="true" />
          <Trans>Back</Trans>
        </Link>
        <div className="mb-10 space-y-3 text-center">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            <Trans>Complete Your Purchase</Trans>
          </h1>
          <p className="mx-auto max-w-2xl text-slate-600">
            <Trans>
              One brand name plus one logo design, with full-resolution downloads and commercial rights, for{" "}
              {PRICE_LABEL} once. No subscription.
            </Trans>
          </p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
          <section
            aria-labelledby={packageHeadingId}
            className="min-w-0 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            {buying?.chosenName ? (
              <div className="mb-6 flex items-center gap-4 rounded-2xl bg-slate-50 p-3">
                {selectedLogoUrl(buying) ? (
                  <img
                    src={selectedLogoUrl(buying)!}
                    alt={t`Logo preview for ${buying.chosenName.name}`}
                    width={96}
                    height={96}
                    draggable={false}
                    className="size-24 shrink-0 rounded-xl border border-slate-200 bg-white object-contain"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="text-slate-600 text-sm">
                    <Trans>You are buying the brand</Trans>
                  </p>
                  <p dir="auto" className="break-words font-bold text-slate-900 text-xl">
                    {buying.chosenName.name}
                  </p>
                </div>
              </div>
            ) : null}
            <h2 id={packageHeadingId} className="font-semibold text-lg text-slate-900">
              {packageName()}
            </h2>
            <p className="mt-3 flex items-baseline gap-2">
              <span className="font-bold text-5xl text-slate-900 tracking-tight">{PRICE_LABEL}</span>
              <span className="text-slate-600">
                <Trans>USD · one-time</Trans>
              </span>
            </p>
            <ul className="mt-6 space-y-3">
              {packageFeatures().map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700">
                  <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-center gap-2 text-slate-600 text-sm">
              <ShieldCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {paymentNote(config?.demo.checkout ?? false)}
            </p>
          </section>
          <section aria-labelledby={checkoutHeadingId} className="space-y-5">
            <h2 id={checkoutHeadingId} className="sr-only">
              <Trans>Checkout</Trans>
            </h2>
            <Button
              ref={payButton}
              size="lg"
              className="w-full"
              onClick={() => void checkout()}
              disabled={processing}
            >
              {processing ? (
                <Spinner label={t`Processing`} className="text-white [&>span:first-child]:text-white" />
              ) : (
                <CreditCard aria-hidden="true" />
              )}
              {processing ? t`Processing...` : t`Pay ${PRICE_LABEL}`}
            </Button>
            {failure ? (
              <div
                role="alert"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm"
              >
                <p>{failure}</p>
                {paddleMissing ? (
                  <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
                    <Trans>Reload page</Trans>
                  </Button>
                ) : null}
              </div>
            ) : null}
            <OrderSummary summary={summary} />
            <div className={`${CHECKOUT_CONTAINER_CLASS} min-w-[312px]`} />
            <p className="text-slate-600 text-sm">
              <Trans>
                By purchasing, you agree to our{" "}
                <Link to={paths.terms()} className="text-brand-700 underline underline-offset-4">
                  Terms of Service
                </Link>{" "}
                and{" "}
                <Link to={paths.privacy()} className="text-brand-700 underline underline-offset-4">
                  Privacy Policy
                </Link>
                , including the refund policy, intellectual property terms and data usage policies.
              </Trans>
            </p>
          </section>
        </div>
      </main>
      <SiteFooter supportEmail={config?.supportEmail} />
      <Dialog
        open={demo !== null}
        title={t`Demo checkout`}
        onClose={closeDemo}
        description={
          <p>
            <Trans>
              This is a demo payment: no card is charged and no money is taken. Completing it unlocks the{" "}
              {packageName()} exactly as a real purchase would.
            </Trans>
          </p>
        }
      >
        <p className="flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3">
          <span className="text-slate-700">{packageName()}</span>
          <span className="font-semibold text-slate-900">{PRICE_LABEL}</span>
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={closeDemo} disabled={demoPaying}>
            <Trans>Cancel</Trans>
          </Button>
          <Button data-autofocus onClick={() => void completeDemo()} disabled={demoPaying}>
            <Trans>
              {demoPaying ? (
                <Spinner label={t`Paying`} className="text-white [&>span:first-child]:text-white" />
              ) : null}
              Complete demo payment
            </Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
