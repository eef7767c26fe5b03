import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BriefCorrection } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { LOGO_SELECT_DELAY_MS } from "@/shared/constants";
import type { NameOptions } from "@/shared/name-options";
import { isUuid } from "@/shared/routes";
import { downloadFile } from "@/web/lib/download-file";
import { queryKeys } from "@/web/lib/query-keys";
import { brandApi, type SessionView } from "./brand-api";

/**
 * The wizard's server state: the brand session it works on lives in the query cache under
 * `queryKeys.session(id)`; every mutation writes the session the API returns there and marks My
 * brands and the brand pages stale, so each screen shows the same brand.
 */
export function storeSession(client: QueryClient, session: SessionView) {
  client.setQueryData(queryKeys.session(session.id), session);
  void client.invalidateQueries({ queryKey: queryKeys.brands });
}

/** One brand session, as the wizard and the payment page read it. */
function sessionQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.session(id),
    queryFn: async (): Promise<SessionView | null> => (await brandApi.get(id)).session,
  });
}

/** The session the wizard holds (null before one is opened or started). */
export function useBrandSession(id: string | null): SessionView | null {
  const query = useQuery({ ...sessionQuery(id ?? ""), enabled: id !== null });
  return id === null ? null : (query.data ?? null);
}

/**
 * The brand a page names (a uuid), or else the latest unfinished one (null: none). A cached copy
 * shows at once and is read again (a payment may have changed it since).
 */
export function useNamedOrCurrentSession(brandId: string | null, enabled: boolean) {
  return useQuery(
    brandId
      ? { ...sessionQuery(brandId), enabled, staleTime: 0 }
      : {
          queryKey: queryKeys.currentSession,
          queryFn: async () => (await brandApi.current()).session,
          enabled,
          staleTime: 0,
        },
  );
}

/**
 * The brand a wizard URL names: a session id, "new" for a fresh brand (nothing to load), or null
 * for the latest unfinished one. Loaded once per URL while `enabled`; the wizard applies it.
 */
export function useOpenBrand(brandId: string | null, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.openedBrand(brandId),
    queryFn: async () => {
      const { session } = isUuid(brandId)
        ? await brandApi.get(brandId)
        : brandId === "new"
          ? { session: null }
          : await brandApi.current();
      if (session) client.setQueryData(queryKeys.session(session.id), session);
      return { session };
    },
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** A mutation whose reply carries the brand session: the cache gets it, other screens refresh. */
function useSessionMutation<V, R extends { session: SessionView }>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (reply) => storeSession(client, reply.session) });
}

/**
 * Step 2: starts the brand, or saves a changed category or description, then saves a correction
 * of the brief made before it was saved. A refused correction keeps the brand and says so.
 */
export function useSaveDetails() {
  return useSessionMutation(
    async (input: {
      session: SessionView | null;
      category: CategoryId;
      description: string;
      correction: BriefCorrection | null;
      onCorrectionFailed: () => void;
    }) => {
      const { session, category, description, correction } = input;
      let next =
        session && !session.isCompleted
          ? session.category === category && session.description === description
            ? session
            : (await brandApi.update(session.id, { category, description })).session
          : (await brandApi.start({ category, description })).session;
      if (correction && next.brief?.source !== "user") {
        try {
          next = (await brandApi.correctBrief(next.id, correction)).session;
        } catch {
          input.onCorrectionFailed();
        }
      }
      return { session: next };
    },
  );
}

export function useGenerateNames() {
  return useSessionMutation((input: { sessionId: string; regenerate: boolean; options?: NameOptions }) =>
    brandApi.generateNames(input.sessionId, input.options),
  );
}

export function useGenerateLogos() {
  return useSessionMutation((input: { sessionId: string; regenerate: boolean }) =>
    brandApi.generateLogos(input.sessionId),
  );
}

export function useChooseName() {
  return useSessionMutation((input: { sessionId: string; name: string }) =>
    brandApi.chooseName(input.sessionId, input.name),
  );
}

/** "I already have a name": no generation; the name becomes this brand's choice. */
export function useChooseTypedName() {
  return useSessionMutation((input: { sessionId: string; name: string }) =>
    brandApi.chooseTypedName(input.sessionId, input.name),
  );
}

/** Selects a logo; the choice shows for a moment before the wizard moves on (it stays pending). */
export function useSelectLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sessionId: string; logoId: string }) => {
      const reply = await brandApi.selectLogo(input.sessionId, input.logoId);
      storeSession(client, reply.session);
      await new Promise((resolve) => setTimeout(resolve, LOGO_SELECT_DELAY_MS));
      return reply;
    },
  });
}

export function useFavourite() {
  return useSessionMutation(
    (input: { sessionId: string; kind: "name" | "logo"; id: string; favourite: boolean }) =>
      brandApi.favourite(input.sessionId, { kind: input.kind, id: input.id, favourite: input.favourite }),
  );
}

/** Turns the brand's public page on; the session in the cache gets its new share state. */
export function useEnableSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => brandApi.setSharing(sessionId, true),
    onSuccess: ({ share }, sessionId) => {
      client.setQueryData<SessionView>(queryKeys.session(sessionId), (old) =>
        old ? { ...old, share } : old,
      );
      void client.invalidateQueries({ queryKey: queryKeys.brands });
    },
  });
}

/** Step 5's PNG or JPG download; a 403 is the premium message, not a failure. */
export function useDownloadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sessionId: string; format: "png" | "jpg" }) => {
      const result = await downloadFile(
        `/api/sessions/${input.sessionId}/download?format=${input.format}`,
        `logo.${input.format}`,
      );
      if (result.status === 403) return { refused: true };
      if (!result.ok) throw new Error(`download failed (${result.status})`);
      return { refused: false };
    },
    // A download finishes the brand: every screen reads it again.
    onSuccess: ({ refused }, { sessionId }) => {
      if (refused) return;
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.session(sessionId) }),
        client.invalidateQueries({ queryKey: queryKeys.brands }),
      ]);
    },
  });
}
