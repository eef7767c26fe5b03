import { z } from "zod";

/** An OpenID Connect authorization request as the demo provider takes it (code flow, PKCE S256). */
export const authorizeQuery = z.object({
  response_type: z.literal("code"),
  client_id: z.string().min(1),
  redirect_uri: z.string().url(),
  state: z.string().min(8).max(512),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  code_challenge_method: z.literal("S256"),
  scope: z.string().optional(),
  nonce: z.string().max(512).optional(),
});
export type AuthorizeRequest = z.infer<typeof authorizeQuery>;
