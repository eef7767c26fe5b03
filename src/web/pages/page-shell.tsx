import type { ReactNode } from "react";
import { SiteFooter } from "@/web/components/layout/site-footer";
import { SiteHeader } from "@/web/components/layout/site-header";
import { AuthArea } from "@/web/features/auth/auth-area";
import { useAppConfig } from "@/web/lib/app-config";
import { cn } from "@/web/lib/cn";
import { MAIN_ID } from "@/web/lib/page-anchors";

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
        id={MAIN_ID}
        tabIndex={-1}
        className={cn("mx-auto min-h-[70dvh] px-4 pt-24 pb-16 sm:px-6", width, className)}
      >
        {children}
      </main>
      <SiteFooter supportEmail={config?.supportEmail} />
    </>
  );
}
