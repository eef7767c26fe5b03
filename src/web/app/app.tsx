import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { ROUTES, type RouteName } from "@/shared/routes";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import { AppConfigProvider } from "@/web/lib/app-config";
import { FocusKeeper } from "@/web/lib/focus-keeper";
import { AccountLocale } from "./account-locale";
import { RouteErrorBoundary } from "./route-error";

/**
 * React Router in library (declarative) mode: the data router would add about 30 KB to the
 * landing page for features this app does not use. Each page is its own chunk.
 */
const pages: Record<RouteName, ComponentType> = {
  home: lazy(() => import("@/web/pages/home")),
  authCallback: lazy(() => import("@/web/pages/auth-callback")),
  categories: lazy(() => import("@/web/pages/categories")),
  payment: lazy(() => import("@/web/pages/payment")),
  success: lazy(() => import("@/web/pages/success")),
  logos: lazy(() => import("@/web/pages/logos")),
  brands: lazy(() => import("@/web/pages/brands")),
  brand: lazy(() => import("@/web/pages/brand")),
  brandEdit: lazy(() => import("@/web/pages/logo-editor")),
  sharedBrand: lazy(() => import("@/web/pages/shared-brand")),
  terms: lazy(() => import("@/web/pages/terms")),
  privacy: lazy(() => import("@/web/pages/privacy")),
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
