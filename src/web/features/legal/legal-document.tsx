import type { ReactNode } from "react";
import { BRAND } from "@/shared/brand";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import { legalUpdated } from "./legal-dates";

/** One numbered section of a legal document; `id` is the anchor the table of contents links to. */
export type LegalSection = {
  id: string;
  heading: string;
  body: ReactNode;
};

export type LegalDocumentProps = {
  title: string;
  /** Shown as "Last updated {updated}"; pass BRAND.legalUpdated. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** The language the text is in; a translation says at the top that the English text is the reference. */
  locale?: Locale;
};

/** The page's own words around the text, in each language. */
const CHROME: Record<
  Locale,
  { updated: (date: string) => string; contents: string; reference: string | null }
> = {
  en: { updated: (date) => `Last updated ${date}`, contents: "On this page", reference: null },
  id: {
    updated: (date) => `Terakhir diperbarui ${date}`,
    contents: "Di halaman ini",
    reference:
      "Ini adalah terjemahan untuk memudahkan Anda. Versi bahasa Inggris adalah teks acuan: jika ada perbedaan antara keduanya, versi bahasa Inggris yang berlaku. Nomor bagian sama di kedua versi.",
  },
};

/**
 * Typography for the section bodies. The content modules write plain elements (p, ul, ol, h3, a,
 * strong); these descendant rules give them a readable rhythm without a typography plugin.
 */
const BODY_CLASSES = [
  "text-base leading-7 text-slate-700",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-slate-500",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-slate-900 [&_a]:underline [&_a]:underline-offset-2 [&_a]:decoration-slate-400",
  "[&_a:hover]:decoration-slate-900",
].join(" ");

const LINK_FOCUS =
  "rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900";

/**
 * The layout shared by the Terms of Service and the Privacy Policy: title, date, introduction,
 * an "On this page" table of contents, then each section with its own anchor. It renders no page
 * chrome and no Back button: the app shell around it provides those.
 */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  locale = DEFAULT_LOCALE,
}: LegalDocumentProps) {
  const chrome = CHROME[locale];
  return (
    <article lang={locale} className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-slate-200 pb-8">
        {chrome.reference ? (
          <p
            data-testid="legal-reference-note"
            className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-900"
          >
            {chrome.reference}
          </p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">{chrome.updated(updated)}</p>
        <div className={`mt-6 ${BODY_CLASSES}`}>{intro}</div>
      </header>

      <nav
        aria-label={chrome.contents}
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{chrome.contents}</p>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm leading-6 text-slate-700 marker:text-slate-500 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id} className="pl-1">
              <a
                href={`#${section.id}`}
                className={`text-slate-800 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900 ${LINK_FOCUS}`}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-12">
        {sections.map((section, index) => {
          const headingId = `${section.id}-heading`;
          return (
            <section key={section.id} id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
              <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
                {`${index + 1}. ${section.heading}`}
              </h2>
              <div className={`mt-4 ${BODY_CLASSES}`}>{section.body}</div>
            </section>
          );
        })}
      </div>
    </article>
  );
}

/** One legal document's words in one language: its title, its opening and its numbered sections. */
export type LegalTexts = {
  title: string;
  intro: ReactNode;
  sections: (supportEmail: string) => LegalSection[];
};

/**
 * A legal document's complete page content (without the app shell or Back button) in `locale`:
 * English is the reference, Bahasa Indonesia its translation.
 */
export function LocalizedLegalDocument({
  texts,
  supportEmail,
  locale = DEFAULT_LOCALE,
}: {
  texts: Record<Locale, LegalTexts>;
  supportEmail: string;
  locale?: Locale;
}) {
  const { title, intro, sections } = texts[locale];
  return (
    <LegalDocument
      title={title}
      updated={legalUpdated(locale)}
      intro={intro}
      sections={sections(supportEmail)}
      locale={locale}
    />
  );
}

/** A mailto link whose visible text is the address itself. */
export function MailLink({ email, subject }: { email: string; subject?: string }) {
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return <a href={href}>{email}</a>;
}

const NEW_TAB: Record<Locale, string> = { en: " (opens in a new tab)", id: " (terbuka di tab baru)" };

/** A link to another site, opened in a new tab. */
export function ExternalLink({
  href,
  children,
  locale = DEFAULT_LOCALE,
}: {
  href: string;
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{NEW_TAB[locale]}</span>
    </a>
  );
}

/** The business's postal identity and support address, as both documents end with it. */
export function ContactDetails({ email }: { email: string }) {
  return (
    <p>
      <strong>{BRAND.businessName}</strong>
      <br />
      {BRAND.location}
      <br />
      E-mail: <MailLink email={email} />
    </p>
  );
}
