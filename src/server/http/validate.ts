import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import type { z } from "zod";
import { badRequest, invalidRequest } from "./errors";

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** JSON body validation with the shared zod schemas; failures are 400s in the API's error shape. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator("json", (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidRequest("invalid_request", describe(parsed.error), parsed.error.issues);
    return parsed.data as z.output<S>;
  });

export const params = <S extends z.ZodType>(schema: S) =>
  validator("param", (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidRequest("invalid_parameter", describe(parsed.error));
    return parsed.data as z.output<S>;
  });

export const query = <S extends z.ZodType>(schema: S) =>
  validator("query", (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidRequest("invalid_parameter", describe(parsed.error));
    return parsed.data as z.output<S>;
  });

/**
 * better-auth answers malformed JSON in its own shape and logs it as an error; check it first so
 * every API error keeps ours.
 */
export const wellFormedJson = createMiddleware(async (c, next) => {
  if (c.req.method === "POST" && /json/i.test(c.req.header("content-type") ?? "")) {
    const text = await c.req.raw.clone().text();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest("invalid_json");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw badRequest("invalid_body");
    }
  }
  await next();
});
