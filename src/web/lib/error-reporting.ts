/** Uncaught browser errors are reported to the server, which logs them (docs/product.md#errors-and-messages). */
let sent = 0;
const MAX_REPORTS_PER_PAGE = 10;

export function reportError(error: unknown, kind: "error" | "unhandledrejection" | "boundary" = "error") {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  const err = error instanceof Error ? error : new Error(String(error));
  const body = JSON.stringify({
    message: err.message.slice(0, 2000) || "Unknown error",
    stack: err.stack?.slice(0, 8000),
    url: window.location.href.slice(0, 2000),
    route: window.location.pathname.slice(0, 200),
    kind,
  });
  void fetch("/api/client-errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}

export function installErrorReporting() {
  window.addEventListener("error", (event) => reportError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason, "unhandledrejection"));
}
