import { createHmac } from "node:crypto";

/**
 * Test helper: a `Paddle-Signature` header value for `rawBody`, made the way Paddle does it
 * (and the SDK checks it): `ts=<unix seconds>;h1=<hex HMAC-SHA256 of "<ts>:<rawBody>">`.
 */
export function signPaddleWebhook(
  rawBody: string,
  secret: string,
  timestampSeconds: number = Math.floor(Date.now() / 1000),
): string {
  const h1 = createHmac("sha256", secret).update(`${timestampSeconds}:${rawBody}`).digest("hex");
  return `ts=${timestampSeconds};h1=${h1}`;
}
