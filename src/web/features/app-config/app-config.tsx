import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { api, unwrap } from "@/web/lib/api";

export type AppConfig = {
  authProvider: "google" | "demo";
  supportEmail: string;
  demo: { signIn: boolean; names: boolean; logos: boolean; checkout: boolean };
  paddle: { environment: "sandbox" | "production"; clientToken: string; priceId: string } | null;
};

const ConfigContext = createContext<AppConfig | null | undefined>(undefined);

let pending: Promise<AppConfig> | undefined;
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= unwrap<AppConfig>(api.config.$get()).catch((error) => {
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
