import { describe, expect, it } from "vitest";
import { clampStep, previousStep, stepNumber, stepPercent } from "./wizard-steps";

describe("wizard steps", () => {
  it("numbers category 1 to download 5 with percentages", () => {
    expect(stepNumber("category")).toBe(1);
    expect(stepNumber("logos")).toBe(4);
    expect(stepNumber("download")).toBe(5);
    expect(stepPercent("category")).toBe(20);
    expect(stepPercent("download")).toBe(100);
  });
  it("goes back one step, landing being the first", () => {
    expect(previousStep("details")).toBe("category");
    expect(previousStep("category")).toBe("landing");
    expect(previousStep("landing")).toBe("landing");
  });
  it("never restores past what the session allows", () => {
    expect(clampStep("download", "names")).toBe("names");
    expect(clampStep("details", "logos")).toBe("details");
  });
});
