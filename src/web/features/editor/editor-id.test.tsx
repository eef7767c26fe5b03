import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inIndonesian } from "@/test/in-indonesian";
import { i18n } from "@/web/lib/i18n/i18n";
import { DiscardEditsDialog } from "./discard-edits-dialog";
import { CASE_LABELS, LAYOUT_LABELS, TYPEFACE_LABELS } from "./editor-labels";

/** The logo editor's texts in Bahasa Indonesia (issue 31). */
inIndonesian();

describe("the editor in Indonesian", () => {
  it("asks before discarding edits, keeping on editing as the default", () => {
    render(<DiscardEditsDialog open onKeep={() => {}} onDiscard={() => {}} />);
    expect(screen.getByText("Buang perubahan Anda?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lanjut mengedit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Buang perubahan" })).toBeInTheDocument();
  });

  it("names the layouts, typefaces and cases in Indonesian", () => {
    expect(LAYOUT_LABELS.horizontal && i18n._(LAYOUT_LABELS.horizontal)).toBe("Simbol di kiri");
    expect(i18n._(TYPEFACE_LABELS["serif-italic"])).toBe("Serif miring");
    expect(i18n._(CASE_LABELS.upper)).toBe("KAPITAL");
  });
});
