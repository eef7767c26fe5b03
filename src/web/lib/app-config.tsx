import { createContext, type ReactNode, use, useEffect, useState } from "react";
import type { api } from "@/web/lib/api";
import { getReply, type ReplyOf } from "@/web/lib/api-response";

/** The server's public configuration (sign-in provider, support address, demo parts, Paddle's client side). */
type ConfigReply = Awaited<ReturnType<typeof api.config.$get>>;
export type AppConfig = ReplyOf<ConfigReply>;

const ConfigContext = createContext<AppConfig | null | undefined>(undefined);

let pending: Promise<AppConfig> | undefined;
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= getReply<ConfigReply>("/api/config").catch((error) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export function AppConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let active = true;
    const attempt = (delay: number) =>
      loadAppConfig()
        .then((c) => active && setConfig(c))
        .catch(() => active && setTimeout(() => attempt(Math.min(delay * 2, 10_000)), delay));
    attempt(500);
    return () => {
      active = false;
    };
  }, []);
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

/** Public configuration from the server; null while it loads. */
export function useAppConfig(): AppConfig | null {
  const value = use(ConfigContext);
  if (value === undefined) throw new Error("useAppConfig must be used inside <AppConfigProvider>");
  return value;
}
