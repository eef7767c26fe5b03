import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MESSAGES } from "@/shared/messages";
import { ApiRequestError } from "@/web/lib/api";
import { i18n } from "./i18n";

/**
 * The server keeps stable error codes and English messages; the screens translate (issue 31).
 * The shared messages (src/shared/messages.ts) have their catalogue entries here, keyed like
 * MESSAGES, so a screen that shows one writes `sharedMessage("downloadFailed")`.
 */
const SHARED: Record<keyof typeof MESSAGES, MessageDescriptor> = {
  nameLimit: msg`You've reached the maximum number of name generations. Please upgrade to continue.`,
  logoLimit: msg`You've reached the maximum number of logo generations. Please upgrade to continue.`,
  namePremium: msg`Name regeneration is a premium feature. Please upgrade to continue.`,
  logoPremium: msg`Logo regeneration is a premium feature. Please upgrade to continue.`,
  downloadPremium: msg`Logo download is a premium feature. Please upgrade to continue.`,
  downloadUnconfirmed: msg`Please confirm the download first: after it, your logo is final and can no longer be refunded.`,
  downloadFailed: msg`Download failed. Please try again.`,
  compressedDownloadFailed: msg`Compressed download failed. Please try again.`,
  nameGenerationFailed: msg`Failed to generate names. Please try again.`,
  logoGenerationFailed: msg`Failed to generate logos. Please try again.`,
};

export function sharedMessage(key: keyof typeof MESSAGES): string {
  return i18n._(SHARED[key]);
}

/** Codes whose every message means the same thing to the person reading it. */
const BY_CODE: Record<string, MessageDescriptor> = {
  unauthorized: msg`Please sign in to continue.`,
  account_deleted: msg`This account no longer exists.`,
  invalid_json: msg`Something went wrong. Please try again.`,
  invalid_request: msg`Something went wrong. Please try again.`,
  internal_error: msg`Something went wrong. Please try again.`,
  payload_too_large: msg`The request body is too large.`,
  rate_limited: msg`Too many requests. Please wait a moment and try again.`,
  name_missing: msg`Choose a brand name first.`,
  unknown_name: msg`Choose one of the names suggested for this brand.`,
  no_logo_selected: msg`Choose a logo first.`,
  details_missing: msg`Choose a category and describe the business first.`,
  confirmation_mismatch: msg`Type your e-mail address exactly to confirm.`,
  invalid_cursor: msg`That page of brands does not exist.`,
  brand_finished: msg`A finished brand is kept with its downloads.`,
  brand_paid: msg`A paid brand is kept with its purchase and receipts.`,
  refund_unavailable: msg`This brand has no purchase to refund.`,
  session_completed: msg`This brand is already completed.`,
  download_unconfirmed: SHARED.downloadUnconfirmed,
};

/** Exact server messages under a code that has several (not_found, premium_required, ...). */
const BY_MESSAGE: Record<string, MessageDescriptor> = {
  ...Object.fromEntries(
    (Object.keys(SHARED) as Array<keyof typeof MESSAGES>).map((key) => [MESSAGES[key], SHARED[key]]),
  ),
  "This brand no longer exists.": msg`This brand no longer exists.`,
  "That logo does not belong to this brand.": msg`That logo does not belong to this brand.`,
  "This brand is already paid for and downloaded.": msg`This brand is already paid for and downloaded.`,
  "Describe the business before correcting how we read it.": msg`Describe the business before correcting how we read it.`,
  "Choose a name before sharing this brand.": msg`Choose a name before sharing this brand.`,
  "The demo payment could not be completed.": msg`The demo payment could not be completed.`,
};

/**
 * The text to show for an API error in the UI language: a known message or code from the
 * catalogue, else the server's own (English) message, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestError) {
    const known = BY_MESSAGE[error.message] ?? BY_CODE[error.code];
    if (known) return i18n._(known);
    if (error.message && !/^Request failed \(\d+\)$/.test(error.message)) return error.message;
  }
  return fallback ?? i18n._(msg`Something went wrong. Please try again.`);
}
