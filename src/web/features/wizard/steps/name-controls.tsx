import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId } from "react";
import { MAX_AVOID_WORDS, MAX_INCLUDE_WORDS, NAME_STYLES, type WordCount } from "@/shared/name-options";
import { cn } from "@/web/lib/cn";
import { describeOptions, styleText } from "../texts";
import { type ControlsDraft, EMPTY_DRAFT, parseDraft, runPromise } from "./name-draft";

const MAX_LENGTHS = ["", "5", "6", "7", "8", "10", "12", "15"];
const WORD_COUNTS = [
  { value: "any", label: msg`Any` },
  { value: "one", label: msg`One word` },
  { value: "two", label: msg`Two words` },
] as const satisfies ReadonlyArray<{ value: WordCount; label: unknown }>;

/**
 * The optional controls for a name run (step 2 for the first, step 3 for the next): style, maximum length, one or two words, words to
 * include or avoid. Folded away by default; an empty form is the default run.
 */
export function NameControls({
  draft,
  onChange,
  error,
  disabled,
  run = "next",
}: {
  draft: ControlsDraft;
  onChange: (draft: ControlsDraft) => void;
  error: string | null;
  disabled: boolean;
  /** Which run the controls shape: the first on step 2, the next on step 3. */
  run?: "first" | "next";
}) {
  const { t } = useLingui();
  const title = run === "first" ? t`Shape your names` : t`Shape the next run`;
  const id = useId();
  const parsed = parseDraft(draft);
  const summary = "options" in parsed ? describeOptions(parsed.options) : "";
  const set = (patch: Partial<ControlsDraft>) => onChange({ ...draft, ...patch });
  const maxInclude = MAX_INCLUDE_WORDS;
  const maxAvoid = MAX_AVOID_WORDS;
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white" data-testid="name-controls">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="flex items-center gap-2 whitespace-nowrap">
            <SlidersHorizontal className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {title}
          </span>
          <span className="min-w-0 basis-full truncate pl-6 font-normal text-slate-600 text-sm sm:basis-auto sm:pl-0">
            {summary ? <span className="hidden sm:inline">· </span> : null}
            {summary || t`optional`}
          </span>
        </span>
        <ChevronDown
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <fieldset disabled={disabled} className="min-w-0 space-y-5 border-slate-100 border-t px-4 pt-4 pb-5">
        <legend className="sr-only">
          {run === "first" ? t`Controls for the first name run` : t`Controls for the next name run`}
        </legend>
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-2 font-medium text-slate-900 text-sm">
            <Trans>
              Style <span className="font-normal text-slate-600">(any if none chosen)</span>
            </Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {NAME_STYLES.map((style) => {
              const on = draft.styles.includes(style.id);
              const text = styleText(style.id);
              return (
                <button
                  key={style.id}
                  type="button"
                  aria-pressed={on}
                  title={text.hint}
                  onClick={() =>
                    set({
                      styles: on ? draft.styles.filter((s) => s !== style.id) : [...draft.styles, style.id],
                    })
                  }
                  className={cn(
                    "rounded-full border px-3 py-1.5 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
                    on
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
                  )}
                >
                  {text.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="space-y-1 text-sm">
            <span className="block font-medium text-slate-900">
              <Trans>Maximum length</Trans>
            </span>
            <select
              value={draft.maxLength}
              onChange={(e) => set({ maxLength: e.target.value })}
              className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2"
            >
              {MAX_LENGTHS.map((n) => (
                <option key={n} value={n}>
                  {n ? t`${n} letters` : t`Any length`}
                </option>
              ))}
            </select>
          </label>
          <div className="space-y-1 text-sm">
            <span className="block font-medium text-slate-900" id={`${id}-words`}>
              <Trans>Words in the name</Trans>
            </span>
            <div
              role="radiogroup"
              aria-labelledby={`${id}-words`}
              className="grid grid-cols-3 rounded-xl border border-slate-300 p-0.5"
            >
              {WORD_COUNTS.map((w) => (
                // biome-ignore lint/a11y/useSemanticElements: a segmented control; native radios cannot take this shape.
                <button
                  key={w.value}
                  type="button"
                  role="radio"
                  aria-checked={draft.wordCount === w.value}
                  onClick={() => set({ wordCount: w.value })}
                  className={cn(
                    "rounded-lg px-2 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
                    draft.wordCount === w.value
                      ? "bg-brand-600 text-white"
                      : "text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {t(w.label)}
                </button>
              ))}
            </div>
          </div>
          <label className="space-y-1 text-sm">
            <span className="block font-medium text-slate-900">
              <Trans>Words to include</Trans>
            </span>
            <input
              value={draft.include}
              onChange={(e) => set({ include: e.target.value })}
              placeholder={t`e.g. brew`}
              maxLength={200}
              className="w-full rounded-xl border border-slate-300 px-3 py-2"
              aria-describedby={`${id}-include-hint`}
            />
            <span id={`${id}-include-hint`} className="block text-slate-600 text-xs">
              <Trans>Each name uses one of them. Up to {maxInclude}, separated by commas.</Trans>
            </span>
          </label>
          <label className="space-y-1 text-sm">
            <span className="block font-medium text-slate-900">
              <Trans>Words to avoid</Trans>
            </span>
            <input
              value={draft.avoid}
              onChange={(e) => set({ avoid: e.target.value })}
              placeholder={t`e.g. cafe, coffee`}
              maxLength={400}
              className="w-full rounded-xl border border-slate-300 px-3 py-2"
              aria-describedby={`${id}-avoid-hint`}
            />
            <span id={`${id}-avoid-hint`} className="block text-slate-600 text-xs">
              <Trans>No name contains them. Up to {maxAvoid}, separated by commas.</Trans>
            </span>
          </label>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            role={error ? "alert" : undefined}
            className={cn("text-sm", error ? "text-red-700" : "text-slate-600")}
          >
            {error ??
              `${
                run === "first"
                  ? t`Applies to your first names, made when you press “Generate Brand Names”.`
                  : t`Applies to the next “Generate New Names”.`
              } ${runPromise(summary, run)}`}
          </p>
          <button
            type="button"
            onClick={() => onChange(EMPTY_DRAFT)}
            className="font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            <Trans>Clear controls</Trans>
          </button>
        </div>
      </fieldset>
    </details>
  );
}
