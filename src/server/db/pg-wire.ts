import { protocol } from "@electric-sql/pglite";

/**
 * A result column: its name and type (which picks the value parser), and whether its values come
 * in binary (bytea, see BYTEA) instead of text.
 */
export type Field = { name: string; typeId: number; binary?: boolean };

/** PostgreSQL's type oid of bytea. */
export const BYTEA = 17;

export type ResultSet = {
  rows: Array<Record<string, unknown>>;
  /** Rows written so far in the response (summed over statements, as PGlite's query() does). */
  affectedRows: number;
};

export type WireResponse = {
  results: ResultSet[];
  /** The server accepted a Parse (ParseComplete). */
  parsed: boolean;
  /** What a Describe answered: the row's fields, null for no rows (NoData), undefined if none was sent. */
  described?: Field[] | null;
  error?: Error;
};

type Parsers = Record<number | string, (value: string, typeId: number) => unknown>;

const WRITE_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/**
 * Reads the backend messages of one exchange straight from the bytes PGlite produced, for the
 * handful of message types a query answer holds. PGlite's own reader builds an object per
 * message and decodes every field through a general parser; on small queries that was about
 * half the cost of a statement. Values are decoded with PGlite's type parsers, so rows are the
 * same as from its query(). `knownFields` describes the rows when no Describe was sent.
 */
export function readResponse(bytes: Buffer, parsers: Parsers, knownFields?: Field[]): WireResponse {
  const response: WireResponse = { results: [], parsed: false };
  let fields = knownFields;
  let rows: Array<Record<string, unknown>> = [];
  let affectedRows = 0;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset]!;
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    const body = offset + 5;
    switch (type) {
      case 0x31: // ParseComplete
        response.parsed = true;
        break;
      case 0x54: // RowDescription
        fields = readFields(bytes, body);
        response.described = fields;
        break;
      case 0x6e: // NoData
        response.described = null;
        break;
      case 0x44: // DataRow
        rows.push(readRow(bytes, body, fields ?? [], parsers));
        break;
      case 0x43: {
        // CommandComplete: "INSERT 0 3", "UPDATE 2", "SELECT 5", "BEGIN"...
        const tag = bytes.toString("utf8", body, end - 1);
        const space = tag.indexOf(" ");
        const command = space === -1 ? tag : tag.slice(0, space);
        const count = Number.parseInt(tag.slice(tag.lastIndexOf(" ") + 1), 10);
        if (WRITE_COMMANDS.has(command) && !Number.isNaN(count)) affectedRows += count;
        response.results.push({ rows, affectedRows });
        rows = [];
        break;
      }
      case 0x45: // ErrorResponse: PGlite's reader builds the same DatabaseError its query() throws.
        response.error ??= databaseError(bytes.subarray(offset, end));
        break;
      // Everything else (BindComplete, CloseComplete, ReadyForQuery, notices, parameter status,
      // EmptyQueryResponse) carries nothing a query result needs.
    }
    offset = end;
  }
  return response;
}

function readFields(bytes: Buffer, at: number): Field[] {
  const count = bytes.readInt16BE(at);
  const fields: Field[] = [];
  let offset = at + 2;
  for (let i = 0; i < count; i++) {
    const nameEnd = bytes.indexOf(0, offset);
    const name = bytes.toString("utf8", offset, nameEnd);
    // table oid (4), column (2), type oid (4), type size (2), type modifier (4), format (2)
    const typeId = bytes.readInt32BE(nameEnd + 7);
    fields.push(bytes.readInt16BE(nameEnd + 17) === 1 ? { name, typeId, binary: true } : { name, typeId });
    offset = nameEnd + 19;
  }
  return fields;
}

function readRow(bytes: Buffer, at: number, fields: Field[], parsers: Parsers): Record<string, unknown> {
  const count = bytes.readInt16BE(at);
  const row: Record<string, unknown> = {};
  let offset = at + 2;
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(offset);
    offset += 4;
    const field = fields[i];
    const name = field?.name ?? `?column?${i}`;
    if (length === -1) {
      row[name] = null;
      continue;
    }
    if (field?.binary) {
      // Binary bytea: the bytes themselves, copied out of the response (a plain Uint8Array, as
      // PGlite's text parser gives).
      row[name] = new Uint8Array(length);
      (row[name] as Uint8Array).set(bytes.subarray(offset, offset + length));
      offset += length;
      continue;
    }
    if (field?.typeId === BYTEA && bytes[offset] === 0x5c && bytes[offset + 1] === 0x78) {
      // Hex bytea ("\x..."), decoded in one pass: PGlite's parser makes two strings per byte.
      row[name] = new Uint8Array(Buffer.from(bytes.toString("latin1", offset + 2, offset + length), "hex"));
      offset += length;
      continue;
    }
    const text = bytes.toString("utf8", offset, offset + length);
    offset += length;
    const parse = field ? parsers[field.typeId] : undefined;
    row[name] = parse ? parse(text, field!.typeId) : text;
  }
  return row;
}

function databaseError(message: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    if (parsed instanceof Error) error = parsed;
  });
  return error ?? new Error("The embedded database reported an error it could not describe");
}
