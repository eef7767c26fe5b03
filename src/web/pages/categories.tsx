import { Navigate } from "react-router";
import { useAuth } from "@/web/features/auth/auth-provider";
import { usePageMeta } from "@/web/lib/page-meta";

/** Guarded placeholder (spec section 2). */
export default function CategoriesPage() {
  usePageMeta({ title: "Categories" });
  const auth = useAuth();
  if (auth.status === "loading") {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center text-slate-700">
        <p>Loading...</p>
      </main>
    );
  }
  if (auth.status === "signed-out") return <Navigate to="/" replace />;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-6">
      <h1 className="font-bold text-3xl text-slate-900">Categories Page (Coming Soon)</h1>
    </main>
  );
}
