import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/web/lib/i18n/i18n";
import { BriefPanel } from "../brief/brief-panel";
import { CategoryStep } from "./category-step";
import { DetailsStep } from "./details-step";
import { EMPTY_DRAFT } from "./name-draft";

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

  it("the brief's heading and tone words are in Indonesian (its generated words stay as read)", () => {
    render(
      <BriefPanel
        brief={{
          version: 1,
          language: "id",
          source: "offline",
          business: "a coffee shop",
          offerings: ["coffee bean"],
          audience: [],
          place: null,
          tone: ["warm", "playful"],
          concepts: ["coffee bean"],
          avoid: [],
          notes: ["nothing-drawable"],
        }}
        save={async () => undefined}
      />,
    );
    expect(screen.getByText("Kami membacanya sebagai:")).toBeTruthy();
    expect(screen.getByTestId("brief-line").textContent).toBe("a coffee shop · coffee bean · hangat, ceria");
    expect(screen.getByRole("button", { name: "Koreksi" })).toBeTruthy();
    expect(screen.getByText(/^Deskripsi Anda tidak menyebut hal yang bisa kami gambar/)).toBeTruthy();
  });
});
