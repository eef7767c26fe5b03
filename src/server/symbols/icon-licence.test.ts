import { describe, expect, it } from "vitest";
import { kitNames } from "@/server/kit/kit-plan";
import { readmeText } from "@/server/kit/readme";
import type { IconSetId, LogoDesign } from "@/shared/logo-design";
import { iconPath } from "./icon-index";
import { iconCertificateNote, iconLicenceNote, iconLicenceText } from "./icon-licence";

const base: LogoDesign = {
  version: 2,
  name: "Spoke & Chain",
  tagline: null,
  layout: "horizontal",
  frame: "none",
  ornament: "none",
  typeface: "rounded",
  letterSpacing: null,
  textCase: "as-typed",
  colors: { background: "#FFFFFF", ink: "#111111", primary: "#E4572E", accent: "#29A19C" },
  symbol: { kind: "motif", id: "cup", source: "procedural", concept: "cup", licence: null },
};
const withIcon: LogoDesign = {
  ...base,
  symbol: {
    kind: "icon",
    source: "tabler",
    id: "bike",
    d: iconPath("tabler", "bike") ?? "M0 0",
    concept: "bicycle",
    licence: "MIT",
  },
};

const readme = (design: LogoDesign) =>
  readmeText({ brandName: design.name, names: kitNames(design.name), design, paths: [], built: new Date(0) });

describe("the icon set's licence in the kit", () => {
  it("names the set and its licence, and says an open icon is not exclusive", () => {
    const note = iconLicenceNote(withIcon) ?? "";
    expect(note).toContain("Tabler Icons");
    expect(note).toContain("MIT License");
    expect(note).toMatch(/not exclusive/);
    const text = readme(withIcon);
    expect(text).toMatch(/Symbol\r\n------/);
    expect(text).toContain("Tabler Icons");
    const section = text.slice(text.indexOf("Symbol\r\n"), text.indexOf("Help\r\n"));
    for (const line of section.split("\r\n")) expect(line.length).toBeLessThanOrEqual(100);
  });

  it("puts a two-line form of it on the certificate", () => {
    const note = iconCertificateNote(withIcon) ?? "";
    expect(note).toMatch(/Tabler Icons, MIT License/);
    expect(note).toMatch(/not exclusive/);
    expect(note.length).toBeLessThanOrEqual(260);
    expect(iconCertificateNote(base)).toBeNull();
  });

  /** The icon design with its symbol taken from another set. */
  const iconFrom = (source: IconSetId, id: string, licence: string): LogoDesign => ({
    ...base,
    symbol: {
      ...withIcon.symbol,
      source,
      id,
      concept: id.replace(/-/g, " "),
      licence,
    } as LogoDesign["symbol"],
  });

  it("names Lucide's ISC licence and Phosphor's MIT licence for their icons", () => {
    const lucide = iconFrom("lucide", "popcorn", "ISC");
    expect(iconLicenceNote(lucide)).toContain("Lucide");
    expect(iconLicenceNote(lucide)).toContain("ISC License");
    expect(iconLicenceText(lucide)).toMatch(/Lucide Icons and Contributors.*with or without fee/);
    expect(iconCertificateNote(lucide)).toMatch(/Lucide, ISC License/);
    const phosphor = iconFrom("phosphor", "disco-ball", "MIT");
    expect(iconLicenceText(phosphor)).toMatch(
      /Phosphor Icons: MIT License. Copyright \(c\) 2023 Phosphor Icons/,
    );
    expect(readme(phosphor)).toContain("Phosphor Icons");
  });

  it("names Fluent Emoji's and Health Icons' MIT licences with their copyright lines", () => {
    const emoji = iconFrom("fluent-emoji", "crab", "MIT");
    expect(iconLicenceNote(emoji)).toContain("Fluent Emoji High Contrast");
    expect(iconLicenceText(emoji)).toMatch(
      /Fluent Emoji High Contrast: MIT License. Copyright \(c\) Microsoft Corporation/,
    );
    expect(iconCertificateNote(emoji)).toMatch(/Fluent Emoji High Contrast, MIT License/);
    expect(readme(emoji)).toContain("Fluent Emoji");
    const health = iconFrom("healthicons", "kidneys", "MIT");
    expect(iconLicenceText(health)).toMatch(
      /Health Icons: MIT License. Copyright \(c\) 2021 Resolve to Save Lives/,
    );
    expect(readme(health)).toContain("Health Icons");
  });

  it("says nothing of icon sets for our own drawings", () => {
    expect(iconLicenceNote(base)).toBeNull();
    expect(readme(base)).not.toContain("Tabler");
  });
});
