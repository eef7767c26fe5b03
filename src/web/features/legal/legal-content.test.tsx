import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BRAND } from "@/shared/brand";
import {
  CURRENCY,
  MINIMUM_AGE,
  PACKAGE_FEATURES,
  PRICE_LABEL,
  REFUND_WINDOW_DAYS,
  SESSION_RETENTION_DAYS,
} from "@/shared/constants";
import { LegalDocument, type LegalSection } from "./legal-document";
import { buildPrivacySections, PRIVACY_TITLE, privacyIntro } from "./privacy-content";
import { PrivacyPolicy } from "./privacy-policy";
import { buildTermsSections, TERMS_TITLE, termsIntro } from "./terms-content";
import { TermsOfService } from "./terms-of-service";

const SUPPORT_EMAIL = "help@example.test";

const TERMS_HEADINGS = [
  "Acceptance of Terms",
  "Description of the Service",
  "Account Registration and Security",
  "Payment Terms and Refund Policy",
  "Intellectual Property and Commercial Rights",
  "Acceptable Use",
  "Availability and Changes to the Service",
  "Disclaimers and Limitation of Liability",
  "Termination",
  "Governing Law",
  "Changes to These Terms",
  "Contact Information",
];

const PRIVACY_HEADINGS = [
  "Information We Collect",
  "How We Use Your Information",
  "How We Share Information",
  "Data Security",
  "Data Retention",
  "Your Rights",
  "International Users",
  "Children's Privacy",
  "Changes to This Policy",
  "Contact Us",
];

function renderDocument(title: string, intro: ReactNode, sections: LegalSection[]) {
  return render(
    <MemoryRouter>
      <LegalDocument title={title} updated={BRAND.legalUpdated} intro={intro} sections={sections} />
    </MemoryRouter>,
  );
}

/** Text content of the whole document, whitespace collapsed, for phrases that span inline elements. */
function pageText(container: HTMLElement): string {
  return (container.textContent ?? "").replace(/\s+/g, " ");
}

function expectCommonStructure(container: HTMLElement, title: string, headings: string[]) {
  expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText("Last updated 24 November 2026")).toBeInTheDocument();
  expect(screen.getByText(`Last updated ${BRAND.legalUpdated}`)).toBeInTheDocument();

  const sectionHeadings = screen.getAllByRole("heading", { level: 2 });
  expect(sectionHeadings).toHaveLength(headings.length);
  headings.forEach((heading, index) => {
    expect(sectionHeadings[index]).toHaveTextContent(`${index + 1}. ${heading}`);
  });

  // Every section is a labelled region named by its heading.
  for (const heading of headings) {
    expect(screen.getByRole("region", { name: new RegExp(escapeRegExp(heading)) })).toBeInTheDocument();
  }

  // The table of contents links to every section, and each link targets an existing section id.
  const toc = screen.getByRole("navigation", { name: "On this page" });
  const links = within(toc).getAllByRole("link");
  expect(links.map((link) => link.textContent)).toEqual(headings);
  for (const link of links) {
    const href = link.getAttribute("href") ?? "";
    expect(href).toMatch(/^#.+/);
    const target = container.querySelector(`[id="${href.slice(1)}"]`);
    expect(target).not.toBeNull();
    expect(target?.tagName).toBe("SECTION");
    const labelledBy = target?.getAttribute("aria-labelledby") ?? "";
    expect(container.querySelector(`[id="${labelledBy}"]`)?.tagName).toBe("H2");
  }

  // No page chrome: the shell provides the Back button.
  expect(screen.queryByRole("link", { name: /back/i })).toBeNull();
  expect(screen.queryByRole("button")).toBeNull();

  // The support e-mail is a mailto link, and the contact section names the business and its location.
  const mailLinks = screen.getAllByRole("link", { name: SUPPORT_EMAIL });
  expect(mailLinks.length).toBeGreaterThan(0);
  for (const link of mailLinks) {
    expect(link.getAttribute("href")).toMatch(new RegExp(`^mailto:${escapeRegExp(SUPPORT_EMAIL)}(\\?|$)`));
  }
  const contact = screen.getByRole("region", { name: /Contact/ });
  expect(within(contact).getByRole("link", { name: SUPPORT_EMAIL })).toBeInTheDocument();
  expect(contact).toHaveTextContent(BRAND.businessName);
  expect(contact).toHaveTextContent(BRAND.location);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("Terms of Service", () => {
  it("renders every required section with its table of contents", () => {
    const { container } = renderDocument(TERMS_TITLE, termsIntro, buildTermsSections(SUPPORT_EMAIL));
    expectCommonStructure(container, TERMS_TITLE, TERMS_HEADINGS);
  });

  it("states the price, the refund window and how to ask for a refund", () => {
    const { container } = renderDocument(TERMS_TITLE, termsIntro, buildTermsSections(SUPPORT_EMAIL));
    const payment = screen.getByRole("region", { name: /Payment Terms and Refund Policy/ });
    const text = pageText(payment);

    expect(text).toContain(`${PRICE_LABEL} ${CURRENCY}`);
    expect(text).toContain("not a subscription");
    expect(text).toContain("Paddle");
    expect(text).toContain("merchant of record");
    expect(text).toContain(`within ${REFUND_WINDOW_DAYS} days`);
    expect(text).toContain("day after the transaction");
    expect(text).toMatch(/confirmed a download of your full-resolution logo/);
    for (const feature of PACKAGE_FEATURES) {
      expect(within(payment).getByText(feature)).toBeInTheDocument();
    }

    const refundLink = within(payment)
      .getAllByRole("link", { name: SUPPORT_EMAIL })
      .find((link) => link.getAttribute("href")?.includes("subject="));
    expect(refundLink?.getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}?subject=Refund%20request`);

    expect(pageText(container)).toContain(`at least ${MINIMUM_AGE} years old`);
    expect(pageText(container)).toContain(BRAND.productName);
  });

  it("covers sign-in, the one-trial rule and the governing law", () => {
    const { container } = renderDocument(TERMS_TITLE, termsIntro, buildTermsSections(SUPPORT_EMAIL));
    const text = pageText(container);
    expect(text).toContain("Google account");
    expect(text).toMatch(/one free trial/);
    expect(text).toMatch(/suspend or close the accounts/);
    expect(pageText(screen.getByRole("region", { name: /Governing Law/ }))).toContain(BRAND.country);
  });

  it("matches the app: self-service deletion, the download rule, the trial across deletion, refunds", () => {
    const { container } = renderDocument(TERMS_TITLE, termsIntro, buildTermsSections(SUPPORT_EMAIL));
    const payment = pageText(screen.getByRole("region", { name: /Payment Terms and Refund Policy/ }));
    for (const format of ["PNG", "JPEG", "brand kit", "licence certificate"]) {
      expect(payment).toContain(format);
    }
    expect(payment).toMatch(/asks you once to confirm/);
    expect(payment).toMatch(/the logo becomes final/);
    expect(payment).toContain(`${REFUND_WINDOW_DAYS}-day refund right ends for the content you download`);
    expect(payment).toMatch(/record your confirmation on our servers, with the time and the version/);
    expect(payment).toMatch(/as long as nothing has been downloaded/);

    const accounts = pageText(screen.getByRole("region", { name: /Account Registration and Security/ }));
    expect(accounts).toMatch(/deleting your account and signing in again does not start a new one/);
    expect(accounts).toMatch(/keyed hash/);
    expect(accounts).toContain("for one year");
    expect(accounts).toMatch(/We keep nothing else about you/);

    const termination = pageText(screen.getByRole("region", { name: /Termination/ }));
    expect(termination).toMatch(/delete your account yourself/);
    expect(termination).toContain("Delete account");
    expect(pageText(container)).toContain("Last updated 24 November 2026");
  });

  it("renders as a ready-made page component inside a router", () => {
    render(
      <MemoryRouter>
        <TermsOfService supportEmail={SUPPORT_EMAIL} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: TERMS_TITLE })).toBeInTheDocument();
    expect(screen.getByText("Last updated 24 November 2026")).toBeInTheDocument();
  });
});

describe("Privacy Policy", () => {
  it("renders exactly the ten spec sections with its table of contents", () => {
    const { container } = renderDocument(PRIVACY_TITLE, privacyIntro, buildPrivacySections(SUPPORT_EMAIL));
    expectCommonStructure(container, PRIVACY_TITLE, PRIVACY_HEADINGS);
  });

  it("describes collection, sharing, retention and rights", () => {
    const { container } = renderDocument(PRIVACY_TITLE, privacyIntro, buildPrivacySections(SUPPORT_EMAIL));

    const collect = pageText(screen.getByRole("region", { name: /Information We Collect/ }));
    expect(collect).toContain("Google account ID");
    expect(collect).toContain("never see or store your full card number");

    const share = pageText(screen.getByRole("region", { name: /How We Share Information/ }));
    expect(share).toContain("AI model providers");
    expect(share).toContain("Paddle");
    expect(share).toContain("do not sell your personal information");

    const retention = pageText(screen.getByRole("region", { name: /Data Retention/ }));
    expect(retention).toContain(`${SESSION_RETENTION_DAYS} days`);
    expect(retention).toContain("one year");
    expect(retention).toContain("three and five years");

    const rights = screen.getByRole("region", { name: /Your Rights/ });
    expect(within(rights).getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}?subject=Privacy%20request`,
    );

    expect(pageText(screen.getByRole("region", { name: /International Users/ }))).toContain(BRAND.location);
    expect(pageText(screen.getByRole("region", { name: /Children's Privacy/ }))).toContain(`${MINIMUM_AGE}`);
    expect(pageText(container)).toContain("HttpOnly");
  });

  it("says what deletion keeps for the one-trial rule and records the download confirmation", () => {
    renderDocument(PRIVACY_TITLE, privacyIntro, buildPrivacySections(SUPPORT_EMAIL));
    const retention = pageText(screen.getByRole("region", { name: /Data Retention/ }));
    expect(retention).toMatch(/keyed hash of your e-mail address and of your Google sign-in identifier/);
    expect(retention).toMatch(/for one year after the deletion/);
    expect(retention).toMatch(/nothing else about you/);
    const collect = pageText(screen.getByRole("region", { name: /Information We Collect/ }));
    expect(collect).toMatch(/record that you confirmed the download/);
  });

  it("renders as a ready-made page component inside a router", () => {
    render(
      <MemoryRouter>
        <PrivacyPolicy supportEmail={SUPPORT_EMAIL} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: PRIVACY_TITLE })).toBeInTheDocument();
    expect(screen.getByText("Last updated 24 November 2026")).toBeInTheDocument();
  });
});

describe("legal pages in Bahasa Indonesia", () => {
  /** Each h2 as "number. heading", and each section's anchor, in page order. */
  function outline(container: HTMLElement) {
    const sections = [...container.querySelectorAll("section")];
    return sections.map((section) => ({
      id: section.id,
      number: (section.querySelector("h2")?.textContent ?? "").split(".")[0],
      heading: (section.querySelector("h2")?.textContent ?? "").replace(/^\d+\.\s*/, ""),
    }));
  }

  for (const [name, Page, english] of [
    ["Terms of Service", TermsOfService, TERMS_HEADINGS],
    ["Privacy Policy", PrivacyPolicy, PRIVACY_HEADINGS],
  ] as const) {
    it(`${name}: the same numbered sections as the English, translated, with the English as the reference`, () => {
      const en = render(
        <MemoryRouter>
          <Page supportEmail={SUPPORT_EMAIL} />
        </MemoryRouter>,
      );
      const reference = outline(en.container);
      expect(reference.map((s) => s.heading)).toEqual(english);
      expect(en.container.querySelector('[data-testid="legal-reference-note"]')).toBeNull();
      en.unmount();

      const { container } = render(
        <MemoryRouter>
          <Page supportEmail={SUPPORT_EMAIL} locale="id" />
        </MemoryRouter>,
      );
      const translated = outline(container);
      expect(translated.map(({ id, number }) => ({ id, number }))).toEqual(
        reference.map(({ id, number }) => ({ id, number })),
      );
      translated.forEach((section, i) => {
        expect(section.heading, section.id).not.toBe(reference[i]!.heading);
      });
      expect(container.querySelector("article")).toHaveAttribute("lang", "id");
      // Said first, before the title.
      const note = screen.getByTestId("legal-reference-note");
      expect(note).toHaveTextContent(/Versi bahasa Inggris adalah teks acuan/);
      expect(note.compareDocumentPosition(screen.getByRole("heading", { level: 1 }))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(screen.getByText(`Terakhir diperbarui ${BRAND.legalUpdated}`)).toBeInTheDocument();
      expect(screen.getByRole("navigation", { name: "Di halaman ini" })).toBeInTheDocument();
      const text = pageText(container);
      expect(text).not.toMatch(/Last updated|On this page|opens in a new tab/);
      expect(text).toContain(BRAND.businessName);
      expect(screen.getAllByRole("link", { name: SUPPORT_EMAIL }).length).toBeGreaterThan(0);
    });
  }

  it("keeps the Terms' facts in the translation: price, refund window, age, retention", () => {
    render(
      <MemoryRouter>
        <TermsOfService supportEmail={SUPPORT_EMAIL} locale="id" />
      </MemoryRouter>,
    );
    const payment = pageText(screen.getByRole("region", { name: /Ketentuan Pembayaran/ }));
    expect(payment).toContain(`${PRICE_LABEL} ${CURRENCY}`);
    expect(payment).toContain(`${REFUND_WINDOW_DAYS} hari`);
    expect(payment).toContain("Hak pemakaian komersial atas logo Anda");
    expect(screen.getByRole("region", { name: /Kekayaan Intelektual/ })).toBeInTheDocument();
    expect(pageText(screen.getByRole("region", { name: /Persetujuan/ }))).toContain(`${MINIMUM_AGE} tahun`);
    expect(pageText(screen.getByRole("region", { name: /Pendaftaran dan Keamanan Akun/ }))).toContain(
      "satu tahun",
    );
    expect(PACKAGE_FEATURES.length).toBe(
      screen.getByRole("region", { name: /Ketentuan Pembayaran/ }).querySelectorAll("ul")[0]!.children.length,
    );
  });
});
