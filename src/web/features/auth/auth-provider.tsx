import { t } from "@lingui/core/macro";
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { paths, ROUTES } from "@/shared/routes";
import type { api } from "@/web/lib/api";
import { ApiRequestError, getReply, type ReplyOf } from "@/web/lib/api-response";
import { loadAppConfig } from "@/web/lib/app-config";
import { toast } from "@/web/lib/toast";

/** Who is signed in and what they may start, as the server replies. */
type MeReply = Awaited<ReturnType<typeof api.me.$get>>;
type MeResponse = ReplyOf<MeReply>;
export type Me = MeResponse | null;
export type AuthState =
  | { status: "loading"; me: null }
  | { status: "signed-out"; me: null }
  | { status: "signed-in"; me: NonNullable<Me> };

type AuthContextValue = AuthState & {
  /** Re-reads the session from the server; resolves with the new state. */
  refresh(): Promise<AuthState>;
  /** Starts sign-in; afterwards (or on cancel) the app returns to `returnTo` (default: here). */
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);
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

/** Read when shown, so the words follow the language at that moment. */
export const SIGN_IN_FAILED = {
  get title() {
    return t`Sign in failed`;
  },
  get description() {
    return t`There was an error signing in with Google. Please try again.`;
  },
};

const RETURN_KEY = "sign-in-return";

/** Only a path of this app: never another origin, and never the callback screen itself. */
function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value.startsWith(ROUTES.authCallback) ? paths.home() : value;
}

/** Where the sign-in that just finished (or was cancelled) was started from. */
export function takeSignInReturn(): string {
  let value: string | null = null;
  try {
    value = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Storage unavailable: go home.
  }
  return safeReturnPath(value);
}

/** Starts the OAuth redirect round trip through our server (Google, or the demo provider). */
export async function startSignIn(returnTo?: string) {
  try {
    sessionStorage.setItem(
      RETURN_KEY,
      safeReturnPath(returnTo ?? `${window.location.pathname}${window.location.search}`),
    );
  } catch {
    // Private mode: sign-in still works, it just lands on the home page.
  }
  try {
    const config = await loadAppConfig();
    const res = await fetch("/api/auth/sign-in/social", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        provider: config.authProvider,
        callbackURL: paths.authCallback(),
        // better-auth sends a person signing in for the first time here instead.
        newUserCallbackURL: paths.authCallback({ new: "1" }),
        errorCallbackURL: paths.authCallback(),
      }),
    });
    const body = (await res.json()) as { url?: string };
    if (!res.ok || !body.url) throw new Error(`sign-in start failed (${res.status})`);
    window.location.assign(body.url);
  } catch {
    toast.error(SIGN_IN_FAILED.title, { description: SIGN_IN_FAILED.description });
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

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
