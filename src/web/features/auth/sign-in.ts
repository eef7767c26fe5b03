import { t } from "@lingui/core/macro";
import { paths, ROUTES } from "@/shared/routes";
import { loadAppConfig } from "@/web/lib/app-config";
import { toast } from "@/web/lib/toast";

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
