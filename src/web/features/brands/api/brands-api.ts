import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BrandCard, BrandStatus, PublicBrand, Receipt } from "@/server/domain/brands";
import type { shareState } from "@/server/domain/share-state";
import { api, unwrap } from "@/web/lib/api";
import type { SessionView } from "@/web/lib/session-view";

// The API's own types (type-only: nothing of the server reaches the bundle; decision 004).
export type { BrandCard, BrandStatus, PublicBrand, Receipt };
export type ShareState = ReturnType<typeof shareState>;
export type BrandDetail = { session: SessionView; receipts: Receipt[]; share: ShareState };

const keys = {
  list: ["brands"] as const,
  detail: (id: string) => ["brands", id] as const,
  shared: (slug: string) => ["share", slug] as const,
};

export function useBrands(enabled = true) {
  return useInfiniteQuery({
    queryKey: keys.list,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap<{ brands: BrandCard[]; nextCursor: string | null }>(
        api.brands.$get({ query: pageParam ? { cursor: pageParam } : {} }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBrand(id: string, enabled = true) {
  return useQuery({
    queryKey: keys.detail(id),
    enabled,
    queryFn: () => unwrap<BrandDetail>(api.brands[":id"].$get({ param: { id } })),
  });
}

export function useSetSharing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      unwrap<{ share: ShareState }>(api.brands[":id"].share.$put({ param: { id }, json: { enabled } })),
    // A refetch already in flight (e.g. after "Download Again") would land with the old share
    // state and hide the switch's change: cancel it, and read the brand again once settled.
    onMutate: () => client.cancelQueries({ queryKey: keys.detail(id) }),
    onSuccess: ({ share }) => {
      client.setQueryData<BrandDetail>(keys.detail(id), (old) => (old ? { ...old, share } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

/** Asks for a refund of the brand's purchase (within 14 days, nothing downloaded). */
export function useRequestRefund(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap<{ refund: Receipt["refund"] }>(api.brands[":id"].refund.$post({ param: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

export function usePublicBrand(slug: string) {
  return useQuery({
    queryKey: keys.shared(slug),
    queryFn: () => unwrap<{ brand: PublicBrand }>(api.share[":slug"].$get({ param: { slug } })),
  });
}

export function invalidateBrands(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ queryKey: keys.list });
}
