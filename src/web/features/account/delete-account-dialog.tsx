import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { api, unwrap } from "@/web/lib/api";
import { apiErrorMessage } from "@/web/lib/i18n/api-errors";

/**
 * Deleting an account (privacy policy, "your rights"): the person types their e-mail address to
 * confirm; the server checks it again.
 */
export function DeleteAccountDialog({
  open,
  email,
  onClose,
  onDeleted,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.me.$delete({ json: { confirmEmail: typed } }));
      onDeleted();
    } catch (failure) {
      setError(apiErrorMessage(failure, t`We couldn't delete your account. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t`Delete your account?`}
      onClose={() => {
        setTyped("");
        setError(null);
        onClose();
      }}
      description={
        <div className="space-y-2 text-sm">
          <p>
            <Trans>
              This deletes your account, every brand, name and logo, and signs you out. Paid files you have
              not downloaded will be gone. It cannot be undone.
            </Trans>
          </p>
          <p>
            <Trans>
              Payment records are kept for the period our privacy policy states, no longer linked to you.
            </Trans>
          </p>
        </div>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="font-medium text-slate-900 text-sm">
            <Trans>
              Type <span className="font-semibold">{email}</span> to confirm
            </Trans>
          </label>
          <input
            id={inputId}
            data-autofocus
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="w-full rounded-xl border border-slate-400 px-3 py-2 text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        {error ? (
          <p role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              setTyped("");
              onClose();
            }}
          >
            <Trans>Keep my account</Trans>
          </Button>
          <Button type="submit" variant="destructive" disabled={!matches || busy}>
            {busy ? t`Deleting...` : t`Delete account`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
