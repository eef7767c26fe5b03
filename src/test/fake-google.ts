import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { HttpResponse, http } from "msw";

/**
 * Google's OAuth 2.0 / OpenID Connect for a web server app, as documented
 * (https://developers.google.com/identity/protocols/oauth2/web-server,
 * https://developers.google.com/identity/openid-connect/openid-connect), for msw:
 * - GET https://accounts.google.com/o/oauth2/v2/auth: checks the client id, the registered
 *   redirect URI, `response_type=code` and PKCE, then (the person consenting) redirects back with
 *   `code` and `state`. `access_type=offline` with `prompt=consent` is what gets a refresh token;
 * - POST https://oauth2.googleapis.com/token: exchanges the code once, checking the client
 *   (secret in the body or HTTP Basic), the redirect URI and the PKCE verifier; answers
 *   `invalid_grant` otherwise; the ID token is an RS256 JWT from https://accounts.google.com;
 * - GET https://www.googleapis.com/oauth2/v3/certs: the signing keys.
 */

export type FakeGoogleOptions = {
  clientId: string;
  clientSecret: string;
  /** The authorised redirect URIs of the client. */
  redirectUris: string[];
  /** The person who consents on Google's screen. */
  person: { sub: string; email: string; name: string; picture?: string };
};

type Grant = { redirectUri: string; challenge: string; offline: boolean; scope: string };

export function fakeGoogle(options: FakeGoogleOptions) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  const grants = new Map<string, Grant>();
  /** What happened, in order, for the dry run to print. */
  const events: string[] = [];

  const oauthError = (status: number, error: string, description: string) =>
    HttpResponse.json({ error, error_description: description }, { status });

  function idToken(audience: string): string {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const header = encode({ alg: "RS256", kid, typ: "JWT" });
    const payload = encode({
      iss: "https://accounts.google.com",
      azp: audience,
      aud: audience,
      sub: options.person.sub,
      email: options.person.email,
      email_verified: true,
      name: options.person.name,
      picture: options.person.picture ?? "https://lh3.googleusercontent.com/a/default-user",
      given_name: options.person.name.split(" ")[0],
      iat: now,
      exp: now + 3600,
    });
    const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(privateKey, "base64url");
    return `${header}.${payload}.${signature}`;
  }

  const handlers = [
    http.get("https://accounts.google.com/o/oauth2/v2/auth", ({ request }) => {
      const q = new URL(request.url).searchParams;
      if (q.get("client_id") !== options.clientId) {
        return new HttpResponse("Error 401: invalid_client. The OAuth client was not found.", {
          status: 401,
        });
      }
      const redirectUri = q.get("redirect_uri") ?? "";
      if (!options.redirectUris.includes(redirectUri)) {
        return new HttpResponse(
          `Error 400: redirect_uri_mismatch. You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy (redirect_uri=${redirectUri}).`,
          { status: 400 },
        );
      }
      if (
        q.get("response_type") !== "code" ||
        !q.get("code_challenge") ||
        q.get("code_challenge_method") !== "S256"
      ) {
        return new HttpResponse("Error 400: invalid_request", { status: 400 });
      }
      const code = `4/0A${randomBytes(24).toString("base64url")}`;
      const offline = q.get("access_type") === "offline";
      grants.set(code, {
        redirectUri,
        challenge: q.get("code_challenge")!,
        offline: offline && q.get("prompt")?.split(" ").includes("consent") === true,
        scope: q.get("scope") ?? "",
      });
      events.push(
        `consent screen for ${options.person.email} (scope "${q.get("scope")}", access_type=${q.get("access_type")}, prompt=${q.get("prompt")})`,
      );
      const back = new URL(redirectUri);
      back.searchParams.set("state", q.get("state") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("scope", q.get("scope") ?? "");
      return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } });
    }),
    http.post("https://oauth2.googleapis.com/token", async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      let clientId = form.get("client_id");
      let clientSecret = form.get("client_secret");
      const basic = request.headers.get("authorization");
      if (basic?.startsWith("Basic ")) {
        const [id, secret] = Buffer.from(basic.slice(6), "base64").toString().split(":");
        clientId = decodeURIComponent(id ?? "");
        clientSecret = decodeURIComponent(secret ?? "");
      }
      if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
        return oauthError(401, "invalid_client", "Unauthorized");
      }
      if (form.get("grant_type") !== "authorization_code") {
        return oauthError(400, "unsupported_grant_type", "Invalid grant_type");
      }
      const code = form.get("code") ?? "";
      const grant = grants.get(code);
      grants.delete(code);
      const verifier = form.get("code_verifier") ?? "";
      if (
        !grant ||
        grant.redirectUri !== form.get("redirect_uri") ||
        createHash("sha256").update(verifier).digest("base64url") !== grant.challenge
      ) {
        return oauthError(400, "invalid_grant", "Bad Request");
      }
      events.push(`code exchanged${grant.offline ? " (with a refresh token)" : ""}`);
      return HttpResponse.json({
        access_token: `ya29.${randomBytes(32).toString("base64url")}`,
        expires_in: 3599,
        scope: grant.scope.split(/[ +]/).join(" "),
        token_type: "Bearer",
        id_token: idToken(options.clientId),
        ...(grant.offline ? { refresh_token: `1//0g${randomBytes(32).toString("base64url")}` } : {}),
      });
    }),
    http.get("https://www.googleapis.com/oauth2/v3/certs", () =>
      HttpResponse.json({
        keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }],
      }),
    ),
  ];
  return { handlers, events };
}
