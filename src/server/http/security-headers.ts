import type { MiddlewareHandler } from "hono";
import type { Config } from "../env";

/**
 * Security headers on every response (docs/decisions/005). Scripts come only from our origin
 * (plus Paddle.js in live mode); styles also allow inline because the toaster injects a style
 * element and React sets style attributes (widths of progress bars), which carry no script.
 */
export function buildContentSecurityPolicy(config: Pick<Config, "paddle" | "google">): string {
  const paddle = Boolean(config.paddle);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(paddle ? ["https://cdn.paddle.com"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      // Google profile pictures are served from lh3…lh6 and other googleusercontent.com hosts.
      ...(config.google ? ["https://*.googleusercontent.com"] : []),
      ...(paddle ? ["https://*.paddle.com"] : []),
    ],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(paddle ? ["https://*.paddle.com"] : [])],
    "frame-src": paddle ? ["https://*.paddle.com"] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(config: Pick<Config, "paddle" | "google" | "appUrl">): MiddlewareHandler {
  const csp = buildContentSecurityPolicy(config);
  const https = config.appUrl.startsWith("https://");
  const payment = config.paddle
    ? 'payment=(self "https://buy.paddle.com" "https://sandbox-buy.paddle.com")'
    : "payment=()";
  const permissions = [
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "usb=()",
    "browsing-topics=()",
    payment,
  ].join(", ");
  return async (c, next) => {
    await next();
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", permissions);
    c.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (https) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
