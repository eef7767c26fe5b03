import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, PenLine } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { typedNameSchema } from "@/shared/api-schemas";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { validationText } from "../validation-texts";

/**
 * "I already have a name": the user's own name goes straight to logos. It uses no name run, and
 * the same schema as the API checks it here first.
 */
export function TypedNameForm({
  open,
  onOpenChange,
  busy,
  serverError,
  onSubmit,
  cancellable = true,
}: {
  open: boolean;
  /** False when the form is the only way on (no names to pick from). */
  cancellable?: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  serverError: string | null;
  onSubmit: (name: string) => void;
}) {
  const id = useId();
  const { t } = useLingui();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = typedNameSchema.safeParse({ name: value });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? validationText(message) : t`Check the name.`);
      return;
    }
    setError(null);
    onSubmit(parsed.data.name);
  };
  const shown = error ?? serverError;
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => onOpenChange(true)} className="text-brand-700">
        <PenLine aria-hidden="true" />
        <Trans>I already have a name</Trans>
      </Button>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl border-2 border-brand-100 bg-brand-50/60 p-4 sm:p-5"
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h2 id={`${id}-title`} className="font-semibold text-lg text-slate-900">
          <Trans>I already have a name</Trans>
        </h2>
        <p className="text-slate-600 text-sm">
          <Trans>Use your own name and go on to its logos. This uses no name run.</Trans>
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-name`} className="sr-only">
          <Trans>Your brand name</Trans>
        </label>
        <input
          id={`${id}-name`}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          placeholder={t`Your brand name`}
          autoComplete="off"
          maxLength={200}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy} className="flex-1 sm:flex-none">
            {busy ? <Spinner label={t`Saving your name`} /> : <ArrowRight aria-hidden="true" />}
            <Trans>Use this name</Trans>
          </Button>
          {cancellable ? (
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
