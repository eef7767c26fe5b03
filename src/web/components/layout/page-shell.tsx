import type { ReactNode } from "react";
import { useAppConfig } from "@/web/features/app-config/app-config";
import { AuthArea } from "@/web/features/auth/auth-area";
import { cn } from "@/web/lib/cn";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The site's frame for every page outside the landing and the wizard: header, main, footer. */
export function PageShell({
  children,
  width = "max-w-5xl",
  className,
}: {
  children: ReactNode;
  width?: "max-w-3xl" | "max-w-5xl" | "max-w-6xl";
  className?: string;
}) {
  const config = useAppConfig();
  return (
    <>
      <SiteHeader right={<AuthArea />} />
      <main
        id="main"
        tabIndex={-1}
        className={cn("mx-auto min-h-[70dvh] px-4 pt-24 pb-16 sm:px-6", width, className)}
      >
        {children}
      </main>
      <SiteFooter supportEmail={config?.supportEmail} />
    </>
  );
}
