import { useQuery } from "@tanstack/react-query";
import type { CheckCountry } from "@/shared/name-checks";
import { api, unwrap } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

/** The checks of one name card: loaded after the names appear, kept for five minutes. */
export function useNameChecks(sessionId: string, nameId: string, country: CheckCountry, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.nameChecks(sessionId, nameId, country),
    queryFn: () =>
      unwrap(
        api.sessions[":id"].names[":nameId"].checks.$get({
          param: { id: sessionId, nameId },
          query: { country },
        }),
      ).then((r) => r.checks),
    enabled,
    staleTime: 5 * 60_000,
  });
}
