import { describe, expect, it } from "vitest";
import type { Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import { kopiSenjaDesign, pdfText } from "@/test/kit-fixtures";
import { guidelinesPdf } from "./guidelines-pdf";
import { iconFiles } from "./icons";
import { kitDay, kitMoney } from "./kit-locale";
import { ICON_FILES, kitNames, kitSummary } from "./kit-plan";
import { type LicenceInput, licencePdf } from "./licence-pdf";
import { readmeText } from "./readme";

/** A kit is written in the buyer's language (issue 31): Indonesian throughout, or English exactly as before. */

const design: LogoDesign = { ...kopiSenjaDesign, tagline: "Kedai kopi" };

/** Independence Day: a month whose name differs between the two languages. */
const day = new Date("2026-08-17T09:30:00Z");

function licence(locale: Locale, amount = "24.99", currency = "USD"): LicenceInput {
  return {
    brandName: "Kopi Senja",
    logo: { design },
    buyer: { name: "Ana Buyer", email: "ana@example.com" },
    purchase: { paymentId: "txn_01", date: day, amount, currency },
    licensedOn: day,
    certificateId: "BS-TEST-0000-0000",
    faces: ["playfair-700", "montserrat-500"],
    supportEmail: "support@example.com",
    appUrl: "http://localhost:3000",
    locale,
  };
}

const readme = (locale?: Locale) =>
  readmeText({
    brandName: "Kopi Senja",
    names: kitNames("Kopi Senja"),
    design,
    paths: ["brand-guidelines.pdf", "licence-certificate.pdf", "icons/favicon.ico"],
    built: day,
    locale,
  });

describe("kit language", () => {
  it("writes dates day-month-year and money as charged, in each language", () => {
    expect(kitDay(day, "en")).toBe("17 August 2026");
    expect(kitDay(day, "id")).toBe("17 Agustus 2026");
    expect(kitDay(new Date("2026-11-24T23:30:00Z"), "id")).toBe("24 November 2026");
    expect(kitMoney("24.99", "USD", "en")).toBe("US$24.99");
    expect(kitMoney("24.99", "USD", "id")).toBe("US$24,99");
    expect(kitMoney("399000", "IDR", "id")).toBe("Rp399.000");
    expect(kitMoney("2499", "JPY", "en")).toBe("JP¥2,499");
    expect(kitMoney("24.99", "NOPE", "en")).toBeNull();
  });

  it("writes the README in Indonesian, and in English exactly as before", () => {
    const id = readme("id");
    expect(id).toContain("Brand kit Kopi Senja\r\n====================");
    expect(id).toContain("Semua yang dibuat untuk Kopi Senja dengan BrandSculpt, 17 Agustus 2026.");
    expect(id).toContain("Sertifikat lisensi Anda: siapa yang membeli logo, kapan, dan hak komersial");
    expect(id).toContain("Favicon untuk semua browser");
    expect(id).toContain("Bantuan");
    for (const english of [
      "Everything made for",
      "Kopi Senja: brand kit",
      "Your licence certificate",
      "Help\r\n",
      "August",
    ]) {
      expect(id).not.toContain(english);
    }
    const en = readme();
    expect(readme("en")).toBe(en);
    expect(en).toContain("Kopi Senja: brand kit\r\n=====================");
    expect(en).toContain("Everything made for Kopi Senja with BrandSculpt, 17 August 2026.");
    expect(en).toContain(
      "Your licence certificate: who bought the logo, when, and the commercial rights granted.",
    );
    expect(en).not.toMatch(/\bAgustus\b|\bmerek\b/);
  });

  it("writes the guidelines in Indonesian on every page", async () => {
    const pdf = await guidelinesPdf({ design, brandName: "Kopi Senja", created: day, locale: "id" });
    expect(pdfText(pdf, 1)).toContain("PANDUAN BRAND");
    expect(pdfText(pdf, 1)).toContain("Versi 1 · 17 Agustus 2026");
    expect(pdfText(pdf, 2)).toContain("Logo horizontal adalah pilihan pertama");
    expect(pdfText(pdf, 3)).toContain("Versi warna");
    expect(pdfText(pdf, 4)).toContain("Ruang bebas dan ukuran minimum");
    expect(pdfText(pdf, 5)).toContain("Palet warna");
    expect(pdfText(pdf, 5)).toContain("Latar");
    expect(pdfText(pdf, 6)).toContain("Dua jenis huruf membawa brand ini");
    expect(pdfText(pdf, 7)).toContain("Jangan memutarnya");
    const all = pdfText(pdf);
    expect(all).toContain("Kopi Senja · Panduan brand");
    for (const english of [
      "Brand guidelines",
      "Colour palette",
      "Minimum size",
      "Don't",
      "August",
      "Version 1",
    ]) {
      expect(all).not.toContain(english);
    }
    const en = pdfText(await guidelinesPdf({ design, brandName: "Kopi Senja", created: day }));
    expect(en).toContain("BRAND GUIDELINES");
    expect(en).toContain("Version 1 · 17 August 2026");
    expect(en).toContain("Two typefaces carry the brand");
    expect(en).not.toContain("Panduan");
  });

  it("writes the licence certificate in Indonesian, saying the English one is the reference", async () => {
    const id = pdfText(await licencePdf(licence("id", "399000", "IDR")));
    expect(id).toContain("Sertifikat Lisensi");
    expect(id).toContain("PEMEGANG LISENSI");
    expect(id).toContain("17 Agustus 2026");
    expect(id).toContain("Rp399.000");
    expect(id).toContain("Hak yang diberikan");
    expect(id).toContain("Huruf pada logo memakai Playfair Display dan Montserrat");
    expect(id).toContain("versi bahasa Inggris yang menjadi acuan");
    expect(id).toContain("terakhir diperbarui 24 November 2026");
    for (const english of ["Certificate of Licence", "Rights granted", "LICENSEE", "August"]) {
      expect(id).not.toContain(english);
    }
    const en = pdfText(await licencePdf(licence("en")));
    expect(en).toContain("Certificate of Licence");
    expect(en).toContain("Commercial rights to a logo made with BrandSculpt");
    expect(en).toContain("17 August 2026");
    expect(en).toContain("US$24.99");
    expect(en).not.toMatch(/acuan|Sertifikat/);
  });

  it("writes the icons' note and the kit's contents in the kit's language", async () => {
    const files = await iconFiles(design, "Kopi Senja", "id");
    const head = Buffer.from(files.find((f) => f.path === ICON_FILES.head)!.data).toString("utf8");
    expect(head).toMatch(/^Salin file di folder ini/);
    expect(kitSummary(design, "id").map((row) => row.text)).toContain(
      "Jenis huruf beserta file SIL Open Font Licence-nya",
    );
    expect(kitSummary(design).at(-1)!.text).toBe(
      "brand-guidelines.pdf, licence-certificate.pdf and README.txt",
    );
  });
});
