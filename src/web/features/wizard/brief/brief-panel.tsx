import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Check, Info, PenLine } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  BRIEF_LIMITS,
  type Brief,
  type BriefCorrection,
  type BriefNote,
  briefCorrectionSchema,
  briefLine,
  TONE_WORDS,
  type ToneWord,
} from "@/shared/brief";
import type { Locale } from "@/shared/locale";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiRequestError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { apiErrorMessage } from "@/web/lib/i18n/api-errors";
import { i18n } from "@/web/lib/i18n/i18n";
import { useLocale } from "@/web/lib/i18n/use-locale";
import { WithQuery } from "@/web/lib/query";
import { brandApi, type SessionView } from "../api/brand-api";
import { toneText } from "../texts";
import { validationText } from "../validation-texts";

/** Why the brief has nothing to draw, as the person reads it. */
const NOTE_TEXT: Readonly<Record<BriefNote, MessageDescriptor>> = {
  "other-script": msg`We can't read this script yet, so your logos will use a monogram or an abstract mark. Correct this to add things to draw.`,
  "mostly-emoji": msg`Your description is mostly emoji, so your logos will use a monogram or an abstract mark. Correct this to add things to draw.`,
  "nothing-drawable": msg`Your description names nothing we can draw, so your logos will use a monogram or an abstract mark. Correct this to add things to draw.`,
};

type Field = "business" | "offerings" | "audience" | "place" | "tone" | "concepts" | "avoid";
type Draft = Record<Exclude<Field, "tone">, string> & { tone: ToneWord[] };
type FieldErrors = Partial<Record<Field | "form", string>>;

const FIELDS: readonly Field[] = ["business", "offerings", "audience", "place", "tone", "concepts", "avoid"];

function draftOf(brief: Brief): Draft {
  return {
    business: brief.business,
    offerings: brief.offerings.join(", "),
    audience: brief.audience.join(", "),
    place: brief.place ?? "",
    tone: [...brief.tone],
    concepts: brief.concepts.join(", "),
    avoid: brief.avoid.join(", "),
  };
}

const items = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function correctionOf(draft: Draft): unknown {
  return {
    business: draft.business,
    offerings: items(draft.offerings),
    audience: items(draft.audience),
    place: draft.place.trim() === "" ? null : draft.place,
    tone: draft.tone,
    concepts: items(draft.concepts),
    avoid: items(draft.avoid),
  };
}

/** Issues (from zod here, or the API's 400 details) by the field they name. */
function errorsOf(
  issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey>; message?: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.[0];
    const key = FIELDS.includes(field as Field) ? (field as Field) : "form";
    errors[key] ??= issue.message ? validationText(issue.message) : i18n._(msg`Check this field.`);
  }
  return errors;
}

/**
 * "We read this as: a kombucha brewery · fermented tea, fruit · playful", with a small form to
 * correct it. A correction is not a generation; the next runs are made from it. Not shown once
 * the brand is completed.
 */
export function BriefPanel(props: {
  brief: Brief | null;
  completed?: boolean;
  /** Saves a correction (the API for a saved brand, the wizard's draft before that); throws to refuse. */
  save: (correction: BriefCorrection) => Promise<void>;
  /** The server's one line in each language (the brief's words said through its glossaries). */
  reading?: Record<Locale, string> | null;
}) {
  if (!props.brief || props.completed) return null;
  return (
    <WithQuery>
      <BriefPanelContent brief={props.brief} save={props.save} reading={props.reading ?? null} />
    </WithQuery>
  );
}

/** The panel for a saved brand: corrections go to the API, and the wizard gets the new view. */
export function SessionBriefPanel({
  session,
  onSaved,
}: {
  session: Pick<SessionView, "id" | "brief" | "isCompleted"> & Partial<Pick<SessionView, "briefReading">>;
  onSaved: (session: SessionView) => void;
}) {
  return (
    <BriefPanel
      brief={session.brief}
      completed={session.isCompleted}
      reading={session.briefReading}
      save={async (correction) => onSaved((await brandApi.correctBrief(session.id, correction)).session)}
    />
  );
}

function BriefPanelContent({
  brief,
  save: saveCorrection,
  reading,
}: {
  brief: Brief;
  save: (correction: BriefCorrection) => Promise<void>;
  reading: Record<Locale, string> | null;
}) {
  const id = useId();
  const { t } = useLingui();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(brief));
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = () => {
    setOpen(false);
    setErrors({});
    // Back to the button that opened the form.
    queueMicrotask(() => document.getElementById(`${id}-toggle`)?.focus());
  };
  const save = useMutation({
    mutationFn: saveCorrection,
    onSuccess: close,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400 && Array.isArray(error.details)) {
        setErrors(errorsOf(error.details));
      } else {
        setErrors({
          form: apiErrorMessage(error, t`We couldn't save that. Please try again.`),
        });
      }
    },
  });

  const startEditing = () => {
    setDraft(draftOf(brief));
    setErrors({});
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = briefCorrectionSchema.safeParse(correctionOf(draft));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const set = (field: Exclude<Field, "tone">) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const note = brief.notes[0];
  const limits = BRIEF_LIMITS;
  const toneLimit = BRIEF_LIMITS.tone;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="min-w-0 flex-1 text-slate-700">
          <span id={`${id}-title`} className="font-semibold text-slate-900">
            <Trans>We read this as:</Trans>
          </span>{" "}
          <span dir="auto" data-testid="brief-line">
            {(locale !== "en" && reading?.[locale]) ||
              briefLine({ ...brief, tone: brief.tone.map(toneText) as ToneWord[] })}
          </span>
          {brief.source === "user" && (
            <span className="ml-2 inline-flex items-center gap-1 text-emerald-700">
              <Check className="size-3.5" aria-hidden="true" />
              <Trans>corrected by you</Trans>
            </span>
          )}
        </p>
        <Button
          id={`${id}-toggle`}
          variant="link"
          size="inline"
          aria-expanded={open}
          aria-controls={open ? `${id}-form` : undefined}
          onClick={() => (open ? close() : startEditing())}
        >
          <PenLine aria-hidden="true" />
          <Trans>Correct this</Trans>
        </Button>
      </div>
      {note ? (
        <p className="mt-2 flex gap-2 text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t(NOTE_TEXT[note])}</span>
        </p>
      ) : null}
      {open ? (
        <form
          id={`${id}-form`}
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-form-title`}
          className="mt-4 space-y-4 border-slate-100 border-t pt-4"
        >
          <div>
            <h2 id={`${id}-form-title`} className="font-semibold text-base text-slate-900">
              <Trans>Correct how we read your description</Trans>
            </h2>
            <p className="text-slate-600">
              <Trans>Your names and logos are made from this. Saving it uses no generation.</Trans>
            </p>
          </div>
          <TextField
            id={`${id}-business`}
            label={t`What the business is`}
            hint={t`A short phrase, up to ${limits.business} characters.`}
            value={draft.business}
            onChange={set("business")}
            error={errors.business}
            maxLength={BRIEF_LIMITS.business * 4}
            autoFocus
          />
          <TextField
            id={`${id}-offerings`}
            label={t`What it offers`}
            hint={t`Up to ${limits.offerings}, separated by commas.`}
            value={draft.offerings}
            onChange={set("offerings")}
            error={errors.offerings}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-audience`}
              label={t`Who it is for`}
              hint={t`Up to ${limits.audience}, separated by commas.`}
              value={draft.audience}
              onChange={set("audience")}
              error={errors.audience}
            />
            <TextField
              id={`${id}-place`}
              label={t`Where it is`}
              hint={t`Optional, up to ${limits.place} characters.`}
              value={draft.place}
              onChange={set("place")}
              error={errors.place}
              maxLength={BRIEF_LIMITS.place * 4}
            />
          </div>
          <fieldset aria-describedby={`${id}-tone-hint${errors.tone ? ` ${id}-tone-error` : ""}`}>
            <legend className="font-medium text-slate-900">
              <Trans>Tone</Trans>
            </legend>
            <p id={`${id}-tone-hint`} className="text-slate-600">
              <Trans>Choose up to {toneLimit}.</Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {TONE_WORDS.map((word) => {
                const on = draft.tone.includes(word);
                const full = !on && draft.tone.length >= BRIEF_LIMITS.tone;
                return (
                  <button
                    key={word}
                    type="button"
                    aria-pressed={on}
                    disabled={full}
                    onClick={() =>
                      setDraft((d) => ({
                        ...d,
                        tone: on ? d.tone.filter((w) => w !== word) : [...d.tone, word],
                      }))
                    }
                    className={cn(
                      "min-h-9 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-40",
                      on
                        ? "border-brand-600 bg-brand-600 text-white"
                        : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
                    )}
                  >
                    {toneText(word)}
                  </button>
                );
              })}
            </div>
            {errors.tone ? (
              <p id={`${id}-tone-error`} className="mt-1 text-red-700">
                {errors.tone}
              </p>
            ) : null}
          </fieldset>
          <TextField
            id={`${id}-concepts`}
            label={t`Things to draw`}
            hint={t`Best first, up to ${limits.concepts}, separated by commas: "tea leaf, bottle".`}
            value={draft.concepts}
            onChange={set("concepts")}
            error={errors.concepts}
          />
          <TextField
            id={`${id}-avoid`}
            label={t`Things to avoid`}
            hint={t`Up to ${limits.avoid}, separated by commas: "coffee cup".`}
            value={draft.avoid}
            onChange={set("avoid")}
            error={errors.avoid}
          />
          {errors.form ? (
            <p role="alert" className="text-red-700">
              {errors.form}
            </p>
          ) : null}
          {Object.keys(errors).length > 0 && !errors.form && (
            <p role="alert" className="text-red-700">
              <Trans>Check the fields marked above.</Trans>
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner label={t`Saving`} /> : <Check aria-hidden="true" />}
              <Trans>Save</Trans>
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function TextField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  maxLength = 400,
  autoFocus,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        dir="auto"
        autoComplete="off"
        maxLength={maxLength}
        // biome-ignore lint/a11y/noAutofocus: the form opens on request; its first field takes focus.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={cn(
          "w-full rounded-xl border bg-white px-3 py-2 text-base text-slate-900",
          error ? "border-red-500" : "border-slate-300",
        )}
      />
      <p id={`${id}-hint`} className="text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
