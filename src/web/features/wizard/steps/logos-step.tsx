import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Mail, Pencil, RefreshCw, Star } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  LOADING_MESSAGE_INTERVAL_MS,
  LOGO_COUNTDOWN_SECONDS,
  LOGO_LOADING_MESSAGES,
} from "@/shared/constants";
import { ICON_SET_IDS, ICON_SET_TITLES } from "@/shared/logo-design";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { CardPreview } from "@/web/features/mockups/card-preview";
import { cn } from "@/web/lib/cn";
import { useRovingRadios } from "@/web/lib/use-roving-radios";
import type { SessionView, Usage } from "../api/brand-api";
import { loadingMessage } from "../texts";
import { FALLBACK_MEANING_EN, fallbackMeaning } from "./fallback-meaning";
import { GenerationCounter } from "./generation-counter";
import { atLimit, limitReasonId } from "./generation-limit";
import { nothingDrawn } from "./nothing-drawn";
import { groupByRun } from "./run-groups";
import { ChoiceGroup, EarlierRuns } from "./run-history";

/**
 * The loading view: five messages rotating every 2 s and a countdown (docs/product.md#screens) from the
 * provider's real estimate: 30 s for the image model, a few seconds for the built-in generator.
 */
export function LogoLoading({ estimateSeconds = LOGO_COUNTDOWN_SECONDS }: { estimateSeconds?: number }) {
  const [tick, setTick] = useState(0);
  const [seconds, setSeconds] = useState(estimateSeconds);
  const { t } = useLingui();
  useEffect(() => {
    const rotate = setInterval(() => setTick((t) => t + 1), LOADING_MESSAGE_INTERVAL_MS);
    const count = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearInterval(rotate);
      clearInterval(count);
    };
  }, []);
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 border-dashed px-6 py-16 text-center">
      <Spinner label={t`Generating logos`} className="[&>span:first-child]:size-10" />
      <p aria-live="polite" className="font-semibold text-lg text-slate-900">
        {loadingMessage(LOGO_LOADING_MESSAGES[tick % LOGO_LOADING_MESSAGES.length]!)}
      </p>
      <p className="text-slate-600 text-sm tabular-nums">
        {seconds > 0 ? (
          <Plural
            value={seconds}
            one="Estimated time: approximately # second"
            other="Estimated time: approximately # seconds"
          />
        ) : (
          <Trans>Taking a little longer than usual...</Trans>
        )}
      </p>
    </div>
  );
}

type Logo = SessionView["logos"][number];

/** A failed image's message: the server's fallback text (English) in the UI language. */
function logoErrorText(message: string): string {
  return message === FALLBACK_MEANING_EN ? fallbackMeaning() : message;
}

/**
 * Said before payment, beside the option: a symbol from an open icon set may be used in the logo,
 * but others may use the same icon (issue 25).
 */
export function SymbolNote({ logo }: { logo: Logo }) {
  const source = ICON_SET_IDS.find((id) => id === logo.symbol?.source);
  const set = source ? ICON_SET_TITLES[source] : undefined;
  if (!set) return null;
  const concept = logo.symbol?.concept;
  const licence = logo.symbol?.licence;
  return (
    <p className="mt-2 text-slate-600 text-xs">
      {concept && licence ? (
        <Trans>
          Symbol ({concept}): an open icon from {set} ({licence} licence). Yours to use, but not exclusive.
        </Trans>
      ) : concept ? (
        <Trans>
          Symbol ({concept}): an open icon from {set}. Yours to use, but not exclusive.
        </Trans>
      ) : licence ? (
        <Trans>
          Symbol: an open icon from {set} ({licence} licence). Yours to use, but not exclusive.
        </Trans>
      ) : (
        <Trans>Symbol: an open icon from {set}. Yours to use, but not exclusive.</Trans>
      )}
    </p>
  );
}

const LOGO_GRID = "gap-5 sm:grid-cols-2";

function LogoCard({
  logo,
  label,
  selected,
  selecting,
  onSelect,
  onFavourite,
  onEdit,
}: {
  logo: Logo;
  label: string;
  selected: boolean;
  selecting: boolean;
  onSelect: () => void;
  onFavourite: () => void;
  onEdit?: () => void;
}) {
  const { t } = useLingui();
  const lower = label.toLowerCase();
  const version = logo.version;
  return (
    <div className="relative">
      {/* biome-ignore lint/a11y/useSemanticElements: an image-sized radio; native radios cannot hold this layout. */}
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        aria-label={label}
        disabled={selecting}
        onClick={onSelect}
        onContextMenu={(event) => event.preventDefault()}
        className={cn(
          "group relative block w-full overflow-hidden rounded-2xl border-2 bg-white transition-all hover:-translate-y-0.5 hover:shadow-lg disabled:cursor-wait",
          selected ? "border-brand-600 ring-4 ring-brand-100" : "border-slate-200 hover:border-brand-500",
        )}
      >
        <img
          src={logo.url}
          alt=""
          width={512}
          height={512}
          draggable={false}
          className="aspect-square w-full animate-pulse select-none bg-slate-100 object-contain [&:is([data-loaded])]:animate-none"
          onLoad={(event) => event.currentTarget.setAttribute("data-loaded", "")}
        />
      </button>
      <button
        type="button"
        aria-pressed={logo.isFavourite}
        aria-label={logo.isFavourite ? t`Remove ${lower} from favourites` : t`Add ${lower} to favourites`}
        onClick={onFavourite}
        className="absolute top-3 right-3 rounded-full bg-white/90 p-2 text-slate-500 shadow-sm hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Star
          className={cn("size-5", logo.isFavourite && "fill-amber-400 text-amber-500")}
          aria-hidden="true"
        />
      </button>
      <SymbolNote logo={logo} />
      <CardPreview logoId={logo.id} optionLabel={label} />
      {logo.parentId ? (
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 font-medium text-slate-700 text-xs shadow-sm">
          <Trans>Edited · v{version}</Trans>
        </span>
      ) : null}
      {onEdit ? (
        <button
          type="button"
          aria-label={t`Edit ${lower}`}
          onClick={onEdit}
          disabled={selecting}
          className="absolute top-3 right-16 inline-flex h-9 items-center gap-1.5 rounded-full bg-white/90 px-3 font-medium text-slate-700 text-sm shadow-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Pencil className="size-4" aria-hidden="true" />
          <Trans>Edit</Trans>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Step 4: the logos made for the chosen name, every run (newest first, favourites on top, earlier
 * runs folded away); choosing one saves it and moves on.
 */
export function LogosStep({
  brandId,
  brandName,
  logos,
  errors,
  generating,
  failed,
  selectedId,
  selecting,
  usage,
  supportEmail,
  onRegenerate,
  onRetry,
  onSelect,
  onFavourite,
  onEdit,
  estimateSeconds,
  runLabels,
}: {
  brandId: string;
  brandName: string;
  logos: Logo[];
  /** How long a run usually takes with the configured provider. */
  estimateSeconds?: number;
  /** What each run is called, matching the counter (the server's labels). */
  runLabels?: Array<{ run: number; label: string }>;
  /** Images of the latest run that failed (error entries). */
  errors: Array<{ message: string }>;
  generating: boolean;
  failed: boolean;
  selectedId: string | null;
  selecting: boolean;
  usage: Usage;
  supportEmail: string;
  onRegenerate: () => void;
  onRetry: () => void;
  onSelect: (id: string) => void;
  onFavourite: (id: string, favourite: boolean) => void;
  /** Opens the logo editor for a logo (edits are not generations). */
  onEdit?: (id: string) => void;
}) {
  const headingId = useId();
  const { t } = useLingui();
  const limited = atLimit(usage);
  const { favourites, latest, earlier } = groupByRun(logos);
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = useRovingRadios(group);
  let index = 0;
  const card = (logo: Logo) => {
    const n = ++index;
    const version = logo.version;
    return (
      <LogoCard
        key={logo.id}
        logo={logo}
        label={
          logo.parentId
            ? t`Logo option ${n} for ${brandName}, edited (version ${version})`
            : t`Logo option ${n} for ${brandName}`
        }
        selected={selectedId === logo.id}
        selecting={selecting}
        onSelect={() => onSelect(logo.id)}
        onFavourite={() => onFavourite(logo.id, !logo.isFavourite)}
        onEdit={onEdit ? () => onEdit(logo.id) : undefined}
      />
    );
  };
  return (
    <section aria-labelledby={headingId} aria-busy={generating} className="space-y-6">
      {generating ? (
        <>
          <h1
            id={headingId}
            tabIndex={-1}
            className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
          >
            <Trans>
              Designing logos for <span dir="auto">{brandName}</span>
            </Trans>
          </h1>
          <LogoLoading estimateSeconds={estimateSeconds} />
        </>
      ) : failed ? (
        <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <h1 id={headingId} tabIndex={-1} className="font-bold text-red-900 text-xl">
            <Trans>We couldn't create your logos</Trans>
          </h1>
          <p className="text-red-900">
            {fallbackMeaning()}{" "}
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
            >
              <Mail className="size-4" aria-hidden="true" />
              {supportEmail}
            </a>
          </p>
          <Button onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <div className="space-y-2 text-center">
            <h1
              id={headingId}
              tabIndex={-1}
              className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
            >
              <Trans>Choose your perfect logo</Trans>
            </h1>
            <p className="text-slate-600">
              <Trans>
                Previews for <span dir="auto">{brandName}</span>. The full-resolution file comes with your
                download.
              </Trans>
            </p>
          </div>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <GenerationCounter kind="logos" usage={usage} brandId={brandId} />
            <Button
              variant="secondary"
              onClick={onRegenerate}
              disabled={selecting || limited}
              aria-describedby={limited ? limitReasonId("logos") : undefined}
            >
              <RefreshCw aria-hidden="true" />
              <Trans>Generate New Logos</Trans>
            </Button>
          </div>
          {latest && nothingDrawn(latest.items) && (
            <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700 text-sm">
              <Trans>
                Your description named nothing we could draw, so these options use your initials and abstract
                marks. Add things to draw to the brief to get pictograms.
              </Trans>
            </p>
          )}
          {logos.length === 0 && errors.length === 0 && (
            <p className="rounded-2xl border border-slate-200 border-dashed px-6 py-10 text-center text-slate-700">
              <Trans>
                No logos for <span dir="auto">{brandName}</span> yet.
              </Trans>{" "}
              {limited ? (
                <Trans>
                  Go back and choose a name you already have logos for, or unlock the full package to make
                  more.
                </Trans>
              ) : (
                <Trans>
                  Generate logos for this name, or go back and choose a name you already have logos for.
                </Trans>
              )}
            </p>
          )}
          <div
            ref={group}
            role="radiogroup"
            aria-labelledby={headingId}
            onKeyDown={onKeyDown}
            className="space-y-6"
          >
            {favourites.length > 0 && (
              <ChoiceGroup legend={t`Favourites`} visible grid={LOGO_GRID}>
                {favourites.map(card)}
              </ChoiceGroup>
            )}
            {(latest || errors.length > 0) && (
              <ChoiceGroup
                legend={t`Latest logos`}
                visible={favourites.length > 0 || earlier.length > 0}
                grid={LOGO_GRID}
              >
                {latest?.items.map(card)}
                {errors.map((error, i) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: one run's failures, shown in order and never reordered
                    key={`error-${i}-${error.message.length}`}
                    role="alert"
                    className="flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900 text-sm"
                  >
                    <p>{logoErrorText(error.message)}</p>
                    <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-4">
                      {supportEmail}
                    </a>
                  </div>
                ))}
              </ChoiceGroup>
            )}
            {earlier.length > 0 && (
              <EarlierRuns
                title={t`Earlier logos`}
                runs={earlier}
                open={earlier.some((g) => g.items.some((l) => l.id === selectedId))}
                grid={LOGO_GRID}
                runLabel={(run) => runLabels?.find((r) => r.run === run)?.label ?? t`Run ${run}`}
                render={card}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
