import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/auth-provider";
import { brandApi } from "@/web/features/wizard/api/brand-api";

/**
 * /logos (decisions section 5): the wizard at the logo step of the latest unfinished session, or
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
      navigate("/", { replace: true });
      return;
    }
    const load = brand && /^[0-9a-f-]{36}$/.test(brand) ? brandApi.get(brand) : brandApi.current();
    load
      .then(({ session }) => {
        if (session?.isCompleted) return navigate(`/brands/${session.id}`, { replace: true });
        const step = !session ? "category" : session.step === "download" ? "logos" : session.step;
        navigate(session ? `/?step=${step}&brand=${session.id}` : `/?step=${step}`, { replace: true });
      })
      .catch(() => navigate("/", { replace: true }));
  }, [auth.status, navigate, brand]);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <Spinner label="Opening your brand" className="[&>span:first-child]:size-8" />
    </main>
  );
}
