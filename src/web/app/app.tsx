import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import { AppConfigProvider } from "@/web/features/app-config/app-config";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import { RouteError } from "./route-error";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

function Root() {
  return (
    <AppConfigProvider>
      <AuthProvider>
        <Outlet />
        <ScrollRestoration />
      </AuthProvider>
    </AppConfigProvider>
  );
}

const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Routes load lazily; nothing to show before the first one arrives (the page is client-rendered).
    HydrateFallback: () => null,
    children: [
      { path: "/", lazy: page(() => import("@/web/pages/home")), errorElement: <RouteError /> },
      {
        path: "/auth/callback",
        lazy: page(() => import("@/web/pages/auth-callback")),
        errorElement: <RouteError />,
      },
      {
        path: "/categories",
        lazy: page(() => import("@/web/pages/categories")),
        errorElement: <RouteError />,
      },
      { path: "/payment", lazy: page(() => import("@/web/pages/payment")), errorElement: <RouteError /> },
      { path: "/success", lazy: page(() => import("@/web/pages/success")), errorElement: <RouteError /> },
      { path: "/logos", lazy: page(() => import("@/web/pages/logos")), errorElement: <RouteError /> },
      { path: "/terms", lazy: page(() => import("@/web/pages/terms")), errorElement: <RouteError /> },
      { path: "/privacy", lazy: page(() => import("@/web/pages/privacy")), errorElement: <RouteError /> },
      { path: "*", lazy: page(() => import("@/web/pages/not-found")), errorElement: <RouteError /> },
    ],
  },
]);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster
        position="top-center"
        closeButton
        toastOptions={{
          classNames: {
            toast: "!border-slate-200 !bg-white !text-slate-900 !shadow-lg",
            title: "!font-semibold !text-slate-900",
            description: "!text-slate-700",
            error: "!border-red-300 [&_[data-title]]:!text-red-800 [&_[data-icon]]:!text-red-700",
            success: "[&_[data-icon]]:!text-emerald-700",
            actionButton: "!bg-brand-600 !text-white",
          },
        }}
      />
    </>
  );
}
