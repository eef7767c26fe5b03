import { describe, expect, it } from "vitest";
import { BRAND } from "@/shared/brand";
import { CATEGORIES } from "@/shared/categories";
import { PACKAGE_FEATURES, PACKAGE_NAME } from "@/shared/constants";
import { activateLocale } from "./i18n";
import {
  brandTagline,
  categoryDescription,
  categoryName,
  packageFeatures,
  packageName,
} from "./product-texts";

describe("shared product texts in the UI language", () => {
  it("are the shared constants, word for word, in English", async () => {
    await activateLocale("en");
    expect(packageName()).toBe(PACKAGE_NAME);
    expect(packageFeatures()).toEqual([...PACKAGE_FEATURES]);
    expect(brandTagline()).toBe(BRAND.tagline);
    for (const category of CATEGORIES) {
      expect(categoryName(category.id)).toBe(category.name);
      expect(categoryDescription(category.id)).toBe(category.description);
    }
  });

  it("are Indonesian once that language is active", async () => {
    await activateLocale("id");
    expect(packageName()).not.toBe(PACKAGE_NAME);
    expect(packageFeatures()).not.toEqual([...PACKAGE_FEATURES]);
    await activateLocale("en");
  });
});
