import { Trans } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/features/auth/use-auth";
import { PageShell } from "./page-shell";

/**
 * What a signed-out visitor sees on a page that needs an account (a brand, the editor, a wizard
 * step): one sentence and a Sign in button. Sign-in comes back to this very page, search included.
 */
export function SignInRequired({ what }: { what: string }) {
  const headingId = useId();
  const auth = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <PageShell width="max-w-3xl">
      <section aria-labelledby={headingId} className="flex flex-col items-center gap-5 py-16 text-center">
        <h1 id={headingId} className="font-bold text-3xl text-slate-900 tracking-tight">
          <Trans>Sign in to continue</Trans>
        </h1>
        <p className="max-w-md text-slate-700">
          <Trans>Please sign in to see {what}. You'll come straight back to this page afterwards.</Trans>
        </p>
        <Button size="lg" onClick={() => void auth.signIn(here)}>
          <LogIn aria-hidden="true" />
          <Trans>Sign in</Trans>
        </Button>
      </section>
    </PageShell>
  );
}
