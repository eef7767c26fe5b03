import type { MiddlewareHandler } from "hono";
import type { Config } from "@/server/env";
import { addToOwnResponse } from "./response-headers";

/**
 * Security headers on every response (docs/decisions/005); built scripts and styles get only the
 * ones that apply to them. Scripts come only from our origin
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

/** Hashed scripts and styles from the build (`/assets/<name>-<hash>.js`). */
const BUILT_CODE = /^\/assets\/[\w.-]+\.(?:js|css)$/;

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
  const headers: ReadonlyArray<readonly [string, string]> = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissions],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ...(https ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const] : []),
  ];
  // Built scripts and styles are never documents, so the document policies (CSP, framing,
  // referrer, permissions, opener) mean nothing on them; each would add ~0.6 KB to every one of
  // the landing page's script requests. They keep nosniff (and HSTS over https).
  const lean = headers.filter(
    ([name]) => name === "X-Content-Type-Options" || name === "Strict-Transport-Security",
  );
  // Set before the handler runs, so c.json() and friends build the response with them at no
  // cost. Set afterwards, each c.header() on a finished response copies the whole response.
  return async (c, next) => {
    if (BUILT_CODE.test(c.req.path)) {
      for (const [name, value] of lean) c.header(name, value);
      await next();
      if (!c.res.headers.has("X-Content-Type-Options")) addToOwnResponse(c, lean);
      return;
    }
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) addToOwnResponse(c, headers);
  };
}
