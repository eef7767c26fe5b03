import { createContext, use } from "react";
import type { api } from "./api";
import { getReply, type ReplyOf } from "./api-response";

/** The server's public configuration (sign-in provider, support address, demo parts, Paddle's client side). */
type ConfigReply = Awaited<ReturnType<typeof api.config.$get>>;
export type AppConfig = ReplyOf<ConfigReply>;

export const ConfigContext = createContext<AppConfig | null | undefined>(undefined);

let pending: Promise<AppConfig> | undefined;
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= getReply<ConfigReply>("/api/config").catch((error) => {
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
