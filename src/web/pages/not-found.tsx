import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button";
import { usePageMeta } from "@/web/lib/page-meta";

export default function NotFoundPage() {
  usePageMeta({ title: "Page not found", description: "The page you are looking for does not exist." });
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="font-semibold text-brand-700 text-sm tracking-wide">404</p>
      <h1 className="font-bold text-4xl text-slate-900 tracking-tight">Oops! Page not found</h1>
      <p className="max-w-md text-slate-600">The page you are looking for doesn't exist or has moved.</p>
      <Link to="/" className={buttonVariants()}>
        Return to Home
      </Link>
    </main>
  );
}
