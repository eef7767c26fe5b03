import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/web/lib/i18n/i18n";
import { CategoryStep } from "./category-step";
import { DetailsStep } from "./details-step";
import { EMPTY_DRAFT } from "./name-controls";

describe("the wizard in Bahasa Indonesia (issue 31)", () => {
  beforeEach(async () => {
    await activateLocale("id");
  });
  afterEach(async () => {
    await activateLocale("en");
  });

  it("step 1 shows the question and the categories in Indonesian", () => {
    render(<CategoryStep value={null} onSelect={() => undefined} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Anda membuat brand untuk bisnis apa?",
    );
    expect(screen.getByRole("radio", { name: /Makanan & Minuman/ })).toBeTruthy();
    expect(screen.getByText("Tenang, Anda bisa mengubahnya nanti.")).toBeTruthy();
  });

  it("step 2 counts characters with Indonesian plural text and names the package in Indonesian", () => {
    render(
      <MemoryRouter>
        <DetailsStep
          category="food-beverage"
          initial="Kafe kecil di Bandung"
          busy={false}
          onSubmit={() => undefined}
          onDraft={() => undefined}
          onChangeCategory={() => undefined}
          controls={EMPTY_DRAFT}
          onControls={() => undefined}
          keptNames={{ brandId: "b1", count: 3, usage: { plan: "trial", count: 1, limit: 1 } }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("Kurang 29 karakter lagi")).toBeTruthy();
    expect(screen.getByLabelText("Deskripsi Bisnis").getAttribute("placeholder")).toMatch(
      /^mis\. Kafe kecil/,
    );
    expect(screen.getByRole("note").textContent).toContain("Paket Brand Lengkap ($24.99)");
    expect(screen.getByRole("button", { name: "Simpan dan lihat nama Anda" })).toBeTruthy();
  });
});
