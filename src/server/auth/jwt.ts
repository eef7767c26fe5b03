import { createHmac, timingSafeEqual } from "node:crypto";

/** Minimal HS256 JWTs for the demo identity provider's id tokens (OpenID Connect allows HS256 with the client secret). */
const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = b64(JSON.stringify(payload));
  const signature = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${signature}`;
}

export function verifyJwt(token: string, secret: string): Record<string, unknown> | null {
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return null;
  const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
    if (header.alg !== "HS256") return null;
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
