import { describe, expect, it } from "vitest";
import { brandDestination } from "./brand-destination";

describe("after paying (/logos)", () => {
  it("lands on step 5 when a logo is chosen, else on the step the brand needs", () => {
    expect(brandDestination({ id: "b1", isCompleted: false, step: "download" })).toBe(
      "/?step=download&brand=b1",
    );
    expect(brandDestination({ id: "b1", isCompleted: false, step: "logos" })).toBe("/?step=logos&brand=b1");
    expect(brandDestination({ id: "b1", isCompleted: false, step: "names" })).toBe("/?step=names&brand=b1");
    expect(brandDestination({ id: "b1", isCompleted: true, step: "download" })).toBe("/brands/b1");
    expect(brandDestination(null)).toBe("/?step=category");
  });
});
