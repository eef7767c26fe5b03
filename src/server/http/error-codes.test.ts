import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, ERROR_MESSAGES_BY_KIND, errorMessage, isErrorCode } from "@/shared/error-codes";

const SERVER = path.join(import.meta.dirname, "..");

function sources(dir: string): Array<{ file: string; text: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return [{ file: path.relative(SERVER, full), text: fs.readFileSync(full, "utf8") }];
  });
}

/** The codes whose message is the failing field's (or route's) own, not the catalogue's. */
const OWN_MESSAGE = new Set([
  "invalid_request",
  "invalid_parameter",
  "bad_request",
  "http_error",
  "not_found",
]);
/** One refusal of the demo payment, told apart by code for support, shown alike. */
const SAME_MESSAGE = new Set(["duplicate_event", "already_fulfilled", "unknown_session"]);

/** Issue 31: the client translates errors by code, so each code means one thing and one thing only. */
describe("error codes", () => {
  const entries = [
    ...Object.entries(ERROR_MESSAGES).map(([code, message]) => ({ code, message })),
    ...Object.entries(ERROR_MESSAGES_BY_KIND).flatMap(([code, kinds]) =>
      Object.entries(kinds).map(([kind, message]) => ({ code: `${code}.${kind}`, message })),
    ),
  ];

  it("gives every distinct error its own code, and every code one message", () => {
    const shared = Object.keys(ERROR_MESSAGES).filter((code) => code in ERROR_MESSAGES_BY_KIND);
    expect(shared).toEqual([]);
    for (const { code, message } of entries) {
      expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*(?:\.[a-z]+)?$/);
      expect(message.trim().length, code).toBeGreaterThan(0);
    }
    const byMessage = new Map<string, string[]>();
    for (const { code, message } of entries)
      byMessage.set(message, [...(byMessage.get(message) ?? []), code]);
    const clashes = [...byMessage.values()].filter(
      (codes) => codes.length > 1 && !codes.every((c) => SAME_MESSAGE.has(c)),
    );
    expect(clashes).toEqual([]);
  });

  it("keeps the product's English texts", () => {
    expect(errorMessage("unauthorized")).toBe("Please sign in to continue.");
    expect(errorMessage("premium_required", "names")).toBe(
      "Name regeneration is a premium feature. Please upgrade to continue.",
    );
    expect(errorMessage("generation_limit", "logos")).toBe(
      "You've reached the maximum number of logo generations. Please upgrade to continue.",
    );
    expect(errorMessage("session_completed", "payment")).toBe(
      "This brand is already paid for and downloaded.",
    );
  });

  it("answers every error the server throws with a listed code and the catalogue's own message", () => {
    const files = sources(SERVER);
    const problems: string[] = [];
    const used = new Set<string>();
    for (const { file, text } of files) {
      // Any literal code handed to an error: new ApiError(403, "x"), badRequest("x"), errorBody("x").
      for (const m of text.matchAll(
        /(?:new ApiError\(\s*\d+,\s*|badRequest\(\s*|notFound\(\s*|invalidRequest\(\s*|errorBody\(\s*)"([a-z_]+)"/g,
      )) {
        used.add(m[1]!);
        if (!isErrorCode(m[1])) problems.push(`${file}: unknown code ${m[1]}`);
      }
      // A literal message beside a code would be a second meaning for it.
      for (const m of text.matchAll(/(?:new ApiError\(\s*\d+,\s*|errorBody\(\s*)"([a-z_]+)",\s*["`]/g)) {
        if (!OWN_MESSAGE.has(m[1]!)) problems.push(`${file}: ${m[1]} with a message of its own`);
      }
    }
    expect(problems).toEqual([]);
    // And the catalogue lists nothing the server never answers (the payment refusals come from
    // fulfilPurchase's reasons, the kinds from errorMessage).
    const listed = Object.keys(ERROR_MESSAGES).filter((c) => !SAME_MESSAGE.has(c));
    const all = files.map((f) => f.text).join("\n");
    expect(listed.filter((code) => !used.has(code) && !all.includes(`"${code}"`))).toEqual([]);
  });
});
