/** Client-side routes of the app (spec section 2); the server answers these with index.html. */
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

export function isClientRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (CLIENT_ROUTES as readonly string[]).includes(normalised);
}
