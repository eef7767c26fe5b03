import { createContext, use } from "react";
import { api, type ReplyOf, unwrap } from "@/web/lib/api";

/** The server's public configuration (sign-in provider, support address, demo parts, Paddle's client side). */
export type AppConfig = ReplyOf<Awaited<ReturnType<typeof api.config.$get>>>;

export const ConfigContext = createContext<AppConfig | null | undefined>(undefined);

let pending: Promise<AppConfig> | undefined;
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= unwrap(api.config.$get()).catch((error) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Public configuration from the server; null while it loads. */
export function useAppConfig(): AppConfig | null {
  const value = use(ConfigContext);
  if (value === undefined) throw new Error("useAppConfig must be used inside <AppConfigProvider>");
  return value;
}
