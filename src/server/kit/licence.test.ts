import { describe, expect, it } from "vitest";
import { BRAND } from "@/shared/brand";
import { formatDay } from "@/shared/dates";
import type { LogoDesign } from "@/shared/logo-design";
import { kopiSenjaDesign, pdfText } from "@/test/kit-fixtures";
import { guidelinesPdf } from "./guidelines-pdf";
import { kitNames } from "./kit-plan";
import { type LicenceInput, licencePdf } from "./licence-pdf";
import { readmeText } from "./readme";

/** The licence certificate says what is true of this logo, read back from the PDF as text. */

// Playfair Display for the name, Montserrat as its companion.
const base = kopiSenjaDesign;

const traced: LogoDesign = {
  ...base,
  symbol: {
    kind: "traced",
    width: 100,
    height: 100,
    paths: [{ d: "M10 10L90 10L90 90Z", fill: "#6B4430", x: 0, y: 0 }],
  },
};

const day = new Date("2026-11-24T09:30:00Z");

function input(design: LogoDesign): LicenceInput {
  return {
    brandName: "Kopi Senja",
    logo: { design },
    buyer: { name: "Ana Buyer", email: "ana@example.com" },
    purchase: { paymentId: "txn_01", date: day, amount: "24.99", currency: "USD" },
    licensedOn: day,
    certificateId: "BS-TEST-0000-0000",
    // What the kit passes: the name's face and its companion; the certificate names only those drawn.
    faces: ["playfair-700", "montserrat-500"],
    supportEmail: "support@example.com",
    appUrl: "http://localhost:3000",
  };
}

describe("licence certificate", () => {
  it("says AI drew the symbol only when an AI model did", async () => {
    const own = pdfText(await licencePdf(input(base)));
    expect(own).not.toMatch(/artificial.intelligence/i);
    expect(own).toMatch(/Similar designs may exist/);
    const ai = pdfText(await licencePdf(input(traced)));
    expect(ai).toMatch(/symbol was drawn by an artificial-intelligence image model/);
  });

  it("names exactly the typefaces drawn in the logo", async () => {
    const nameOnly = pdfText(await licencePdf(input(base)));
    expect(nameOnly).toMatch(/lettering is set in Playfair Display, licensed/);
    expect(nameOnly).not.toMatch(/Montserrat, licensed|and Montserrat/);
    const withTagline = pdfText(await licencePdf(input({ ...base, tagline: "Coffee bar" })));
    expect(withTagline).toMatch(/lettering is set in Playfair Display and Montserrat, licensed/);
    // Two weights of one family are one typeface.
    const twoWeights = pdfText(
      await licencePdf(input({ ...base, typeface: "geometric-heavy", tagline: "Coffee bar" })),
    );
    expect(twoWeights).toMatch(/lettering is set in Montserrat, licensed/);
  });

  it("writes every date day-month-year, in words", async () => {
    expect(formatDay(day)).toBe("24 November 2026");
    const text = pdfText(await licencePdf(input(base)));
    expect(text).toContain("24 November 2026");
    expect(text).toContain(`last updated ${BRAND.legalUpdated}`);
    expect(BRAND.legalUpdated).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(text).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/);
    const guidelines = pdfText(await guidelinesPdf({ design: base, brandName: "Kopi Senja", created: day }));
    expect(guidelines).toContain("24 November 2026");
    const readme = readmeText({
      brandName: "Kopi Senja",
      names: kitNames("Kopi Senja"),
      design: base,
      paths: [],
      built: day,
    });
    expect(readme).toContain("24 November 2026");
    expect(readme).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });
});
