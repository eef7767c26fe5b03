import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isUuid, paths } from "@/shared/routes";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/use-auth";
import { useNamedOrCurrentSession } from "@/web/features/wizard/api/brand-session";
import { MAIN_ID } from "@/web/lib/page-anchors";
import { WithQuery } from "@/web/lib/query";
import { brandDestination } from "./brand-destination";

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
    <main id={MAIN_ID} className="flex min-h-dvh items-center justify-center">
      <Spinner label={t`Opening your brand`} className="[&>span:first-child]:size-8" />
    </main>
  );
}
