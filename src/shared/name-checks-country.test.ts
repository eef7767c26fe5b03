import { describe, expect, it } from "vitest";
import { detectDescriptionLanguage } from "./description-language";
import { brandCountry, countryFromDescription, tldsFor } from "./name-checks";

const country = (text: string, place?: string) =>
  countryFromDescription(text, detectDescriptionLanguage(text), place);

describe("the domain checks' country from the description", () => {
  it("is Indonesia for an Indonesian description, then .id is checked", () => {
    expect(
      country(
        "Kedai kopi kecil di dekat kampus yang menyajikan kopi susu gula aren dan roti bakar untuk mahasiswa.",
      ),
    ).toBe("ID");
    expect(tldsFor("food-beverage", "ID")).toEqual(["com", "id", "co.id"]);
  });

  it("is Indonesia for an English description with a Jakarta address or an Indonesian place", () => {
    expect(country("A specialty coffee bar on Jalan Sabang in Jakarta, open late for office workers.")).toBe(
      "ID",
    );
    expect(country("A surf school and board rental on the beach.", "Canggu, Bali")).toBe("ID");
  });

  it("leaves other descriptions to the browser's languages", () => {
    expect(
      country("A solo founder's Java coffee roastery in Portland, Oregon, selling beans online."),
    ).toBeUndefined();
    expect(country("A cozy neighbourhood bakery with sourdough bread and pastries.")).toBeUndefined();
  });

  it("reads a description's language as its country where one language means one (German is the EU)", () => {
    expect(
      country(
        "Wir sind eine kleine Bäckerei in der Altstadt und verkaufen Brot mit unserem eigenen Sauerteig.",
      ),
    ).toBe("EU");
    expect(tldsFor("food-beverage", "EU")).toEqual(["com", "cafe", "kitchen"]);
  });
});

describe("a brand's country for the name checks", () => {
  it("takes the brief's place, then the brief's language, then the description", () => {
    const english = "A surf school and board rental on the beach.";
    expect(brandCountry(english, { place: "Jakarta Selatan", language: "en" })).toBe("ID");
    expect(brandCountry(english, { place: null, language: "id" })).toBe("ID");
    expect(brandCountry(english, { place: "Portland", language: "en" })).toBeUndefined();
    expect(brandCountry("A batik workshop in Yogyakarta.", null)).toBe("ID");
  });
});
