/** The user-facing messages that matter (docs/product.md#errors-and-messages), shared by the server's errors and the screens. */
export const MESSAGES = {
  nameLimit: "You've reached the maximum number of name generations. Please upgrade to continue.",
  logoLimit: "You've reached the maximum number of logo generations. Please upgrade to continue.",
  namePremium: "Name regeneration is a premium feature. Please upgrade to continue.",
  logoPremium: "Logo regeneration is a premium feature. Please upgrade to continue.",
  downloadPremium: "Logo download is a premium feature. Please upgrade to continue.",
  downloadUnconfirmed:
    "Please confirm the download first: after it, your logo is final and can no longer be refunded.",
  downloadFailed: "Download failed. Please try again.",
  compressedDownloadFailed: "Compressed download failed. Please try again.",
  nameGenerationFailed: "Failed to generate names. Please try again.",
  logoGenerationFailed: "Failed to generate logos. Please try again.",
} as const;
