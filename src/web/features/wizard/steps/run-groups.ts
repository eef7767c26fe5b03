export type RunGroup<T> = { run: number; items: T[] };

/** Newest run first; favourites from any run on top (My brands, point 2). */
export function groupByRun<T extends { run: number; isFavourite: boolean }>(items: T[]) {
  const favourites = items.filter((i) => i.isFavourite);
  const rest = items.filter((i) => !i.isFavourite);
  const runs = [...new Set(rest.map((i) => i.run))].sort((a, b) => b - a);
  const [latest, ...earlier]: Array<RunGroup<T> | undefined> = runs.map((run) => ({
    run,
    items: rest.filter((i) => i.run === run),
  }));
  return { favourites, latest, earlier: earlier as Array<RunGroup<T>> };
}
