import { createContext, use } from "react";
import type { api } from "@/web/lib/api";
import type { ReplyOf } from "@/web/lib/api-response";

/** Who is signed in and what they may start, as the server replies. */
export type MeReply = Awaited<ReturnType<typeof api.me.$get>>;
type MeResponse = ReplyOf<MeReply>;
export type Me = MeResponse | null;
export type AuthState =
  | { status: "loading"; me: null }
  | { status: "signed-out"; me: null }
  | { status: "signed-in"; me: NonNullable<Me> };

export type AuthContextValue = AuthState & {
  /** Re-reads the session from the server; resolves with the new state. */
  refresh(): Promise<AuthState>;
  /** Starts sign-in; afterwards (or on cancel) the app returns to `returnTo` (default: here). */
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
