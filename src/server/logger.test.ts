import { afterEach, describe, expect, it, vi } from "vitest";
import { batchedLines } from "./logger";

describe("batchedLines", () => {
  afterEach(() => vi.useRealTimers());

  const sink = () => {
    const writes: string[] = [];
    return { writes, stream: { write: (chunk: string) => void writes.push(chunk) } };
  };

  it("writes lines together once they fill a batch", () => {
    const { writes, stream } = sink();
    const lines = batchedLines(stream, { maxChars: 20, maxDelayMs: 60_000 });
    lines.write("0123456789\n");
    expect(writes).toEqual([]);
    lines.write("abcdefghij\n");
    expect(writes).toEqual(["0123456789\nabcdefghij\n"]);
  });

  it("writes a partial batch after the delay", () => {
    vi.useFakeTimers();
    const { writes, stream } = sink();
    const lines = batchedLines(stream, { maxChars: 8192, maxDelayMs: 100 });
    lines.write("one\n");
    lines.write("two\n");
    vi.advanceTimersByTime(99);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(["one\ntwo\n"]);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(1);
  });

  it("writes what it holds when the process exits", () => {
    const { writes, stream } = sink();
    const lines = batchedLines(stream, { maxChars: 8192, maxDelayMs: 60_000 });
    lines.write("last\n");
    // The first exit listener is ours (prepended): it runs before pino's flushes the destination.
    const [first] = process.listeners("exit");
    (first as (code: number) => void)(0);
    expect(writes).toEqual(["last\n"]);
  });
});
