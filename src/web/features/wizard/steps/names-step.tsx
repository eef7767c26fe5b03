import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Check, Info, Mail, RefreshCw, Star } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { detectDescriptionLanguage } from "@/shared/description-language";
import { brandCountry, type CheckCountry, countryFromLocales } from "@/shared/name-checks";
import type { NameOptions } from "@/shared/name-options";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { WithQuery } from "@/web/lib/query";
import type { RunLabel } from "@/web/lib/session-view";
import { useRovingRadios } from "@/web/lib/use-roving-radios";
import type { SessionView, Usage } from "../api/brand-api";
import { describeOptions, offlineNote } from "../texts";
import { fallbackMeaning } from "./fallback-meaning";
import { GenerationCounter } from "./generation-counter";
import { atLimit, limitReasonId } from "./generation-limit";
import { NameCheckList, NameChecksNote } from "./name-checks";
import { NameControls } from "./name-controls";
import { type ControlsDraft, draftFrom, parseDraft } from "./name-draft";
import { groupByRun } from "./run-groups";
import { ChoiceGroup, EarlierRuns } from "./run-history";
import { TypedNameForm } from "./typed-name-form";

type Name = SessionView["names"][number];

const NAME_GRID = "gap-4 md:grid-cols-3";

/** Newest run first; favourites from any run on top (My brands, point 2); typed names apart. */
function groupNames(names: Name[]) {
  const typed = names.filter((n) => !n.isFavourite && n.source === "typed");
  return { ...groupByRun(names.filter((n) => n.isFavourite || n.source !== "typed")), typed };
}

function browserCountry(): CheckCountry {
  if (typeof navigator === "undefined") return "other";
  return countryFromLocales(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

function NameCard({
  suggestion,
  chosen,
  choosing,
  busy,
  onChoose,
  onFavourite,
  checks,
}: {
  suggestion: Name;
  chosen: boolean;
  choosing: boolean;
  busy: boolean;
  onChoose: () => void;
  onFavourite: () => void;
  /** The card's name checks, under the name (outside the radio, so its controls stay separate). */
  checks?: ReactNode;
}) {
  const { t } = useLingui();
  const name = suggestion.name;
  return (
    <div
      data-testid="name-card"
      className={cn(
        "relative flex h-full flex-col rounded-2xl border-2 bg-white transition-all hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md",
        chosen ? "border-brand-600 ring-4 ring-brand-100" : "border-slate-200",
      )}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a card-sized radio; native radios cannot hold this layout. */}
      <button
        type="button"
        role="radio"
        aria-checked={chosen}
        disabled={busy}
        onClick={onChoose}
        className="flex w-full flex-1 flex-col gap-2 rounded-2xl p-5 pr-12 text-left disabled:cursor-wait sm:p-6 sm:pr-12"
      >
        <span dir="auto" className="break-words font-bold text-2xl text-slate-900 tracking-tight">
          {suggestion.name}
        </span>
        <span dir="auto" className="text-slate-600 text-sm leading-relaxed">
          {suggestion.source === "typed" ? t`Your own name.` : suggestion.meaning}
        </span>
        {choosing ? <Spinner label={t`Saving your choice`} className="mt-2" /> : null}
        {chosen && !choosing && (
          <span className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700 text-sm">
            <Check className="size-4" aria-hidden="true" />
            <Trans>Chosen</Trans>
          </span>
        )}
      </button>
      <button
        type="button"
        aria-pressed={suggestion.isFavourite}
        aria-label={suggestion.isFavourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
        onClick={onFavourite}
        className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-amber-50 hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Star
          className={cn("size-5", suggestion.isFavourite && "fill-amber-400 text-amber-500")}
          aria-hidden="true"
        />
      </button>
      {checks ? <div className="border-slate-100 border-t px-5 pt-3 pb-4 sm:px-6">{checks}</div> : null}
    </div>
  );
}

/**
 * Step 3: the names of every run as selectable cards (the newest run first, favourites on top,
 * earlier runs folded away), with the run counter, optional controls for the next run, checks on
 * each card and "I already have a name".
 */
export function NamesStep(props: NamesStepProps) {
  // Name checks read through the query cache (only this step needs it in the wizard).
  return (
    <WithQuery>
      <NamesStepContent {...props} />
    </WithQuery>
  );
}

type NamesStepProps = {
  brandId: string;
  category: CategoryId;
  description: string;
  names: Name[];
  /** The controls each run was made with: the form starts from the latest. */
  nameRunOptions: SessionView["nameRunOptions"];
  /** Names come from the offline generator (it reads English best). */
  offlineNames: boolean;
  failed: boolean;
  generating: boolean;
  choosing: string | null;
  chosen: string | null;
  usage: Usage;
  supportEmail: string;
  typing: boolean;
  typedError: string | null;
  onRegenerate: (options: NameOptions) => void;
  onChoose: (name: string) => void;
  onFavourite: (id: string, favourite: boolean) => void;
  onTypedName: (name: string) => void;
  /** How the description was read, with a way to correct it (shown under the heading). */
  brief?: ReactNode;
  /** What each run is called, matching the counter (the server's labels). */
  runLabels?: RunLabel[];
  /** The stored reading's place and language: they pick the domain checks' country. */
  briefFacts?: Pick<Brief, "place" | "language"> | null;
};

function NamesStepContent({
  brandId,
  category,
  description,
  names,
  nameRunOptions,
  offlineNames,
  failed,
  generating,
  choosing,
  chosen,
  usage,
  supportEmail,
  typing,
  typedError,
  onRegenerate,
  onChoose,
  onFavourite,
  onTypedName,
  brief,
  briefFacts,
  runLabels,
}: NamesStepProps) {
  const headingId = useId();
  const { t } = useLingui();
  const busy = generating || choosing !== null || typing;
  const limited = atLimit(usage);
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = useRovingRadios(group);
  const { favourites, typed, latest, earlier } = groupNames(names);
  const [draft, setDraft] = useState<ControlsDraft>(() => draftFrom(nameRunOptions.at(-1)?.options));
  const parsed = parseDraft(draft);
  const controlsError = "error" in parsed ? parsed.error : null;
  // The brief's place, the description's language or a place it names first (Indonesian, or a
  // Jakarta address, is Indonesia), then the browser's languages; the person can change it.
  const [country, setCountry] = useState<CheckCountry>(
    () => brandCountry(description, briefFacts) ?? browserCountry(),
  );
  const [requested, setRequested] = useState<Set<string>>(() => new Set());
  // Nothing to pick yet (a refused or failed first run): offer the typed name at once.
  const [typedOpen, setTypedOpen] = useState(false);
  const showTyped = typedOpen || (names.length === 0 && !generating);
  const languageNote = offlineNames ? offlineNote(detectDescriptionLanguage(description)) : null;
  const runLabel = (run: number) => {
    const name = runLabels?.find((r) => r.run === run)?.label ?? t`Run ${run}`;
    const options = nameRunOptions.find((r) => r.run === run)?.options;
    const summary = options ? describeOptions(options) : "";
    return summary ? `${name} · ${summary}` : name;
  };

  const card = (n: Name, autoCheck = true) => (
    <NameCard
      key={n.id}
      suggestion={n}
      chosen={chosen === n.name}
      choosing={choosing === n.name}
      busy={busy}
      onChoose={() => onChoose(n.name)}
      onFavourite={() => onFavourite(n.id, !n.isFavourite)}
      checks={
        <NameCheckList
          sessionId={brandId}
          nameId={n.id}
          name={n.name}
          category={category}
          country={country}
          auto={autoCheck || requested.has(n.id)}
          onRequest={() => setRequested((r) => new Set(r).add(n.id))}
        />
      }
    />
  );
  return (
    <section aria-labelledby={headingId} aria-busy={generating} className="space-y-6">
      <div className="space-y-2 text-center">
        <h1
          id={headingId}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
        >
          {offlineNames ? (
            <Trans>Here are your brand names from the offline name generator</Trans>
          ) : (
            <Trans>Here are your AI-generated brand names</Trans>
          )}
        </h1>
        <p className="text-slate-600">
          <Trans>Pick the one that feels right. You'll design its logo next.</Trans>
        </p>
      </div>
      {brief}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <GenerationCounter kind="names" usage={usage} brandId={brandId} />
        <div className="flex flex-wrap items-center gap-2">
          {!showTyped && (
            <TypedNameForm
              open={false}
              onOpenChange={setTypedOpen}
              busy={typing}
              serverError={null}
              onSubmit={onTypedName}
            />
          )}
          <Button
            variant="secondary"
            onClick={() => "options" in parsed && onRegenerate(parsed.options)}
            disabled={busy || limited || controlsError !== null}
            aria-describedby={limited ? limitReasonId("names") : undefined}
          >
            <RefreshCw aria-hidden="true" className={cn(generating && "animate-spin")} />
            <Trans>Generate New Names</Trans>
          </Button>
        </div>
      </div>
      {showTyped ? (
        <TypedNameForm
          open
          onOpenChange={setTypedOpen}
          busy={typing}
          serverError={typedError}
          onSubmit={onTypedName}
          cancellable={names.length > 0}
        />
      ) : null}
      {!limited && <NameControls draft={draft} onChange={setDraft} error={controlsError} disabled={busy} />}
      {languageNote ? (
        <p className="flex gap-2 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{languageNote}</span>
        </p>
      ) : null}
      {generating ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 border-dashed py-16">
          <Spinner label={t`Generating names`} className="[&>span:first-child]:size-8" />
          <p className="text-slate-700">
            <Trans>Brainstorming names for your brand...</Trans>
          </p>
        </div>
      ) : failed ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <h2 className="font-semibold text-lg text-red-900">
            <Trans>Error</Trans>
          </h2>
          <p className="mt-1 text-red-900">{fallbackMeaning()}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-3 inline-flex items-center gap-2 font-medium text-red-900 underline underline-offset-4"
          >
            <Mail className="size-4" aria-hidden="true" />
            {supportEmail}
          </a>
        </div>
      ) : null}
      {names.length > 0 && (
        <div
          ref={group}
          role="radiogroup"
          aria-labelledby={headingId}
          onKeyDown={onKeyDown}
          className="space-y-6"
        >
          {favourites.length > 0 && (
            <ChoiceGroup legend={t`Favourites`} visible grid={NAME_GRID}>
              {favourites.map((n) => card(n))}
            </ChoiceGroup>
          )}
          {typed.length > 0 && (
            <ChoiceGroup
              legend={<Plural value={typed.length} one="Your own name" other="Your own names" />}
              visible
              grid={NAME_GRID}
            >
              {typed.map((n) => card(n))}
            </ChoiceGroup>
          )}
          {latest && !generating && (
            <ChoiceGroup
              legend={
                <>
                  <Trans>Latest suggestions</Trans>
                  {latest.run > 0 && (
                    <span className="ml-2 font-normal text-slate-600 normal-case tracking-normal">
                      {runLabel(latest.run)}
                    </span>
                  )}
                </>
              }
              visible={favourites.length > 0 || earlier.length > 0 || typed.length > 0}
              grid={NAME_GRID}
            >
              {latest.items.map((n) => card(n))}
            </ChoiceGroup>
          )}
          {earlier.length > 0 && (
            <EarlierRuns
              title={t`Earlier suggestions`}
              runs={earlier}
              open={earlier.some((g) => g.items.some((n) => n.name === chosen))}
              grid={NAME_GRID}
              runLabel={runLabel}
              render={(n) => card(n, false)}
            />
          )}
        </div>
      )}
      {names.length > 0 && <NameChecksNote country={country} onCountry={setCountry} />}
    </section>
  );
}
