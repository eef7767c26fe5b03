import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contrastGrade, contrastRatio } from "@/shared/contrast";
import { LOGO_DESIGN_VERSION, type LogoDesign } from "@/shared/logo-design";
import { useDesignHistory } from "./use-design-history";

const START: LogoDesign = {
  version: LOGO_DESIGN_VERSION,
  name: "Northbean",
  tagline: null,
  layout: "stacked",
  frame: "none",
  ornament: "none",
  typeface: "serif-bold",
  letterSpacing: null,
  textCase: "as-typed",
  colors: { background: "#FFFFFF", ink: "#111111", primary: "#6B4430", accent: "#C28A55" },
  symbol: { kind: "motif", id: "cup" },
};

describe("the editor's history", () => {
  it("undoes and redoes discrete choices one at a time", () => {
    const { result } = renderHook(() => useDesignHistory(START));
    act(() => result.current.change((d) => ({ ...d, layout: "emblem" }), "layout"));
    act(() => result.current.change((d) => ({ ...d, layout: "horizontal" }), "layout"));
    expect(result.current.design.layout).toBe("horizontal");
    act(() => result.current.undo());
    expect(result.current.design.layout).toBe("emblem");
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.redo());
    expect(result.current.design.layout).toBe("horizontal");
  });

  it("makes a run of typing one step, and a pause starts another", () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useDesignHistory(START));
      for (const name of ["Northbea", "Northbeam", "Northbeams"])
        act(() => result.current.change((d) => ({ ...d, name }), "name", true));
      vi.advanceTimersByTime(2000);
      act(() => result.current.change((d) => ({ ...d, name: "Northbeamz" }), "name", true));
      act(() => result.current.undo());
      expect(result.current.design.name).toBe("Northbeams");
      act(() => result.current.undo());
      expect(result.current.design.name).toBe("Northbean");
      expect(result.current.canUndo).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("resets to the opened design as an undoable step, and ignores changes that change nothing", () => {
    const { result } = renderHook(() => useDesignHistory(START));
    act(() => result.current.change((d) => ({ ...d, typeface: "grotesk" }), "typeface"));
    act(() => result.current.change((d) => d, "typeface"));
    expect(result.current.changed).toBe(true);
    act(() => result.current.reset());
    expect(result.current.design).toEqual(START);
    expect(result.current.changed).toBe(false);
    act(() => result.current.undo());
    expect(result.current.design.typeface).toBe("grotesk");
  });
});

describe("the contrast check", () => {
  it("grades text colours as WCAG does", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrastGrade(contrastRatio("#111111", "#FFFFFF"))).toBe("AAA");
    expect(contrastGrade(4.6)).toBe("AA");
    expect(contrastGrade(contrastRatio("#777777", "#FFFFFF"))).toBe("AA large");
    expect(contrastGrade(contrastRatio("#CCCCCC", "#FFFFFF"))).toBe("fail");
  });
});
