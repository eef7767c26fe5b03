import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type ReplyOf, unwrap } from "@/web/lib/api";
import { queryKeys } from "@/web/lib/query-keys";

// Reply types inferred from the typed client (decision 004): a server change that breaks a page fails tsc.
type BrandList = ReplyOf<Awaited<ReturnType<typeof api.brands.$get>>>;
export type BrandCard = BrandList["brands"][number];
export type BrandStatus = BrandCard["status"];
/** A brand's own page: the session, its receipts and its public page's state. */
export type BrandDetail = ReplyOf<Awaited<ReturnType<(typeof api.brands)[":id"]["$get"]>>>;
export type Receipt = BrandDetail["receipts"][number];
export type ShareState = BrandDetail["share"];
export type PublicBrand = ReplyOf<Awaited<ReturnType<(typeof api.share)[":slug"]["$get"]>>>["brand"];

export function useBrands(enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.brands,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => unwrap(api.brands.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBrand(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.brand(id),
    enabled,
    queryFn: () => unwrap(api.brands[":id"].$get({ param: { id } })),
  });
}

export function useSetSharing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      unwrap(api.brands[":id"].share.$put({ param: { id }, json: { enabled } })),
    // A refetch already in flight (e.g. after "Download Again") would land with the old share
    // state and hide the switch's change: cancel it, and read the brand again once settled.
    onMutate: () => client.cancelQueries({ queryKey: queryKeys.brand(id) }),
    onSuccess: ({ share }) => {
      client.setQueryData<BrandDetail>(queryKeys.brand(id), (old) => (old ? { ...old, share } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.brand(id) }),
  });
}

/** Asks for a refund of the brand's purchase (within 14 days, nothing downloaded). */
export function useRequestRefund(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.brands[":id"].refund.$post({ param: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.brand(id) }),
  });
}

export function usePublicBrand(slug: string) {
  return useQuery({
    queryKey: queryKeys.shared(slug),
    queryFn: () => unwrap(api.share[":slug"].$get({ param: { slug } })),
  });
}
