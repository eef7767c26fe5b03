import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api";

/**
 * One query cache for server state (brands, brand pages, share pages), shared by every page that
 * uses it. Pages opt in with <WithQuery>, so the landing page never loads the library.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network blips and 5xx get one more try.
      retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
    },
  },
});
