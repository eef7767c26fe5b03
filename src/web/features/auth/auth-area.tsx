import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "./use-auth";

const AccountMenu = lazy(() => import("./account-menu"));

/** The nav bar's right side: spinner while loading, "Sign in", or My brands and the avatar menu. */
export function AuthArea() {
  const { t } = useLingui();
  const auth = useAuth();
  const checking = <Spinner label={t`Checking your sign-in`} className="size-9 justify-center" />;
  if (auth.status === "loading") return checking;
  if (auth.status === "signed-out") {
    return (
      <Button size="sm" onClick={() => void auth.signIn()}>
        <Trans>Sign in</Trans>
      </Button>
    );
  }
  // The menu's code arrives after the answer that someone is signed in; the spinner stays until then.
  return (
    <Suspense fallback={checking}>
      <AccountMenu user={auth.me.user} />
    </Suspense>
  );
}
