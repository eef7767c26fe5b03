import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, unwrap } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";

/** How long "Undo" stays offered before the deletion is sent. */
const UNDO_SECONDS = 6;

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * Deleting an unpaid brand from My brands: it leaves the list at once and the server is told only
 * when the undo time is over (or the page is left), so "Undo" needs no server round trip. The
 * server refuses paid and finished brands whatever the page shows.
 */
export function useBrandDeletion() {
  const client = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; title: string }>());

  const send = useCallback(
    async (id: string, title: string) => {
      pending.current.delete(id);
      try {
        // keepalive: the request outlives the page when it is sent on leaving it.
        await unwrap(api.brands[":id"].$delete({ param: { id } }, { init: { keepalive: true } }));
      } catch {
        setHidden((h) => without(h, id));
        toast.error(t`Error`, { description: t`We couldn't delete ${title}. Please try again.` });
      }
      await client.invalidateQueries({ queryKey: ["brands"] });
    },
    [client],
  );

  const remove = useCallback(
    (id: string, title: string) => {
      setHidden((h) => new Set(h).add(id));
      const timer = setTimeout(() => void send(id, title), UNDO_SECONDS * 1000);
      pending.current.set(id, { timer, title });
      toast(t`Brand deleted`, {
        description: t`${title} is removed from My brands.`,
        duration: UNDO_SECONDS * 1000,
        action: {
          label: t`Undo`,
          onClick: () => {
            clearTimeout(timer);
            pending.current.delete(id);
            setHidden((h) => without(h, id));
          },
        },
      });
    },
    [send],
  );

  // Leaving the page (or the app) sends what is still waiting: an undo is offered only here.
  useEffect(() => {
    const flush = () => {
      for (const [id, { timer, title }] of pending.current) {
        clearTimeout(timer);
        void send(id, title);
      }
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [send]);

  return { hidden, remove };
}
