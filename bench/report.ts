/** The printed table: one row per figure, with its target and whether it was met. */

export type Row = {
  section: string;
  metric: string;
  value: string;
  target?: string;
  /** undefined: no target; null: not measured. */
  met?: boolean | null;
  /** The 1-minute load average when the figure was measured (the machine may be shared). */
  load?: number;
};

export type Target = {
  metric: string;
  value: string;
  target: string;
  met: boolean | null;
  loadAverage?: number;
};

/** Rows without a load average get `load` (the load when they were measured). */
export function withLoad(rows: Row[], load: number | undefined): Row[] {
  for (const r of rows) r.load ??= load;
  return rows;
}

export function fmt(value: number | undefined, digits = 1, unit = ""): string {
  if (value === undefined || !Number.isFinite(value)) return "n/a";
  return `${value.toFixed(digits)}${unit}`;
}

export function kb(bytes: number | undefined): string {
  return fmt(bytes === undefined ? undefined : bytes / 1024, 1, " KB");
}

export function check(ok: boolean | undefined | null): boolean | null {
  return ok === undefined || ok === null ? null : ok;
}

export function renderTable(rows: Row[]): string {
  const headers = ["Metric", "Value", "Target", "", "Load"];
  const cells = rows.map((r) => [
    r.metric,
    r.value,
    r.target ?? "",
    r.target === undefined ? "" : r.met === true ? "met" : r.met === false ? "NOT MET" : "n/a",
    r.load === undefined ? "" : r.load.toFixed(1),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  const out: string[] = [line(headers), rule];
  let section = "";
  rows.forEach((r, i) => {
    if (r.section !== section) {
      section = r.section;
      out.push(`[${section}]`);
    }
    out.push(line(cells[i]!));
  });
  return out.join("\n");
}

export function targetsOf(rows: Row[]): Target[] {
  return rows
    .filter((r) => r.target !== undefined)
    .map((r) => ({
      metric: `${r.section}: ${r.metric}`,
      value: r.value,
      target: r.target!,
      met: r.met ?? null,
      ...(r.load === undefined ? {} : { loadAverage: Math.round(r.load * 100) / 100 }),
    }));
}
