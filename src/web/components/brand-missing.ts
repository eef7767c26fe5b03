/** Whether an API error means "no such brand for you" (not a network or server failure). */
export function isBrandMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && (status === 404 || status === 403 || status === 400);
}
