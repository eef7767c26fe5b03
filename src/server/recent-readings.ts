/**
 * A reading of its key kept for the `limit` keys used most recently: `read(key, make)` answers the
 * kept value, else makes, keeps and answers it, forgetting the least recently used key beyond the
 * limit. For pure readings of text that callers ask for again (a brand's description on each run).
 */
export function recentReadings<V>(limit: number): (key: string, make: () => V) => V {
  const kept = new Map<string, V>();
  return (key, make) => {
    let value = kept.get(key);
    if (value !== undefined) kept.delete(key);
    else {
      value = make();
      if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    }
    kept.set(key, value);
    return value;
  };
}
