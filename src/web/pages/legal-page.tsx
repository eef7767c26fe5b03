import { Trans } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { SiteFooter } from "@/web/components/layout/site-footer";
import { SiteHeader } from "@/web/components/layout/site-header";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { AuthArea } from "@/web/features/auth/auth-area";
import { useAppConfig } from "@/web/lib/app-config";
import { MAIN_ID } from "@/web/lib/page-anchors";

/** The frame of /terms and /privacy: header, a Back to Home button, the document, footer. */
export function LegalPage({ children }: { children: (supportEmail: string) => ReactNode }) {
  const config = useAppConfig();
  const supportEmail = config?.supportEmail ?? "";
  return (
    <>
      <SiteHeader right={<AuthArea />} />
      <main id={MAIN_ID} className="mx-auto max-w-3xl px-4 pt-24 pb-16 sm:px-6">
        <Link
          to={paths.home()}
          className={buttonVariants({ variant: "secondary", size: "sm", className: "mb-8" })}
        >
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
        {children(supportEmail)}
      </main>
      <SiteFooter supportEmail={config?.supportEmail} />
    </>
  );
}
