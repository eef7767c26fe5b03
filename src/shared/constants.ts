/** Business constants: docs/product.md#limits-and-constants and #free-trial-and-quotas. */

export const PRICE_USD = 24.99;
export const PRICE_LABEL = "$24.99";
export const CURRENCY = "USD";
/**
 * The Paddle price's tax mode: tax is added at checkout where it applies (the price excludes it).
 * Every price mention says so (docs/product.md#what-the-product-is).
 */
export const PRICE_TAX_NOTE = "plus tax where it applies";

/** Counted per user in user_trials; reset to 0 when a purchase is fulfilled (docs/product.md#free-trial-and-quotas). */
export const MAX_NAME_GENERATIONS = 5;
export const MAX_LOGO_GENERATIONS = 3;
/** Without an active premium session: one name run and one logo run in total (the free trial). */
export const TRIAL_NAME_GENERATIONS = 1;
export const TRIAL_LOGO_GENERATIONS = 1;

export const NAMES_PER_RUN = 3;
export const LOGOS_PER_RUN = 2;
export const NAME_TEMPERATURE = 0.7;

export const LOGO_SIZE = 1024;
export const LOGO_PREVIEW_MAX = 512;
export const LOGO_INFERENCE_STEPS = 30;
export const LOGO_GUIDANCE_SCALE = 7.5;
export const JPEG_QUALITY = 0.8;

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 500;

export const WIZARD_STEPS = 5;
export const NAV_SCROLL_THRESHOLD_PX = 50;
export const CATEGORY_SELECT_DELAY_MS = 150;
export const LOGO_SELECT_DELAY_MS = 300;
export const REVEAL_OFFSETS_PX = [100, 150] as const;
export const LOADING_MESSAGE_INTERVAL_MS = 2000;
export const LOGO_COUNTDOWN_SECONDS = 30;
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 10;
export const POST_PAYMENT_REDIRECT_MS = 3000;
export const AUTH_FAILURE_REDIRECT_MS = 3000;
export const CHECKOUT_FRAME_MIN_WIDTH_PX = 312;

export const REFUND_WINDOW_DAYS = 14;
export const MINIMUM_AGE = 18;
export const SESSION_RETENTION_DAYS = 365;

export const LOGO_LOADING_MESSAGES = [
  "Creating your unique logo...",
  "Designing with your brand in mind...",
  "Crafting the perfect visual identity...",
  "Adding the finishing touches...",
  "Your logo is almost ready...",
] as const;

/** What the one package contains (docs/product.md#what-the-product-is); every screen that sells it lists these. */
export const PACKAGE_NAME = "Complete Brand Package";
export const PACKAGE_FEATURES = [
  "One brand: your chosen name plus one logo design",
  `Up to ${MAX_NAME_GENERATIONS} name generations and ${MAX_LOGO_GENERATIONS} logo generations while you build it`,
  "Full-resolution 1024 × 1024 PNG plus a compressed JPEG",
  "The brand kit: vector SVG and PDF logo files in four colour versions, favicons, social media images, brand guidelines and a licence certificate",
  "Commercial usage rights for your logo",
  "Multiple options to choose from in every run",
] as const;
