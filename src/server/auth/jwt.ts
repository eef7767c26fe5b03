import { jwtVerify, SignJWT } from "jose";

/**
 * HS256 id tokens for the demo identity provider (OpenID Connect allows HS256 keyed with the client
 * secret), signed and checked by `jose`.
 */
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signJwt(payload: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key(secret));
}

/**
 * The claims of a token signed with `secret` (HS256 only) for this issuer and audience that has not
 * expired; null for anything else.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  expected: { issuer: string; audience: string },
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: expected.issuer,
      audience: expected.audience,
      requiredClaims: ["exp"],
    });
    return payload;
  } catch {
    return null;
  }
}
