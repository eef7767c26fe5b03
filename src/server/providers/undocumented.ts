/**
 * Whether a provider error says the service answered in a shape its documentation does not
 * describe (NameProviderError, LogoProviderError and OpenRouterError carry `undocumented`). Such
 * an answer is our integration's problem, not a passing outage, so it is logged as an error.
 */
export function isUndocumentedAnswer(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { undocumented?: unknown }).undocumented === true
  );
}
