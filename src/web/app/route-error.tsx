import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonVariants } from "@/web/components/ui/button";
import { reportError } from "@/web/lib/error-reporting";

/** Error boundary for every route: report, then offer a way back. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error, "boundary");
  }, [error]);
  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <h1 className="font-bold text-3xl text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-600">
        An unexpected error stopped this page. It has been reported; please reload or go back to the home
        page.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className={buttonVariants()}>
          Go Home
        </Link>
      </div>
    </main>
  );
}
