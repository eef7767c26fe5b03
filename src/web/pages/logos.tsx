import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isUuid, paths } from "@/shared/routes";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/auth-provider";
import type { SessionView } from "@/web/features/wizard/api/brand-api";
import { useNamedOrCurrentSession } from "@/web/features/wizard/api/brand-session";
import { WithQuery } from "@/web/lib/query";

/**
 * Where /logos takes a brand (docs/product.md#screens): step 5 with the clean logo when a logo is
 * chosen, otherwise the logo step, or the first step the brand still needs before it; a finished
 * brand opens its brand page.
 */
export function brandDestination(session: Pick<SessionView, "id" | "isCompleted" | "step"> | null): string {
  if (!session) return paths.home({ step: "category" });
  if (session.isCompleted) return paths.brand(session.id);
  return paths.home({ step: session.step, brand: session.id });
}

/**
 * /logos (docs/product.md#screens): the wizard at the logo step of the latest unfinished session, or
 * at the first step that session still needs.
 */
export default function LogosPage() {
  return (
    <WithQuery>
      <OpenLatestBrand />
    </WithQuery>
  );
}

function OpenLatestBrand() {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // After a payment the success page names the brand that was paid for.
  const raw = params.get("brand");
  const found = useNamedOrCurrentSession(isUuid(raw) ? raw : null, auth.status === "signed-in");
  useEffect(() => {
    if (auth.status === "signed-out") navigate(paths.home(), { replace: true });
    else if (found.isFetching) return;
    else if (found.isError) navigate(paths.home(), { replace: true });
    else if (found.isSuccess) navigate(brandDestination(found.data), { replace: true });
  }, [auth.status, found.isFetching, found.isError, found.isSuccess, found.data, navigate]);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <Spinner label={t`Opening your brand`} className="[&>span:first-child]:size-8" />
    </main>
  );
}
