import { t } from "@lingui/core/macro";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiRequestError, getReply } from "@/web/lib/api-response";
import { toast } from "@/web/lib/toast";
import { startSignIn } from "./sign-in";
import { AuthContext, type AuthState, type MeReply } from "./use-auth";

const REFRESH_INTERVAL_MS = 5 * 60_000;

/** Who is signed in: null when nobody is (answered as 200, so no failed request is logged). */
async function fetchMe() {
  try {
    return await getReply<MeReply>("/api/me?optional=1");
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading", me: null });
  const inFlight = useRef<Promise<AuthState> | null>(null);

  /**
   * Re-reads the session. A 401 means signed out; any other failure (network, 5xx) rejects, so the
   * caller can say so, and keeps a known state: a signed-in user is not signed out by a blip.
   */
  const refresh = useCallback(() => {
    inFlight.current ??= fetchMe()
      .then(
        (me): AuthState => {
          const next: AuthState = me ? { status: "signed-in", me } : { status: "signed-out", me: null };
          setState(next);
          return next;
        },
        (error: unknown) => {
          setState((current) =>
            current.status === "loading" ? { status: "signed-out", me: null } : current,
          );
          throw error;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, []);

  // After an account deletion the app reloads from scratch; say what happened.
  useEffect(() => {
    try {
      if (!sessionStorage.getItem("account-deleted")) return;
      sessionStorage.removeItem("account-deleted");
    } catch {
      return;
    }
    toast.success(t`Account deleted`, { description: t`Your account and brands have been deleted.` });
  }, []);

  // Keep the session fresh while the app is open: the server slides its expiry on use.
  useEffect(() => {
    const quietly = () => refresh().catch(() => {});
    void quietly();
    const onFocus = () => document.visibilityState === "visible" && void quietly();
    const timer = setInterval(onFocus, REFRESH_INTERVAL_MS);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [refresh]);

  const signOut = useCallback(async () => {
    try {
      const res = await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      if (!res.ok) throw new Error(`sign-out failed (${res.status})`);
      setState({ status: "signed-out", me: null });
      toast.success(t`Signed out`, { description: t`You have been successfully signed out.` });
    } catch {
      toast.error(t`Sign out failed`, { description: t`There was an error signing out. Please try again.` });
    }
  }, []);

  const value = useMemo(
    () => ({ ...state, refresh, signIn: startSignIn, signOut }),
    [state, refresh, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
