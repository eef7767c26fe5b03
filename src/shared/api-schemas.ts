import { z } from "zod";
import { CATEGORY_IDS } from "./categories";
import { descriptionSchema } from "./description";

/** Request bodies shared by the forms and the API (one schema each). */

export const categorySchema = z.enum(CATEGORY_IDS, { error: "Choose one of the six business categories." });

export const brandDetailsSchema = z.object({
  category: categorySchema,
  description: descriptionSchema,
});

export const updateDetailsSchema = brandDetailsSchema.partial().refine((v) => v.category || v.description, {
  error: "Nothing to update.",
});

export const chooseNameSchema = z.object({
  name: z.string().trim().min(1, { error: "Choose a name." }).max(80),
});

export const selectLogoSchema = z.object({
  logoId: z.uuid({ error: "Unknown logo." }),
});

export const idParamSchema = z.object({ id: z.uuid({ error: "Unknown id." }) });
