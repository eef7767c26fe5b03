import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";

const SECRET = "demo-client-secret-for-tests";
const EXPECTED = { issuer: "http://localhost:3999/demo-idp", audience: "brand-studio" };
const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({
  iss: EXPECTED.issuer,
  aud: EXPECTED.audience,
  sub: "demo-1",
  iat: now(),
  exp: now() + 300,
  ...extra,
});

describe("demo id tokens", () => {
  it("a token we signed verifies and carries its claims", async () => {
    const token = await signJwt(claims({ email: "a@example.com" }), SECRET);
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({
      alg: "HS256",
      typ: "JWT",
    });
    expect(await verifyJwt(token, SECRET, EXPECTED)).toMatchObject({ sub: "demo-1", email: "a@example.com" });
  });

  it("refuses another secret, issuer, audience, an expired token and one without expiry", async () => {
    expect(await verifyJwt(await signJwt(claims(), "another-secret"), SECRET, EXPECTED)).toBeNull();
    expect(
      await verifyJwt(await signJwt(claims({ iss: "http://evil.test" }), SECRET), SECRET, EXPECTED),
    ).toBeNull();
    expect(
      await verifyJwt(await signJwt(claims({ aud: "someone-else" }), SECRET), SECRET, EXPECTED),
    ).toBeNull();
    expect(await verifyJwt(await signJwt(claims({ exp: now() - 10 }), SECRET), SECRET, EXPECTED)).toBeNull();
    expect(await verifyJwt(await signJwt(claims({ exp: undefined }), SECRET), SECRET, EXPECTED)).toBeNull();
  });

  it("refuses an unsigned token and anything that is not a token", async () => {
    const body = Buffer.from(JSON.stringify(claims())).toString("base64url");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${body}.`;
    expect(await verifyJwt(none, SECRET, EXPECTED)).toBeNull();
    expect(await verifyJwt("not-a-token", SECRET, EXPECTED)).toBeNull();
  });
});
