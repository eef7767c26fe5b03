/**
 * Rejects as soon as the signal aborts, even if the underlying work ignores it (the Hugging Face
 * client's model lookup takes no signal; a hung socket may never end on its own).
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
    } else {
      signal.addEventListener("abort", onAbort, { once: true });
    }
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
