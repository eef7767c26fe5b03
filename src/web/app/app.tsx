import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { ROUTES, type RouteName } from "@/shared/routes";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import { AppConfigProvider } from "@/web/lib/app-config-provider";
import { FocusKeeper } from "@/web/lib/focus-keeper";
import { withAreas } from "@/web/lib/i18n/i18n";
import { AccountLocale } from "./account-locale";
import { RouteErrorBoundary } from "./route-error";

/**
 * React Router in library (declarative) mode: the data router would add about 30 KB to the
 * landing page for features this app does not use. Each page is its own chunk, loaded with the
 * catalogues of the feature areas it shows (issue 31; shell, landing and auth are bundled).
 */
const pages: Record<RouteName, ComponentType> = {
  home: lazy(() => import("@/web/pages/home")),
  authCallback: lazy(withAreas(["pages"], () => import("@/web/pages/auth-callback"))),
  categories: lazy(withAreas(["pages"], () => import("@/web/pages/categories"))),
  payment: lazy(withAreas(["pages", "payment", "wizard"], () => import("@/web/pages/payment"))),
  success: lazy(withAreas(["pages", "payment", "brands"], () => import("@/web/pages/success"))),
  logos: lazy(withAreas(["pages", "wizard", "kit", "mockups"], () => import("@/web/pages/logos"))),
  brands: lazy(withAreas(["pages", "brands"], () => import("@/web/pages/brands"))),
  brand: lazy(withAreas(["pages", "brands", "kit", "mockups"], () => import("@/web/pages/brand"))),
  brandEdit: lazy(
    withAreas(["pages", "brands", "editor", "mockups"], () => import("@/web/pages/logo-editor")),
  ),
  sharedBrand: lazy(withAreas(["pages", "brands"], () => import("@/web/pages/shared-brand"))),
  terms: lazy(withAreas(["pages", "legal"], () => import("@/web/pages/terms"))),
  privacy: lazy(withAreas(["pages", "legal"], () => import("@/web/pages/privacy"))),
};
const NotFoundPage = lazy(() => import("@/web/pages/not-found"));

/** A new page starts at the top; a step change within "/" handles its own scrolling. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what scrolls to the top
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}

function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Keyed by path so an error on one page does not stick to the next.
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppConfigProvider>
        <AuthProvider>
          <AccountLocale>
            <ScrollToTop />
            <FocusKeeper />
            <Routes>
              {(Object.keys(ROUTES) as RouteName[]).map((name) => {
                const Component = pages[name];
                return (
                  <Route
                    key={name}
                    path={ROUTES[name]}
                    element={
                      <Page>
                        <Component />
                      </Page>
                    }
                  />
                );
              })}
              <Route
                path="*"
                element={
                  <Page>
                    <NotFoundPage />
                  </Page>
                }
              />
            </Routes>
            <Toaster />
          </AccountLocale>
        </AuthProvider>
      </AppConfigProvider>
    </BrowserRouter>
  );
}
