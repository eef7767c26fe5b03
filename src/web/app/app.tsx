import { createBrowserRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { RouteError } from "./route-error";

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: "/", lazy: async () => ({ Component: (await import("@/web/pages/home")).default }) },
      { path: "*", lazy: async () => ({ Component: (await import("@/web/pages/not-found")).default }) },
    ],
  },
]);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
