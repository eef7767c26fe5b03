/**
 * Byte arrays in a worker message: results are transferred (not copied) when they own their whole
 * ArrayBuffer (a slice of Node's shared small-buffer pool must be copied, or transferring it would
 * detach its neighbours), and arrive as Uint8Array, which revive() turns back into Buffers.
 */
export function transferablesOf(value: unknown, found: ArrayBuffer[] = []): ArrayBuffer[] {
  if (value instanceof Uint8Array) {
    const buffer = value.buffer;
    if (buffer instanceof ArrayBuffer && value.byteOffset === 0 && value.byteLength === buffer.byteLength) {
      if (!found.includes(buffer)) found.push(buffer);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) transferablesOf(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) transferablesOf(item, found);
  }
  return found;
}

/** Structured clone turns a Buffer into a plain Uint8Array: give callers Buffers back. */
export function revive<T>(value: T): T {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  }
  if (Array.isArray(value)) return value.map(revive) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)])) as T;
  }
  return value;
}
