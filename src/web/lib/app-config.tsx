import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { api, type ReplyOf, unwrap } from "@/web/lib/api";

/** The server's public configuration (sign-in provider, support address, demo parts, Paddle's client side). */
export type AppConfig = ReplyOf<Awaited<ReturnType<typeof api.config.$get>>>;

const ConfigContext = createContext<AppConfig | null | undefined>(undefined);

let pending: Promise<AppConfig> | undefined;
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= unwrap(api.config.$get()).catch((error) => {
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
