import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "@/web/components/ui/toaster";
import { AppConfigProvider } from "@/web/features/app-config/app-config";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import { FocusKeeper } from "@/web/lib/focus-keeper";
import { RouteErrorBoundary } from "./route-error";

/**
 * React Router in library (declarative) mode: the data router would add about 30 KB to the
 * landing page for features this app does not use. Each page is its own chunk.
 */
const pages: Record<string, ComponentType> = {
  "/": lazy(() => import("@/web/pages/home")),
  "/auth/callback": lazy(() => import("@/web/pages/auth-callback")),
  "/categories": lazy(() => import("@/web/pages/categories")),
  "/payment": lazy(() => import("@/web/pages/payment")),
  "/success": lazy(() => import("@/web/pages/success")),
  "/logos": lazy(() => import("@/web/pages/logos")),
  "/brands": lazy(() => import("@/web/pages/brands")),
  "/brands/:id": lazy(() => import("@/web/pages/brand")),
  "/brands/:id/edit": lazy(() => import("@/web/pages/logo-editor")),
  "/b/:slug": lazy(() => import("@/web/pages/shared-brand")),
  "/terms": lazy(() => import("@/web/pages/terms")),
  "/privacy": lazy(() => import("@/web/pages/privacy")),
  "*": lazy(() => import("@/web/pages/not-found")),
};

/** A new page starts at the top; a step change within "/" handles its own scrolling. */
function ScrollToTop() {
  const { pathname } = useLocation();
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
          <ScrollToTop />
          <FocusKeeper />
          <Routes>
            {Object.entries(pages).map(([path, Component]) => (
              <Route
                key={path}
                path={path}
                element={
                  <Page>
                    <Component />
                  </Page>
                }
              />
            ))}
          </Routes>
          <Toaster />
        </AuthProvider>
      </AppConfigProvider>
    </BrowserRouter>
  );
}
