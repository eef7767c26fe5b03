/** Client-side routes of the app (docs/product.md#screens); the server answers these with index.html. */
export const CLIENT_ROUTES = [
  "/",
  "/payment",
  "/success",
  "/auth/callback",
  "/terms",
  "/privacy",
  "/categories",
  "/logos",
] as const;

/** Client routes with a parameter: a brand page (uuid) and a public share page (slug). */
const CLIENT_ROUTE_PATTERNS = [/^\/brands$/, /^\/brands\/[0-9a-f-]{36}$/, /^\/b\/[A-Za-z0-9_-]{10,32}$/];

export function isClientRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    (CLIENT_ROUTES as readonly string[]).includes(normalised) ||
    CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(normalised))
  );
}
