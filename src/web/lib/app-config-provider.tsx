import { type ReactNode, useEffect, useState } from "react";
import { type AppConfig, ConfigContext, loadAppConfig } from "./app-config";

/** Loads the public configuration once, retrying with a growing pause until the server answers. */
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
