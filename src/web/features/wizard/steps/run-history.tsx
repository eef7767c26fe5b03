import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import type { RunGroup } from "./run-groups";

/**
 * One group of choice cards under its legend; the legend is read by screen readers only when the
 * group is the only one on the step.
 */
export function ChoiceGroup(props: {
  legend: ReactNode;
  visible: boolean;
  grid: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend
        className={props.visible ? "font-semibold text-slate-900 text-sm uppercase tracking-wide" : "sr-only"}
      >
        {props.legend}
      </legend>
      <div className={cn("grid", props.grid)}>{props.children}</div>
    </fieldset>
  );
}

/** Earlier runs folded away under one summary; open when the current choice is among them. */
export function EarlierRuns<T>(props: {
  title: string;
  runs: Array<RunGroup<T>>;
  open: boolean;
  grid: string;
  runLabel: (run: number) => string;
  render: (item: T) => ReactNode;
}) {
  const count = props.runs.reduce((n, r) => n + r.items.length, 0);
  return (
    <details
      open={props.open || undefined}
      className="group rounded-2xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold text-slate-900">
        {props.title} ({count})
        <ChevronDown className="size-5 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="mt-4 space-y-5">
        {props.runs.map((group) => (
          <fieldset key={group.run} className="min-w-0 space-y-3">
            <legend className="text-slate-600 text-sm">{props.runLabel(group.run)}</legend>
            <div className={cn("grid", props.grid)}>{group.items.map(props.render)}</div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
