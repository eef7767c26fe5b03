import { MESSAGES } from "./messages";

/**
 * Every error the API answers with, by its stable code (`{ error: { code, message } }`), with the
 * English message the server sends (issue 31: the client translates by code, so a code never
 * changes meaning and two different errors never share one). English is the reference: these
 * are the product's exact texts (docs/product.md#errors-and-messages).
 */
export const ERROR_MESSAGES = {
  // Requests. The first three carry the failing field's own message (and `details`); the text
  // here is what a client shows when it does not translate field messages.
  invalid_request: "The request is not valid.",
  invalid_parameter: "A part of the address is not valid.",
  bad_request: "The request could not be read.",
  invalid_json: "The request body is not valid JSON.",
  invalid_body: "The request body must be a JSON object.",
  http_error: "Request failed.",
  payload_too_large: "The request body is too large.",
  cross_origin: "Cross-origin requests are not allowed.",
  /** An address with no API route (the message names the method and path). */
  not_found: "Not found.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  service_unavailable: "The service is briefly unavailable. Please try again.",
  internal_error: "Something went wrong on our side. Please try again.",

  // The account.
  unauthorized: "Please sign in to continue.",
  account_deleted: "This account no longer exists.",
  confirmation_mismatch: "Type your e-mail address exactly to confirm.",
  invalid_locale: "Choose a language: en (English) or id (Bahasa Indonesia).",

  // Brands and their steps.
  brand_not_found: "That brand session does not exist.",
  invalid_cursor: "That page of brands does not exist.",
  details_missing: "Choose a category and describe the business first.",
  brief_details_missing: "Describe the business before correcting how we read it.",
  brand_finished: "A finished brand is kept with its downloads.",
  brand_paid: "A paid brand is kept with its purchase and receipts.",
  unknown_name: "Choose one of the names suggested for this brand.",
  name_missing: "Choose a brand name first.",
  name_not_in_brand: "That name does not belong to this brand.",
  logo_not_in_brand: "That logo does not belong to this brand.",
  logo_not_found: "That logo does not exist.",
  logo_name_mismatch:
    "That logo was made for another name. Choose that name again, or make logos for this one.",
  no_logo_selected: "Choose a logo first.",
  not_editable: "This logo was made before editing existed. Make a new one to edit.",
  no_composition: "This logo was made before mock-ups existed. Make a new one to see them.",
  brand_gone: "This brand no longer exists.",
  logo_versions_missing: "This logo has no colour versions to preview.",
  symbol_not_allowed: "That symbol is not one of this logo's alternatives.",
  symbol_of_other_logo: "That symbol belongs to another logo.",
  symbol_too_many_colours: "This symbol has too many colours to recolour.",
  symbol_colour_whole: "Each colour of the symbol changes as a whole.",

  // Downloads and purchases.
  download_unconfirmed: MESSAGES.downloadUnconfirmed,
  purchase_refunded:
    "This brand's purchase was refunded: its files and licence certificate are no longer available.",
  purchase_charged_back:
    "This brand's payment was charged back: its files and licence certificate are no longer available.",
  demo_checkout_unavailable: "The demo checkout is not available on this server.",
  /** The demo payment's refusals (a repeated event, a brand already bought, a brand gone). */
  duplicate_event: "The demo payment could not be completed.",
  already_fulfilled: "The demo payment could not be completed.",
  unknown_session: "The demo payment could not be completed.",
  receipt_no_invoice: "This receipt has no Paddle invoice.",
  refund_no_purchase: "This brand has no purchase to refund.",
  refund_after_download: "A refund is only possible while nothing has been downloaded.",
  refund_window_passed: "A refund is only possible within 14 days of the purchase.",
  refund_service_unavailable: "Refunds cannot be asked for right now. Please contact support.",
  refund_failed: "The refund could not be requested right now. Please try again, or contact support.",

  // Public share pages.
  share_not_found: "This brand page is not shared.",
  share_no_logo: "This brand has no logo yet.",
  share_name_missing: "Choose a name before sharing this brand.",

  // Webhooks.
  paddle_not_configured: "Paddle is not configured on this server.",
  invalid_webhook: "The webhook could not be verified.",
} as const;

/**
 * Codes whose message depends on what was asked for, which the client always knows (it made
 * the request): names or logos, a regeneration or a download. Kept as one code each because the
 * screens act on the code (an upgrade offer, a finished brand), whatever was asked.
 */
export const ERROR_MESSAGES_BY_KIND = {
  generation_limit: { names: MESSAGES.nameLimit, logos: MESSAGES.logoLimit },
  premium_required: {
    names: MESSAGES.namePremium,
    logos: MESSAGES.logoPremium,
    download: MESSAGES.downloadPremium,
  },
  generation_failed: { names: MESSAGES.nameGenerationFailed, logos: MESSAGES.logoGenerationFailed },
  session_completed: {
    brand: "This brand is already completed.",
    payment: "This brand is already paid for and downloaded.",
  },
} as const;

export type SingleErrorCode = keyof typeof ERROR_MESSAGES;
export type KindErrorCode = keyof typeof ERROR_MESSAGES_BY_KIND;
export type ErrorCode = SingleErrorCode | KindErrorCode;
export type ErrorKind<C extends KindErrorCode> = keyof (typeof ERROR_MESSAGES_BY_KIND)[C];

/** The English message of a code (and, for the codes that have them, of what was asked for). */
export function errorMessage(code: SingleErrorCode): string;
export function errorMessage<C extends KindErrorCode>(code: C, kind: ErrorKind<C>): string;
export function errorMessage(code: ErrorCode, kind?: PropertyKey): string {
  if (code in ERROR_MESSAGES) return ERROR_MESSAGES[code as SingleErrorCode];
  const byKind = ERROR_MESSAGES_BY_KIND[code as KindErrorCode] as Record<PropertyKey, string>;
  return byKind[kind ?? ""] ?? (Object.values(byKind)[0] as string);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (value in ERROR_MESSAGES || value in ERROR_MESSAGES_BY_KIND);
}
