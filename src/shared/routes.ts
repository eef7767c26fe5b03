/**
 * The app's one route table (docs/product.md#screens): the SPA's router is built from `ROUTES`,
 * the server answers `isClientRoute` paths with index.html and status 200, and every link is made
 * by a builder in `paths`. No zod here: the router is in the landing page's bundle.
 */

/** A uuid as the API accepts one (zod's `z.uuid()`: RFC 9562 variants, plus the nil and max uuids). */
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/** A public share page's slug (the server makes them; see domain/share-state.ts). */
const SLUG = /^[A-Za-z0-9_-]{10,32}$/;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** What each route parameter may be: a path with any other value is not a page of the app. */
const PARAMS = { id: UUID, slug: SLUG } as const;
type ParamName = keyof typeof PARAMS;

/** Every page of the SPA, by name. The router mounts one page component per entry. */
export const ROUTES = {
  home: "/",
  authCallback: "/auth/callback",
  categories: "/categories",
  payment: "/payment",
  success: "/success",
  logos: "/logos",
  brands: "/brands",
  brand: "/brands/:id",
  brandEdit: "/brands/:id/edit",
  sharedBrand: "/b/:slug",
  terms: "/terms",
  privacy: "/privacy",
} as const;
export type RouteName = keyof typeof ROUTES;

/** The named parameters of a route pattern, validated: null when a value has the wrong shape. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = pathname.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? "";
    if (part.startsWith(":")) {
      const name = part.slice(1) as ParamName;
      if (!PARAMS[name].test(value)) return null;
      params[name] = value;
    } else if (part !== value) return null;
  }
  return params;
}

/** Whether the server should answer a path with the app (200) rather than its not-found view (404). */
export function isClientRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.values(ROUTES).some((pattern) => matchRoute(pattern, normalised) !== null);
}

/** A path with its query, leaving out empty values (null, undefined). */
function withQuery(path: string, query: Record<string, string | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Where the logo editor was opened from, and so where it returns to. */
export type EditorFrom = "logos" | "download" | "brand";

/** Links to the app's pages: the only place a path is spelt out. */
export const paths = {
  /** The landing page, or a wizard step of a brand ("new" for a fresh one). */
  home: (query?: { step?: string; brand?: string | null; start?: "1" }) => withQuery(ROUTES.home, query),
  authCallback: (query?: { new?: "1" }) => withQuery(ROUTES.authCallback, query),
  categories: () => ROUTES.categories,
  payment: (brand?: string | null) => withQuery(ROUTES.payment, { brand }),
  success: (query: { sessionId: string; paymentId: string }) =>
    withQuery(ROUTES.success, { session_id: query.sessionId, payment_id: query.paymentId }),
  logos: (brand?: string | null) => withQuery(ROUTES.logos, { brand }),
  brands: () => ROUTES.brands,
  brand: (id: string) => `/brands/${encodeURIComponent(id)}`,
  brandEdit: (id: string, query?: { logo?: string; from?: EditorFrom }) =>
    withQuery(`/brands/${encodeURIComponent(id)}/edit`, query),
  sharedBrand: (slug: string) => `/b/${encodeURIComponent(slug)}`,
  terms: () => ROUTES.terms,
  privacy: () => ROUTES.privacy,
} satisfies Record<RouteName, (...args: never[]) => string>;
