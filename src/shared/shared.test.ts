import { describe, expect, it } from "vitest";
import { brandDetailsSchema } from "./api-schemas";
import { BRAND, shareText } from "./brand";
import { CATEGORIES, CATEGORY_IDS, getCategory, isCategoryId } from "./categories";
import * as C from "./constants";
import { describeDescription, descriptionSchema, graphemeLength } from "./description";
import { compressedLogoFileName, fileBaseName, logoFileName } from "./filenames";
import { hashString } from "./hash-string";
import { inferCategory } from "./infer-category";
import { isClientRoute, isUuid, matchRoute, paths, ROUTES } from "./routes";

describe("brand", () => {
  it("names the business and its location", () => {
    expect(BRAND.location).toBe("Jakarta, Indonesia");
    expect(shareText("Brewlane")).toContain("Brewlane");
    expect(shareText("Brewlane")).toContain(BRAND.productName);
  });
});

describe("constants", () => {
  it("holds the product's numbers (docs/product.md#limits-and-constants)", () => {
    expect(C.PRICE_USD).toBe(24.99);
    expect([C.MAX_NAME_GENERATIONS, C.MAX_LOGO_GENERATIONS]).toEqual([5, 3]);
    expect([C.NAMES_PER_RUN, C.LOGOS_PER_RUN, C.NAME_TEMPERATURE]).toEqual([3, 2, 0.7]);
    expect([C.DESCRIPTION_MIN, C.DESCRIPTION_MAX, C.WIZARD_STEPS]).toEqual([50, 500, 5]);
    expect([C.CATEGORY_SELECT_DELAY_MS, C.LOGO_SELECT_DELAY_MS, C.NAV_SCROLL_THRESHOLD_PX]).toEqual([
      150, 300, 50,
    ]);
    expect([C.PAYMENT_POLL_INTERVAL_MS, C.PAYMENT_POLL_MAX_ATTEMPTS, C.POST_PAYMENT_REDIRECT_MS]).toEqual([
      2000, 10, 3000,
    ]);
    expect([C.LOGO_COUNTDOWN_SECONDS, C.JPEG_QUALITY, C.CHECKOUT_FRAME_MIN_WIDTH_PX]).toEqual([30, 0.8, 312]);
    expect(C.LOGO_LOADING_MESSAGES).toHaveLength(5);
    expect(C.REVEAL_OFFSETS_PX).toEqual([100, 150]);
  });
});

describe("categories", () => {
  it("has the six categories, each complete", () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      "Food & Beverage",
      "Services",
      "Digital Product",
      "Retail/E-commerce",
      "Agency",
      "Others",
    ]);
    for (const c of CATEGORIES) {
      expect(c.description.length).toBeGreaterThan(10);
      expect(c.placeholder.length).toBeGreaterThan(20);
      expect(c.tone.length).toBeGreaterThan(5);
    }
    expect(isCategoryId("agency")).toBe(true);
    expect(isCategoryId("bakery")).toBe(false);
    expect(getCategory("services").name).toBe("Services");
  });
});

describe("description", () => {
  it("counts the trimmed text and says what is missing", () => {
    expect(describeDescription("  abc  ")).toMatchObject({
      counter: "3/500 characters",
      message: "47 more characters needed",
      valid: false,
    });
    expect(describeDescription("a".repeat(50))).toMatchObject({ message: "Perfect length!", valid: true });
    expect(describeDescription("a".repeat(500)).valid).toBe(true);
    expect(describeDescription("a".repeat(503))).toMatchObject({
      message: "3 characters over limit",
      valid: false,
    });
  });
  it("validates with the same bounds in the schema the API uses", () => {
    expect(descriptionSchema.safeParse(`  ${"a".repeat(49)}  `).success).toBe(false);
    expect(descriptionSchema.parse(`  ${"a".repeat(50)}  `)).toBe("a".repeat(50));
    expect(descriptionSchema.safeParse("a".repeat(501)).success).toBe(false);
    expect(brandDetailsSchema.safeParse({ category: "agency", description: 5 }).success).toBe(false);
  });
  it("uses the singular for one character", () => {
    expect(describeDescription("a".repeat(49)).message).toBe("1 more character needed");
    expect(describeDescription("a".repeat(501)).message).toBe("1 character over limit");
  });
  it("counts characters as a person sees them, on both sides", () => {
    // A family emoji is seven code points and eleven UTF-16 units, but one character on screen.
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}";
    expect(graphemeLength(family)).toBe(1);
    expect(graphemeLength("Cafe\u0301")).toBe(4);
    const fifty = `${"Kopi ".repeat(9)}${family.repeat(5)}`;
    expect(describeDescription(fifty)).toMatchObject({ length: 50, valid: true });
    expect(descriptionSchema.safeParse(fifty).success).toBe(true);
    const tooLong = family.repeat(501);
    expect(describeDescription(tooLong).message).toBe("1 character over limit");
    expect(descriptionSchema.safeParse(tooLong).success).toBe(false);
    // 500 of them are too long to store: the counter says so too, as the server would.
    expect(descriptionSchema.safeParse(family.repeat(500)).success).toBe(false);
    expect(describeDescription(family.repeat(500))).toMatchObject({ valid: false });
    expect(descriptionSchema.safeParse(`${"é".repeat(499)}a`).success).toBe(true);
  });
});

describe("category inference", () => {
  it.each([
    ["A small cafe with vegan food", "food-beverage"],
    ["Our Café near the station", "food-beverage"],
    ["A budgeting app for students", "digital-product"],
    ["Professional tax consulting", "services"],
    ["An online store for sneakers", "retail-ecommerce"],
    ["A creative design studio", "agency"],
    ["A weekend running club", "others"],
  ])("%s -> %s", (text, category) => {
    expect(inferCategory(text)).toBe(category);
  });
});

describe("download file names", () => {
  it.each([
    ["Brew Lane", "Brew_Lane"],
    ["  Ember & Pantry!  ", "Ember_Pantry"],
    ["Café Lumière", "Café_Lumière"],
    ["東京 ラーメン", "東京_ラーメン"],
    ["!!!", "brand"],
    ["", "brand"],
  ])("%j -> %s", (name, base) => {
    expect(fileBaseName(name)).toBe(base);
  });
  it("adds the download suffixes", () => {
    expect(logoFileName("Brew Lane")).toBe("Brew_Lane_logo.png");
    expect(compressedLogoFileName("Brew Lane")).toBe("Brew_Lane_logo_compressed.jpg");
  });
});

describe("client routes", () => {
  it("knows the app's routes", () => {
    expect(isClientRoute("/payment")).toBe(true);
    expect(isClientRoute("/terms/")).toBe(true);
    expect(isClientRoute("/nope")).toBe(false);
    expect(isClientRoute("/brands/3f0c7a52-8a4e-4d7b-9f1e-2b6c1d0e9a47/edit")).toBe(true);
    expect(isClientRoute("/brands/3f0c7a52-8a4e-4d7b-9f1e-2b6c1d0e9a47/edit/x")).toBe(false);
  });
  it("reads a route's parameters and refuses malformed ones", () => {
    expect(matchRoute(ROUTES.sharedBrand, "/b/AbCdEf_-1234")).toEqual({ slug: "AbCdEf_-1234" });
    expect(matchRoute(ROUTES.brand, "/brands/not-a-uuid")).toBeNull();
    expect(isUuid("3F0C7A52-8A4E-4D7B-9F1E-2B6C1D0E9A47")).toBe(true);
    expect(isUuid("3f0c7a52-8a4e-0d7b-9f1e-2b6c1d0e9a47")).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
  it("builds links with their query, leaving out what is not given", () => {
    expect(paths.payment()).toBe("/payment");
    expect(paths.payment("x")).toBe("/payment?brand=x");
    expect(paths.home({ step: "names", brand: "new" })).toBe("/?step=names&brand=new");
    expect(paths.brandEdit("b", { logo: "l", from: "brand" })).toBe("/brands/b/edit?logo=l&from=brand");
    expect(paths.success({ sessionId: "", paymentId: "txn_1" })).toBe(
      "/success?session_id=&payment_id=txn_1",
    );
  });
});

describe("hashString", () => {
  it("is stable, 32-bit, and spreads neighbouring inputs", () => {
    expect(hashString("")).toBe(hashString(""));
    const a = hashString("seed:1");
    const b = hashString("seed:2");
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(2 ** 32);
    // Neighbours differ in many bits (the avalanche), not just the last few.
    expect((a ^ b).toString(2).replace(/0/g, "").length).toBeGreaterThan(8);
  });
});
