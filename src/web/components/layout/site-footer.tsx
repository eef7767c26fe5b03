import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { BRAND } from "@/shared/brand";
import { paths } from "@/shared/routes";
import { brandTagline } from "@/web/lib/i18n/product-texts";
import { LanguageSwitch } from "./language-switch";
import { Wordmark } from "./logo-mark";

export function SiteFooter({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useLingui();
  return (
    <footer className="border-slate-200 border-t bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Wordmark />
          <p className="text-slate-600 text-sm">{brandTagline()}.</p>
        </div>
        <nav aria-label={t`Legal`} className="space-y-2 text-sm">
          <h2 className="font-semibold text-slate-900">
            <Trans>Legal</Trans>
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to={paths.terms()} className="text-slate-700 underline-offset-4 hover:underline">
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.privacy()} className="text-slate-700 underline-offset-4 hover:underline">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-2 text-sm">
          <h2 className="font-semibold text-slate-900">
            <Trans>Contact</Trans>
          </h2>
          {supportEmail ? (
            <p>
              <a href={`mailto:${supportEmail}`} className="text-slate-700 underline underline-offset-4">
                {supportEmail}
              </a>
            </p>
          ) : null}
          <p className="text-slate-600">
            {BRAND.businessName}, {BRAND.location}
          </p>
        </div>
      </div>
      <div className="flex justify-center border-slate-200 border-t pt-6">
        <LanguageSwitch />
      </div>
      <p className="py-6 text-center text-slate-600 text-xs">
        <Trans>
          © {new Date().getFullYear()} {BRAND.businessName}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
