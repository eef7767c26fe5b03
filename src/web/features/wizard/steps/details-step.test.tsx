import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DetailsStep } from "./details-step";
import { keptNamesNote } from "./kept-names";
import { EMPTY_DRAFT } from "./name-draft";

const DESCRIPTION = "A small bakery in Bandung selling sourdough, pandan rolls and coffee to office workers.";

function renderStep(keptNames: Parameters<typeof DetailsStep>[0]["keptNames"]) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <DetailsStep
        category="food-beverage"
        initial={DESCRIPTION}
        busy={false}
        onSubmit={onSubmit}
        onDraft={() => undefined}
        onChangeCategory={() => undefined}
        controls={EMPTY_DRAFT}
        onControls={() => undefined}
        keptNames={keptNames}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe("step 2 after a name run", () => {
  it("says the names stay until a new run and that the trial's run is used, with the package one click away", () => {
    const onSubmit = renderStep({ brandId: "b1", count: 3, usage: { plan: "trial", count: 1, limit: 1 } });
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("Your 3 names stay as they are");
    expect(note.textContent).toContain("a new run needs the Complete Brand Package ($24.99)");
    expect(screen.getByRole("link", { name: "See the $24.99 package" }).getAttribute("href")).toBe(
      "/payment?brand=b1",
    );
    // The button says what it does: it saves, it does not generate.
    fireEvent.click(screen.getByRole("button", { name: "Save and see your names" }));
    expect(onSubmit).toHaveBeenCalledWith(DESCRIPTION);
  });

  it("counts a package's runs left, and says when none are", () => {
    expect(
      keptNamesNote({ brandId: "b1", count: 1, usage: { plan: "premium", count: 2, limit: 5 } }),
    ).toEqual({
      kept: expect.stringContaining("Your name stays as it is"),
      next: "A new run counts as 1 of your 3 left.",
      needsPackage: false,
    });
    expect(
      keptNamesNote({ brandId: "b1", count: 3, usage: { plan: "premium", count: 5, limit: 5 } }).next,
    ).toBe("This brand's name runs are used, so no new run can be made.");
  });

  it("keeps the spec's button and says nothing before the first run", () => {
    renderStep(null);
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByRole("button", { name: "Generate Brand Names" })).toBeTruthy();
  });
});
