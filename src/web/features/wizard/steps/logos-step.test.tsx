import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SessionView } from "../api/brand-api";
import { SymbolNote } from "./logos-step";
import { nothingDrawn } from "./nothing-drawn";

type Logo = SessionView["logos"][number];

const logo = (symbol: Logo["symbol"]): Logo => ({
  id: "l1",
  url: "/api/logos/l1/preview",
  run: 1,
  name: "Spoke & Chain",
  isSelected: false,
  isDownloaded: false,
  isFavourite: false,
  parentId: null,
  originId: "l1",
  version: 1,
  symbol,
});

describe("logo step: where a symbol comes from", () => {
  it("says beside an open icon that it is the set's, under its licence, and not exclusive", () => {
    render(
      <SymbolNote logo={logo({ kind: "icon", source: "tabler", concept: "bicycle", licence: "MIT" })} />,
    );
    expect(screen.getByText(/open icon from Tabler Icons \(MIT licence\)/)).toBeTruthy();
    expect(screen.getByText(/not exclusive/)).toBeTruthy();
  });

  it("names the sets that only fill gaps too", () => {
    render(
      <SymbolNote logo={logo({ kind: "icon", source: "fluent-emoji", concept: "crab", licence: "MIT" })} />,
    );
    expect(screen.getByText(/open icon from Fluent Emoji High Contrast \(MIT licence\)/)).toBeTruthy();
  });

  it("says nothing for our own drawings", () => {
    const { container } = render(
      <SymbolNote logo={logo({ kind: "motif", source: "procedural", concept: "cup", licence: null })} />,
    );
    expect(container.textContent).toBe("");
  });

  it("knows when a run drew nothing because the brief had nothing drawable", () => {
    const letters = logo({ kind: "monogram", source: "monogram", concept: null, licence: null });
    const abstract = logo({ kind: "abstract", source: "abstract", concept: null, licence: null });
    const icon = logo({ kind: "icon", source: "tabler", concept: "bicycle", licence: "MIT" });
    expect(nothingDrawn([letters, abstract])).toBe(true);
    expect(nothingDrawn([letters, icon])).toBe(false);
    expect(nothingDrawn([])).toBe(false);
  });
});
