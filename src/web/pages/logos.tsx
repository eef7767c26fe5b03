import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isUuid, paths } from "@/shared/routes";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/auth-provider";
import { brandApi, type SessionView } from "@/web/features/wizard/api/brand-api";

/**
 * Where /logos takes a brand (decisions section 10): step 5 with the clean logo when a logo is
 * chosen, otherwise the logo step, or the first step the brand still needs before it; a finished
 * brand opens its brand page.
 */
export function brandDestination(session: Pick<SessionView, "id" | "isCompleted" | "step"> | null): string {
  if (!session) return paths.home({ step: "category" });
  if (session.isCompleted) return paths.brand(session.id);
  return paths.home({ step: session.step, brand: session.id });
}

/**
 * /logos (decisions sections 5 and 10): the wizard at the logo step of the latest unfinished session, or
 * at the first step that session still needs.
 */
export default function LogosPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // After a payment the success page names the brand that was paid for.
  const brand = params.get("brand");
  useEffect(() => {
    if (auth.status === "loading") return;
    if (auth.status === "signed-out") {
      navigate(paths.home(), { replace: true });
      return;
    }
    const load = isUuid(brand) ? brandApi.get(brand) : brandApi.current();
    load
      .then(({ session }) => {
        navigate(brandDestination(session), { replace: true });
      })
      .catch(() => navigate(paths.home(), { replace: true }));
  }, [auth.status, navigate, brand]);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <Spinner label="Opening your brand" className="[&>span:first-child]:size-8" />
    </main>
  );
}
