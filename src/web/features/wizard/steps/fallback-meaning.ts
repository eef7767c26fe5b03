import { msg } from "@lingui/core/macro";
import { i18n } from "@/web/lib/i18n/i18n";

/** The server's text for a failed run or image (kept in English, as the server sends it). */
export const FALLBACK_MEANING_EN =
  "Sorry, the model is currently not working. Please contact us for assistance.";

const FALLBACK = msg`Sorry, the model is currently not working. Please contact us for assistance.`;

/** What a failed run says (docs/product.md#errors-and-messages), in the UI language. */
export const fallbackMeaning = () => i18n._(FALLBACK);
