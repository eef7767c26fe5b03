import { describe, expect, it } from "vitest";
import { readBriefOffline } from "@/server/brief/read-brief";
import { applyBriefCorrection } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { FIT_CASES } from "./fit-cases";
import { taglineFor } from "./tagline";

const tagline = (category: CategoryId, description: string, name = "Quill & Vale") =>
  taglineFor({ brief: readBriefOffline({ category, description }), name, category, description });

describe("the tagline under the name", () => {
  it("names the business as the brief reads it", () => {
    expect(
      tagline("food-beverage", "A small kombucha brewery in Bandung, fermented tea with local fruit."),
    ).toBe("KOMBUCHA BREWERY");
    expect(tagline("services", "A family dental practice for kids and parents, open on Saturdays.")).toBe(
      "FAMILY DENTAL PRACTICE",
    );
  });

  it("never carries another trade's word from the keyword table", () => {
    // The trade keyword table alone put CAFE, RUNNING, PAYROLL, COFFEE and BOUTIQUE under these.
    const cases: Array<[CategoryId, string, RegExp]> = [
      [
        "agency",
        "we run instagram + tiktok for restaurants and cafes. shooting, posting, monthly reports",
        /CAFE/,
      ],
      [
        "agency",
        "Market research agency running surveys, focus groups and shopper interviews for brands.",
        /RUNNING/,
      ],
      [
        "services",
        "Chartered accountants for contractors: year-end accounts, payroll, VAT returns.",
        /PAYROLL/,
      ],
      [
        "others",
        "A coworking space with fast wifi, meeting rooms and good coffee for freelancers.",
        /COFFEE/,
      ],
      ["agency", "A PR firm for boutique hotels and restaurants: press releases and launches.", /BOUTIQUE/],
    ];
    for (const [category, description, wrong] of cases) {
      expect(tagline(category, description) ?? "", description).not.toMatch(wrong);
    }
  });

  it("says nothing rather than a generic word, a fragment or the name's own word", () => {
    expect(tagline("digital-product", "An app that tracks your sleep.")).toBeUndefined();
    expect(tagline("others", "A running club for weekend runners", "Run Club")).toBeUndefined();
    expect(tagline("others", "🙂🙂🙂🎉🎉")).toBeUndefined();
  });

  it("keeps an Indonesian description's own words, and only when the brief agrees", () => {
    expect(tagline("food-beverage", "Kedai kopi susu gula aren di Jogja, buka sampai malam.")).toBe(
      "KEDAI KOPI",
    );
    // A clinic is the agency's client, not its trade.
    expect(
      tagline("agency", "Agensi pemasaran digital khusus klinik kecantikan dan dokter gigi di Jakarta.") ??
        "",
    ).not.toMatch(/KLINIK/);
  });

  it("follows a correction of the brief, in the person's own words", () => {
    const description = "Kedai kopi susu gula aren di Jogja, buka sampai malam.";
    const brief = applyBriefCorrection(readBriefOffline({ category: "food-beverage", description }), {
      business: "warung kopi susu",
    });
    expect(taglineFor({ brief, name: "Senja", category: "food-beverage", description })).toBe(
      "WARUNG KOPI SUSU",
    );
  });

  it("agrees with the trade line labelled for each of the fit cases, and ends the trade before a verb", () => {
    const stems = (text: string) =>
      new Set(
        text
          .toLowerCase()
          .split(/\s+/)
          .map((w) => w.replace(/s$/, "")),
      );
    let labelled = 0;
    for (const c of FIT_CASES) {
      if (!c.tagline) continue;
      const line = tagline(c.category, c.description, c.name);
      if (!line) continue;
      labelled += 1;
      const label = stems(c.tagline);
      expect(
        [...stems(line)].some((w) => label.has(w)),
        `${c.name}: ${line} / ${c.tagline}`,
      ).toBe(true);
    }
    expect(labelled).toBeGreaterThanOrEqual(15);
    expect(tagline("food-beverage", "A bakery baking manakish and flatbreads every morning.", "Furn")).toBe(
      "BAKERY",
    );
  });
});
