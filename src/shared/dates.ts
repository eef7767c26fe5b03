/**
 * Dates as the product writes them everywhere (docs/product.md#languages): day, month in words, year,
 * "24 November 2026", which no reader can take for another day. In UTC, so a date reads the same
 * on the server, in a PDF and in any browser.
 */
const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDay(date: Date | string): string {
  return DAY_FORMAT.format(typeof date === "string" ? new Date(date) : date);
}
