import { describe, expect, it } from "vitest";
import { detectDescriptionLanguage } from "./description-language";
import { countryFromDescription, tldsFor } from "./name-checks";

const country = (text: string, place?: string) =>
  countryFromDescription(text, detectDescriptionLanguage(text), place);

describe("the domain checks' country from the description", () => {
  it("is Indonesia for an Indonesian description, then .id is checked", () => {
    expect(
      country(
        "Kedai kopi kecil di dekat kampus yang menyajikan kopi susu gula aren dan roti bakar untuk mahasiswa.",
      ),
    ).toBe("ID");
    expect(tldsFor("food-beverage", "ID")).toContain("id");
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
});
