import { afterEach, beforeEach, vi } from "vitest";

/**
 * console.error during a test is a failure unless the test expects it
 * (a test that expects one spies on console.error itself and restores it).
 */
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const seen = errors;
  console.error = original;
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `console.error was called ${seen.length} time(s) during the test: ${String(seen[0]?.[0])}`,
    );
  }
});
