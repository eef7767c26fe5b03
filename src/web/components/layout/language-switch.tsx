import { useLingui } from "@lingui/react/macro";
import { Globe } from "lucide-react";
import { useId } from "react";
import { LOCALE_TAGS, LOCALES, parseLocale } from "@/shared/locale";
import { cn } from "@/web/lib/cn";
import { useLocale } from "@/web/lib/i18n/use-locale";

/**
 * The language switch (issue 31), in the header and the footer: a native select, so keyboards,
 * screen readers and phones get their own picker. Each language is named in itself. In the
 * header the select lies invisibly over a short "EN"/"ID" pill that fits a 360 px bar.
 */
export function LanguageSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const id = useId();
  const select = (
    <select
      id={id}
      value={locale}
      aria-label={compact ? t`Language` : undefined}
      onChange={(event) => {
        const next = parseLocale(event.target.value);
        if (next) void setLocale(next);
      }}
      className={cn(
        compact
          ? "absolute inset-0 size-full cursor-pointer opacity-0"
          : "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-800 text-sm focus-visible:outline-2 focus-visible:outline-brand-600",
      )}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={LOCALE_TAGS[code].bcp47.split("-")[0]}>
          {LOCALE_TAGS[code].label}
        </option>
      ))}
    </select>
  );
  if (!compact) {
    return (
      <div className={cn("flex items-center gap-2 text-sm", className)}>
        <label htmlFor={id} className="text-slate-600">
          {t`Language`}
        </label>
        {select}
      </div>
    );
  }
  return (
    <div
      className={cn(
        "relative flex h-10 shrink-0 items-center gap-1 rounded-lg px-1.5 font-medium sm:px-2 text-slate-700 text-sm hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
        className,
      )}
    >
      {/* Below 400 px the bar has no room for the globe beside the wordmark, Sign in and the menu. */}
      <Globe className="hidden size-4 min-[400px]:block" aria-hidden="true" />
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      {select}
    </div>
  );
}
