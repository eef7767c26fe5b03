import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ArrowRight,
  BadgeCheck,
  Check,
  ChevronDown,
  Infinity as InfinityIcon,
  Lock,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  Zap,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import {
  LOGOS_PER_RUN,
  MAX_LOGO_GENERATIONS,
  MAX_NAME_GENERATIONS,
  NAMES_PER_RUN,
  PRICE_LABEL,
  REFUND_WINDOW_DAYS,
} from "@/shared/constants";
import { paths } from "@/shared/routes";
import { SiteFooter } from "@/web/components/layout/site-footer";
import { SiteHeader } from "@/web/components/layout/site-header";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { cn } from "@/web/lib/cn";
import { packageFeatures, packageName } from "@/web/lib/i18n/product-texts";
import { anchorHref, LANDING_SECTIONS, MAIN_ID } from "@/web/lib/page-anchors";
import { usePageMeta } from "@/web/lib/page-meta";
import { EXAMPLE_IMAGE_SIZE, EXAMPLES, exampleCategory, exampleDescription } from "./examples";
import { HeroVisual } from "./hero-visual";
import { HowToVideo, type VideoRendition } from "./how-to-video";
import { REVEAL_CARD_OFFSET } from "./motion";
import { Reveal } from "./reveal";

/**
 * The How to Use walkthrough, recorded from the product in demo mode by
 * scripts/record-how-to-video.ts into src/web/public/media (served as-is at /media): a desktop
 * window, and a 360 px phone for narrow screens. Sizes are the encoded ones, which the box follows.
 */
const HOW_TO_VIDEO: { wide: VideoRendition; phone: VideoRendition } = {
  wide: {
    src: "/media/how-to-use.mp4",
    poster: "/media/how-to-use-poster.webp",
    width: 960,
    height: 600,
  },
  phone: {
    src: "/media/how-to-use-phone.mp4",
    poster: "/media/how-to-use-phone-poster.webp",
    width: 360,
    height: 720,
  },
};

const LANDING_DESCRIPTION_MSG = msg`Describe your business and get AI brand names with their meanings and a professional logo in minutes. Try it free, then pay once: ${PRICE_LABEL} with commercial rights.`;

export type LandingProps = {
  authArea: ReactNode;
  supportEmail?: string;
  onGetStarted: () => void;
  getStartedBusy?: boolean;
  onBuy: () => void;
};

export function Landing(props: LandingProps) {
  const { t } = useLingui();
  usePageMeta({ description: t(LANDING_DESCRIPTION_MSG) });
  return (
    <>
      <SiteHeader anchors right={props.authArea} />
      <main id={MAIN_ID} className="overflow-x-clip">
        <Hero onGetStarted={props.onGetStarted} busy={props.getStartedBusy ?? false} />
        <Features />
        <HowToUse />
        <Examples />
        <Pricing onBuy={props.onBuy} />
        <Faq supportEmail={props.supportEmail} />
      </main>
      <SiteFooter supportEmail={props.supportEmail} />
    </>
  );
}

const container = "mx-auto w-full max-w-6xl px-4 sm:px-6";

function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <Reveal className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-brand-600 text-sm">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-balance font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">{lead}</p>
    </Reveal>
  );
}

function Hero({ onGetStarted, busy }: { onGetStarted: () => void; busy: boolean }) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={titleId} className="relative isolate pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_40rem_at_75%_10%,var(--color-brand-50),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(var(--color-slate-300)_1px,transparent_1px)] bg-size-[24px_24px] opacity-50 [mask-image:radial-gradient(50rem_30rem_at_70%_20%,black,transparent_70%)]"
      />
      <div
        className={cn(
          container,
          "grid grid-cols-1 items-center gap-16 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,0.95fr)] lg:gap-12",
        )}
      >
        <div className="min-w-0 max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-medium text-slate-700 text-sm shadow-sm ring-1 ring-slate-200">
            <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
            <Trans>AI brand studio for new businesses</Trans>
          </p>
          <h1
            id={titleId}
            className="mt-6 text-balance font-bold text-[2.5rem] text-slate-900 leading-[1.08] tracking-tight sm:text-6xl"
          >
            <Trans>
              Your brand name and logo, <span className="text-brand-600">ready in minutes</span>
            </Trans>
          </h1>
          <p className="mt-6 text-pretty text-base text-slate-600 leading-relaxed sm:text-lg">
            <Trans>
              Describe your business. Our AI suggests names with the meaning behind each one, then designs
              logos for the name you love. No designer, no agency, no waiting.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button size="lg" wrap onClick={onGetStarted} disabled={busy} aria-busy={busy || undefined}>
              {busy ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              ) : null}
              <Trans>Sculpt Your Brand Today</Trans>
              {busy ? null : <ArrowRight aria-hidden="true" />}
            </Button>
            <a
              href={anchorHref(LANDING_SECTIONS.howToUse)}
              className={buttonVariants({ variant: "secondary", size: "lg" })}
            >
              <Trans>See how it works</Trans>
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-slate-600 text-sm">
            {[t`One-time ${PRICE_LABEL}`, t`Commercial rights`, t`Free trial included`].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-brand-600" aria-hidden="true" strokeWidth={2.5} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

const FEATURES = [
  {
    title: msg`Lightning Fast`,
    icon: Zap,
    body: msg`Go from a few sentences about your business to names and logo concepts in minutes, not weeks of agency back-and-forth.`,
  },
  {
    title: msg`AI-Powered Design`,
    icon: Sparkles,
    body: msg`Every name comes with the meaning behind it, and every logo is designed around the name and business you chose.`,
  },
  {
    title: msg`Professional Quality`,
    icon: BadgeCheck,
    body: msg`Download a crisp 1024 × 1024 PNG and a lightweight JPEG, plus a brand kit with vector SVG and PDF files, favicons and social images, ready for your website, packaging and profiles.`,
  },
  {
    title: msg`Endless Possibilities`,
    icon: InfinityIcon,
    body: msg`Six business categories and several options in every run: up to ${MAX_NAME_GENERATIONS} name and ${MAX_LOGO_GENERATIONS} logo generations to find the one.`,
  },
] as const;

function Features() {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <section id={LANDING_SECTIONS.features} aria-labelledby={titleId} className="py-16 sm:py-24 lg:py-28">
      <div className={container}>
        <SectionHeading
          id={titleId}
          eyebrow={t`Features`}
          title={t`Everything you need to look established from day one`}
          lead={t`BrandSculpt pairs naming and logo design in one guided flow, so your brand feels considered rather than thrown together.`}
        />
        <ul className="mt-12 grid sm:mt-14 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, icon: Icon, body }, i) => (
            <li key={title.id}>
              <Reveal offset={REVEAL_CARD_OFFSET} delayMs={i * 80} className="h-full">
                <article className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-6">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-base text-slate-900 sm:mt-5">{t(title)}</h3>
                    <p className="mt-1.5 text-slate-600 text-sm leading-relaxed sm:mt-2">{t(body)}</p>
                  </div>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS: ReadonlyArray<{ title: MessageDescriptor; body: MessageDescriptor }> = [
  {
    title: msg`Describe Your Vision`,
    body: msg`Pick a category and tell us about your business in a few sentences: what you do, who it is for and how it should feel.`,
  },
  {
    title: msg`Review & Select`,
    body: msg`Get brand names with the meaning behind each one. Choose your favourite and we design logo options around it.`,
  },
  {
    title: msg`Download & Launch`,
    body: msg`Pick your logo, unlock it with a one-time payment and download full-resolution files with commercial rights.`,
  },
];

function HowToUse() {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <section
      id={LANDING_SECTIONS.howToUse}
      aria-labelledby={titleId}
      className="border-slate-200 border-y bg-slate-50 py-16 sm:py-24 lg:py-28"
    >
      <div className={container}>
        <SectionHeading
          id={titleId}
          eyebrow={t`How to Use`}
          title={t`From idea to a logo you own`}
          lead={t`No design skills needed. Answer a few questions, choose what you love and download your brand.`}
        />
        <Reveal className="mx-auto mt-14 max-w-4xl">
          <HowToVideo wide={HOW_TO_VIDEO.wide} phone={HOW_TO_VIDEO.phone} />
        </Reveal>
        <ol className="mx-auto mt-12 grid max-w-5xl gap-5 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title.id}>
              <Reveal offset={REVEAL_CARD_OFFSET} delayMs={i * 100} className="h-full">
                <article className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:block">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-sm text-white">
                    <span className="sr-only">{t`Step`} </span>
                    {i + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-base text-slate-900 md:mt-4">{t(step.title)}</h3>
                    <p className="mt-1.5 text-slate-600 text-sm leading-relaxed md:mt-2">{t(step.body)}</p>
                  </div>
                </article>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Examples() {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <section id={LANDING_SECTIONS.examples} aria-labelledby={titleId} className="py-16 sm:py-24 lg:py-28">
      <div className={container}>
        <SectionHeading
          id={titleId}
          eyebrow={t`Examples`}
          title={t`Brands sculpted with BrandSculpt`}
          lead={t`Three sample businesses, three distinct identities, each starting from a short description like yours.`}
        />
        <ul className="mt-12 grid sm:mt-14 gap-6 md:grid-cols-3">
          {EXAMPLES.map((example, i) => (
            <li key={example.slug}>
              <Reveal offset={REVEAL_CARD_OFFSET} delayMs={i * 100} className="h-full">
                <article className="group h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
                  <div className="overflow-hidden border-slate-200 border-b bg-slate-50">
                    <img
                      src={example.image}
                      width={EXAMPLE_IMAGE_SIZE}
                      height={EXAMPLE_IMAGE_SIZE}
                      loading="lazy"
                      decoding="async"
                      alt={t`${example.name} logo`}
                      className="aspect-square h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                    />
                  </div>
                  <div className="p-6">
                    <p className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700 text-xs ring-1 ring-brand-100 ring-inset">
                      {exampleCategory(example)}
                    </p>
                    <h3 className="mt-3 font-semibold text-lg text-slate-900">{example.name}</h3>
                    <p className="mt-2 text-slate-600 text-sm leading-relaxed">
                      {exampleDescription(example)}
                    </p>
                  </div>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Pricing({ onBuy }: { onBuy: () => void }) {
  const titleId = useId();
  return (
    <section
      id={LANDING_SECTIONS.pricing}
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden bg-slate-50 py-16 sm:py-24 lg:py-28"
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(50rem_30rem_at_80%_30%,var(--color-brand-100),transparent_70%)]"
      />
      <div className={cn(container, "grid items-center gap-12 lg:grid-cols-2 lg:gap-16")}>
        <Reveal>
          <p className="font-semibold text-brand-600 text-sm">
            <Trans>Pricing</Trans>
          </p>
          <h2
            id={titleId}
            className="mt-3 text-balance font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl"
          >
            <Trans>One price. Everything you need to launch.</Trans>
          </h2>
          <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">
            <Trans>
              Pay once for your brand: no subscription, no hidden fees, no designer invoices. Your name and
              logo are yours to use commercially.
            </Trans>
          </p>
          <div className="mt-8 flex gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-400 text-slate-900">
              <Sparkles className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">
                <Trans>Try it free first</Trans>
              </h3>
              <p className="mt-1 text-slate-700 text-sm leading-relaxed">
                <Trans>
                  Your free trial includes one name generation ({NAMES_PER_RUN} names with meanings) and one
                  logo generation ({LOGOS_PER_RUN} designs), so you can see the quality before you pay.
                  Downloads are not part of the trial.
                </Trans>
              </p>
            </div>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-slate-700 text-sm">
            <li className="flex items-center gap-2">
              <RotateCcw className="size-4 text-brand-600" aria-hidden="true" />
              <Trans>{REFUND_WINDOW_DAYS}-day refund before download</Trans>
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-brand-600" aria-hidden="true" />
              <Trans>Commercial rights included</Trans>
            </li>
          </ul>
        </Reveal>

        <Reveal offset={REVEAL_CARD_OFFSET}>
          <div className="relative rounded-3xl bg-white p-7 shadow-brand-900/10 shadow-xl ring-1 ring-slate-200 sm:p-9">
            <div className="-top-px absolute inset-x-10 h-px bg-linear-to-r from-transparent via-brand-500 to-transparent" />
            <div className="flex items-start justify-between gap-4">
              <h3 className="font-semibold text-lg text-slate-900">{packageName()}</h3>
              <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-700 text-xs ring-1 ring-brand-100 ring-inset">
                <Trans>No subscription</Trans>
              </span>
            </div>
            <p className="mt-5 flex items-baseline gap-2">
              <span className="font-bold text-5xl text-slate-900 tracking-tight">{PRICE_LABEL}</span>
              <span className="font-medium text-slate-600">
                <Trans>one-time</Trans>
              </span>
            </p>
            <p className="mt-2 text-slate-600 text-sm">
              <Trans>Per brand, in USD. Taxes may apply at checkout.</Trans>
            </p>
            <ul className="mt-7 space-y-3 border-slate-200 border-t pt-7">
              {packageFeatures().map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700 text-sm leading-relaxed">
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                    <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <Button size="lg" className="mt-8 w-full" onClick={onBuy}>
              <Trans>Get Started Now</Trans>
            </Button>
            <p className="mt-4 flex items-center justify-center gap-1.5 text-slate-600 text-xs">
              <Lock className="size-3.5" aria-hidden="true" />
              <Trans>Payments are handled securely by Paddle.</Trans>
            </p>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

function Faq({ supportEmail }: { supportEmail?: string }) {
  const titleId = useId();
  const { t } = useLingui();
  const packageTitle = packageName();
  // The subject the support inbox sorts by stays English in either language.
  const refundSubject = "Refund request";
  const items: { q: string; a: ReactNode }[] = [
    {
      q: t`What does the free trial include?`,
      a: t`One name generation (${NAMES_PER_RUN} name ideas, each with its meaning) and one logo generation (${LOGOS_PER_RUN} designs) for the name you pick. You can preview everything; downloading your logo requires the ${packageTitle}.`,
    },
    {
      q: t`What do I get for ${PRICE_LABEL}?`,
      a: t`The ${packageTitle} for one brand: your chosen name plus one logo, up to ${MAX_NAME_GENERATIONS} name and ${MAX_LOGO_GENERATIONS} logo generations while you build it, your logo as a full-resolution 1024 × 1024 PNG plus a compressed JPEG, and the brand kit (vector SVG and PDF files, colour versions, favicons, social images, brand guidelines and a licence certificate), with commercial usage rights. It is a one-time payment, not a subscription.`,
    },
    {
      q: t`Can I use my logo commercially?`,
      a: (
        <Trans>
          Yes. Once you have bought the package and downloaded your logo, you can use it for any lawful
          purpose: your website, products, packaging, signage, social media and ads, and you may adapt it.
          Names are suggestions, so check trademark availability before you adopt one. See our{" "}
          <Link to={paths.terms()} className="font-medium text-brand-700 underline underline-offset-4">
            Terms of Service
          </Link>
          .
        </Trans>
      ),
    },
    {
      q: t`Can I get a refund?`,
      a: (
        <>
          <Trans>
            Yes: you can ask for a full refund within {REFUND_WINDOW_DAYS} days of your purchase, as long as
            you have not downloaded your full-resolution logo yet. Downloading delivers the files and ends the
            refund right.
          </Trans>{" "}
          {supportEmail ? (
            <Trans>
              E-mail{" "}
              <a
                href={`mailto:${supportEmail}?subject=${encodeURIComponent(refundSubject)}`}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {supportEmail}
              </a>{" "}
              with the subject “{refundSubject}”.
            </Trans>
          ) : (
            t`Contact our support team with the subject “${refundSubject}”.`
          )}
        </>
      ),
    },
    {
      q: t`Which payment methods can I use?`,
      a: t`Checkout is handled securely by Paddle, our merchant of record. You can pay with major credit and debit cards and, depending on your country, PayPal, Apple Pay, Google Pay and other local methods. We never see or store your card details.`,
    },
  ];
  return (
    <section id={LANDING_SECTIONS.faq} aria-labelledby={titleId} className="py-16 sm:py-24 lg:py-28">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id={titleId}
          eyebrow={t`FAQ`}
          title={t`Questions, answered`}
          lead={t`Everything you might want to know before you start.`}
        />
        <Reveal className="mt-12">
          <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {items.map((item, i) => (
              <details key={item.q} className="group" open={i === 0}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 transition-colors hover:text-brand-700 py-4 font-semibold text-slate-900 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
                  <span className="text-base">{item.q}</span>
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="-mt-1 px-5 pb-5 text-slate-600 text-sm leading-relaxed sm:px-6">{item.a}</p>
              </details>
            ))}
          </div>
        </Reveal>
      </div>
    </section>
  );
}
