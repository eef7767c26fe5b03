/**
 * A JavaScript value as a PostgreSQL parameter whose type the server infers, the way
 * node-postgres sends them, so one query behaves alike on PGlite and on a PostgreSQL server:
 * bytes stay binary, dates are ISO 8601 instants, arrays become array literals, other objects
 * JSON, everything else its string form.
 */
export function toPostgresText(value: unknown): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof Date) return isoInstant(value);
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function isoInstant(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new TypeError("An invalid Date cannot be sent to the database");
  return date.toISOString();
}

function arrayLiteral(items: readonly unknown[]): string {
  const elements = items.map((item) => {
    if (item === null || item === undefined) return "NULL";
    if (Array.isArray(item)) return arrayLiteral(item);
    if (ArrayBuffer.isView(item)) {
      const bytes = Buffer.from(item.buffer, item.byteOffset, item.byteLength);
      return `"\\\\x${bytes.toString("hex")}"`;
    }
    const text = toPostgresText(item) as string;
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${elements.join(",")}}`;
}
