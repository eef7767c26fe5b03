import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { reportError } from "@/web/lib/error-reporting";
import { MAIN_ID } from "@/web/lib/page-anchors";

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Error boundary around every route: report the error, then offer a way back. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportError(error, "boundary");
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main
        id={MAIN_ID}
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
      >
        <h1 className="font-bold text-3xl text-slate-900">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="max-w-md text-slate-600">
          <Trans>
            An unexpected error stopped this page. It has been reported; please reload or go back to the home
            page.
          </Trans>
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => window.location.reload()}
          >
            <Trans>Reload</Trans>
          </button>
          <a href="/" className={buttonVariants()}>
            <Trans>Go Home</Trans>
          </a>
        </div>
      </main>
    );
  }
}
