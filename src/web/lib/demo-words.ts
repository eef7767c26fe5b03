import { t } from "@lingui/core/macro";

/**
 * What the screens say about the parts that run offline (docs/product.md#demo-mode). With a live
 * service the catalogue's own words are used; with its offline stand-in the words say what happens.
 */
export const NAMES_HEADING_LIVE = "Here are your AI-generated brand names";
export const NAMES_HEADING_OFFLINE = "Here are your brand names from the offline name generator";

/** The headings and notes below in the UI language (the constants are the English reference). */
export function namesHeading(offlineNames: boolean): string {
  return offlineNames
    ? t`Here are your brand names from the offline name generator`
    : t`Here are your AI-generated brand names`;
}

/** The title of the note shown before a demo run: for the customer, not the operator. */
export const DEMO_NOTE_TITLE = "You're trying the demo";

export const PADDLE_NOTE_LIVE = "Payments are processed securely by Paddle, our merchant of record.";
export const PADDLE_NOTE_DEMO = "This is a demo payment: no card is charged.";

export function demoNoteTitle(): string {
  return t`You're trying the demo`;
}

export function paymentNote(demoCheckout: boolean): string {
  return demoCheckout
    ? t`This is a demo payment: no card is charged.`
    : t`Payments are processed securely by Paddle, our merchant of record.`;
}
