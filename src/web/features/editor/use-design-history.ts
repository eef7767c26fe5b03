import { useCallback, useState } from "react";
import type { LogoDesign } from "@/shared/logo-design";

type History = {
  past: LogoDesign[];
  present: LogoDesign;
  future: LogoDesign[];
  /** The control that made the last step, and when: a run of changes from one control is one step. */
  group: string | null;
  at: number;
};

/** Changes from one continuous control within this many ms of each other undo together. */
const MERGE_MS = 1000;
const LIMIT = 100;

/** The design being edited with undo, redo and reset to where the editor started. */
export function useDesignHistory(initial: LogoDesign) {
  const [history, setHistory] = useState<History>({
    past: [],
    present: initial,
    future: [],
    group: null,
    at: 0,
  });

  /**
   * `continuous` marks a control that changes in small steps (typing, a slider, a colour picker):
   * its run of changes is one undo step. A discrete choice (a layout, a typeface) is always its own.
   */
  const change = useCallback(
    (update: (design: LogoDesign) => LogoDesign, group: string, continuous = false) => {
      setHistory((h) => {
        const next = update(h.present);
        if (JSON.stringify(next) === JSON.stringify(h.present)) return h;
        const now = Date.now();
        const merge = continuous && group === h.group && now - h.at < MERGE_MS && h.past.length > 0;
        return {
          past: merge ? h.past : [...h.past, h.present].slice(-LIMIT),
          present: next,
          future: [],
          group,
          at: now,
        };
      });
    },
    [],
  );

  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.past.at(-1);
      if (!previous) return h;
      return {
        past: h.past.slice(0, -1),
        present: previous,
        future: [h.present, ...h.future],
        group: null,
        at: 0,
      };
    });
  }, []);

  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      if (!next) return h;
      return { past: [...h.past, h.present], present: next, future: rest, group: null, at: 0 };
    });
  }, []);

  /** Back to the design the editor opened with, as one more undoable step. */
  const reset = useCallback(() => change(() => initial, "reset"), [change, initial]);

  return {
    design: history.present,
    change,
    undo,
    redo,
    reset,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    changed: JSON.stringify(history.present) !== JSON.stringify(initial),
  };
}
