import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiContext } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Lightbulb, Sparkles } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { type CategoryId, getCategory } from "@/shared/categories";
import { DESCRIPTION_MAX, PRICE_LABEL } from "@/shared/constants";
import { describeDescription } from "@/shared/description";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { packagePath } from "@/web/lib/package-action";
import { CategoryIcon } from "../category-icon";
import { categorySubject, categoryText, descriptionTexts } from "../texts";
import { type KeptNames, keptNamesNote } from "./kept-names";
import { NameControls } from "./name-controls";
import { type ControlsDraft, parseDraft } from "./name-draft";

const TIPS: MessageDescriptor[] = [
  msg`What you sell or do, and for whom`,
  msg`What makes you different from others nearby or online`,
  msg`The feeling you want customers to have: playful, premium, calm, bold...`,
  msg`Where you operate, if it matters to your customers`,
];

/** Step 2: the business description, validated by the same shared schema as the API. */
export function DetailsStep({
  category,
  initial,
  busy,
  onSubmit,
  onDraft,
  onChangeCategory,
  controls,
  onControls,
  brief,
  keptNames,
}: {
  category: CategoryId;
  initial: string;
  busy: boolean;
  onSubmit: (description: string) => void;
  /** Optional controls for the first name run (folded away; empty is the default run). */
  controls: ControlsDraft;
  onControls: (draft: ControlsDraft) => void;
  /** Every edit, so a reload before submitting keeps the draft. */
  onDraft: (description: string) => void;
  onChangeCategory: () => void;
  /** How the saved description was read, with a way to correct it (absent while it is edited). */
  brief?: (text: string) => ReactNode;
  /** The brand already has generated names (Back from step 3): they stay until a new run. */
  keptNames?: KeptNames | null;
}) {
  const tipsHeadingId = useId();
  const headingId = useId();
  const [text, setText] = useState(initial);
  const status = describeDescription(text);
  const controlsParsed = parseDraft(controls);
  const controlsError = "error" in controlsParsed ? controlsParsed.error : null;
  const info = getCategory(category);
  const { t } = useLingui();
  const shown = categoryText(category);
  const texts = descriptionTexts(status, text);
  const ids = { field: useId(), counter: useId(), message: useId(), form: useId() };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 font-medium text-brand-700">
          <CategoryIcon icon={info.icon} className="size-4" />
          {shown.name}
        </span>
        <Button variant="link" size="inline" onClick={onChangeCategory}>
          <Trans>Change</Trans>
        </Button>
      </div>
      <h1
        id={headingId}
        tabIndex={-1}
        className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
      >
        <Trans>Tell us more about your {categorySubject(category)}</Trans>
      </h1>
      <div className="space-y-4">
        <div className="space-y-2">
          <label htmlFor={ids.field} className="font-semibold text-slate-900">
            <Trans>Business Description</Trans>
          </label>
          <textarea
            id={ids.field}
            form={ids.form}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onDraft(event.target.value);
            }}
            dir="auto"
            placeholder={shown.placeholder}
            rows={6}
            aria-describedby={`${ids.counter} ${ids.message}`}
            aria-invalid={text.length > 0 && !status.valid}
            className="w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 focus:outline-offset-2"
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p
              id={ids.message}
              aria-live="polite"
              className={cn(
                "font-medium",
                status.valid
                  ? "text-emerald-700"
                  : status.length > DESCRIPTION_MAX
                    ? "text-red-700"
                    : "text-amber-800",
              )}
            >
              {texts.message}
            </p>
            <p id={ids.counter} className="text-slate-600 tabular-nums">
              {texts.counter}
            </p>
          </div>
        </div>
        {/* Outside the form below: the brief has its own form, and forms cannot nest. */}
        {brief?.(text)}
        <form
          id={ids.form}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (status.valid && !busy && controlsError === null) onSubmit(text.trim());
          }}
        >
          <NameControls
            draft={controls}
            onChange={onControls}
            error={controlsError}
            disabled={busy}
            run="first"
          />
          <aside
            aria-labelledby={tipsHeadingId}
            className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
          >
            <h2 id={tipsHeadingId} className="mb-2 flex items-center gap-2 font-semibold text-amber-950">
              <Lightbulb className="size-4" aria-hidden="true" />
              <Trans>Tips for better names</Trans>
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-amber-950 text-sm">
              {TIPS.map((tip) => (
                <li key={tip.id}>{t(tip)}</li>
              ))}
            </ul>
          </aside>
          {keptNames ? <KeptNamesNote {...keptNames} /> : null}
          <div className="flex justify-end">
            <Button
              type="submit"
              size="lg"
              disabled={!status.valid || busy || controlsError !== null}
              className="w-full sm:w-auto"
            >
              {busy ? (
                <Spinner label={t`Working`} className="text-white [&>span:first-child]:text-white" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {keptNames ? <Trans>Save and see your names</Trans> : <Trans>Generate Brand Names</Trans>}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}

function KeptNamesNote(props: KeptNames) {
  useLinguiContext();
  const note = keptNamesNote(props);
  const price = PRICE_LABEL;
  return (
    <p role="note" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-700 text-sm">
      {note.kept} {note.next}{" "}
      {note.needsPackage ? (
        <Link to={packagePath(props.brandId)} className="font-medium text-brand-700 underline">
          <Trans>See the {price} package</Trans>
        </Link>
      ) : null}
    </p>
  );
}
