import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, Check, CircleHelp, ExternalLink, Search, X } from "lucide-react";
import { useId } from "react";
import type { CategoryId } from "@/shared/categories";
import {
  CHECK_COUNTRIES,
  type CheckCountry,
  type DomainCheck,
  domainLabel,
  tldsFor,
  trademarkOfficesFor,
} from "@/shared/name-checks";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { useNameChecks } from "../api/name-checks-api";
import { unknownReasonText } from "../texts";

const COUNTRY_LABELS: Record<CheckCountry, MessageDescriptor> = {
  ID: msg`Indonesia`,
  US: msg`United States`,
  EU: msg`European Union`,
  other: msg`Elsewhere`,
};

/** The offices' regions (shared TRADEMARK_OFFICES) by office id, in the UI language. */
const OFFICE_REGIONS: Record<string, MessageDescriptor> = {
  djki: msg`Indonesia`,
  uspto: msg`United States`,
  euipo: msg`European Union`,
  wipo: msg`International`,
};

const STATE_TEXT = {
  checking: msg`checking`,
  available: msg`available`,
  taken: msg`taken`,
  unknown: msg`unknown`,
} as const;

function DomainRow({ check }: { check: DomainCheck | { domain: string; state: "checking" } }) {
  const { t } = useLingui();
  const state = check.state;
  const stateText = t(STATE_TEXT[state]);
  const label =
    state === "unknown" ? unknownReasonText((check as DomainCheck).reason ?? "registry_error") : stateText;
  // Offline, the reason is the whole badge; any other unknown says "unknown" and reads the reason aloud.
  const reason = state === "unknown" ? (check as DomainCheck).reason : undefined;
  const offline = reason === "offline";
  const reasonAloud = state === "unknown" && !offline;
  const badgeText = offline ? label : stateText;
  return (
    // The whole domain, always: when it and its state do not fit on one line, the state moves to
    // a second line, and a domain longer than the card breaks rather than being cut.
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-sm">
      <span
        dir="ltr"
        data-domain
        className="min-w-0 font-mono text-slate-800 text-xs [overflow-wrap:anywhere]"
      >
        {check.domain}
      </span>
      <span
        data-state={state}
        className={cn(
          "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs",
          state === "available" && "bg-emerald-50 text-emerald-800",
          state === "taken" && "bg-red-50 text-red-800",
          state === "unknown" && "bg-slate-100 text-slate-700",
          state === "checking" && "bg-slate-50 text-slate-600",
        )}
        title={label}
      >
        {state === "checking" ? (
          <Spinner label="" className="[&>span:first-child]:size-3" />
        ) : state === "available" ? (
          <Check className="size-3" aria-hidden="true" />
        ) : state === "taken" ? (
          <X className="size-3" aria-hidden="true" />
        ) : (
          <CircleHelp className="size-3" aria-hidden="true" />
        )}
        {badgeText}
        {reasonAloud ? <span className="sr-only">: {label}</span> : null}
      </span>
    </li>
  );
}

/**
 * The checks under one name card: its domains and a similar-name hint. Loaded after the names
 * appear (or on request for older runs), each row with its own state.
 */
export function NameCheckList({
  sessionId,
  nameId,
  name,
  category,
  country,
  auto,
  onRequest,
}: {
  sessionId: string;
  nameId: string;
  name: string;
  category: CategoryId;
  country: CheckCountry;
  /** Load at once; otherwise a button asks for the checks. */
  auto: boolean;
  onRequest?: () => void;
}) {
  const query = useNameChecks(sessionId, nameId, country, auto);
  const { t } = useLingui();
  const label = domainLabel(name);
  if (!auto && !query.data) {
    return (
      <button
        type="button"
        onClick={onRequest}
        className="inline-flex items-center gap-1 font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        <Search className="size-4" aria-hidden="true" />
        <Trans>Check domains and similar names</Trans>
      </button>
    );
  }
  const rows: Array<DomainCheck | { domain: string; state: "checking" }> =
    query.data?.domains ??
    tldsFor(category, country).map((tld) => ({ domain: `${label}.${tld}`, state: "checking" as const }));
  return (
    <div className="space-y-2" aria-live="polite" aria-busy={query.isPending}>
      <ul className="space-y-1" aria-label={t`Domains for ${name}`}>
        {rows.map((row) => (
          <DomainRow key={row.domain} check={row} />
        ))}
      </ul>
      {query.isError ? (
        <p className="text-slate-600 text-xs">
          <Trans>Checks are unavailable right now.</Trans>
        </p>
      ) : query.data?.similar.state === "similar" ? (
        <p className="flex gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-amber-900 text-xs">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <Trans>
              A similar name is already used by another brand made here. A hint, not legal advice: search the
              trademark register before you decide.
            </Trans>
          </span>
        </p>
      ) : query.data ? (
        <p className="text-slate-600 text-xs">
          <Trans>No similar name among other brands made here.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** Step-level note: what the checks are, the country they are for, and the official trademark searches. */
export function NameChecksNote({
  country,
  onCountry,
}: {
  country: CheckCountry;
  onCountry: (country: CheckCountry) => void;
}) {
  const headingId = useId();
  const offices = trademarkOfficesFor(country);
  const { t } = useLingui();
  return (
    <aside
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-slate-200 bg-slate-50/70 p-4 text-slate-700 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          <Trans>Name checks</Trans>
        </h2>
        <label className="flex items-center gap-2 text-slate-700 text-sm">
          <Trans>Checks for</Trans>
          <select
            value={country}
            onChange={(e) => onCountry(e.target.value as CheckCountry)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            {CHECK_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(COUNTRY_LABELS[c])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p>
        <Trans>
          Domains are asked of each registry; only a registry's own “not found” counts as available.
          Similar-name warnings are hints, not legal advice. Before you settle on a name, search the official
          trademark register:
        </Trans>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {offices.map((office) => (
          <li key={office.id}>
            <a
              href={office.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {office.name}{" "}
              <span className="font-normal text-slate-600">
                ({OFFICE_REGIONS[office.id] ? t(OFFICE_REGIONS[office.id]!) : office.region})
              </span>
              <ExternalLink className="ml-1 inline size-3 align-baseline" aria-hidden="true" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
