import { z } from "zod";
import { CATEGORY_IDS } from "./categories";
import { CONTROL_CHARACTERS, descriptionSchema } from "./description";
import { logoDesignSchema } from "./logo-design";

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
  name: z
    .string()
    .max(200)
    .refine((v) => !CONTROL_CHARACTERS.test(v) && !/[\t\r\n]/.test(v), {
      error: "Names cannot contain control characters.",
    })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: "Choose a name." }).max(80)),
});

/** Characters a typed brand name may use: what our typesetter can set, and no markup. */
const TYPED_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} &'’.,!?+-]+$/u;

/** "I already have a name" (step 3): the user's own name, held to the same limits as suggested ones. */
export const typedNameSchema = z.object({
  name: z
    .string({ error: "Type your brand name." })
    .max(200, { error: "Brand names can have at most 80 characters." })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: "Names cannot contain control characters." })
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: "Type your brand name." })
        .max(80, { error: "Brand names can have at most 80 characters." })
        .regex(/[\p{L}\p{N}]/u, { error: "A name needs at least one letter or digit." })
        .regex(TYPED_NAME_CHARACTERS, {
          error: "Use letters, digits, spaces and & ' . , ! ? + - only.",
        }),
    ),
});

/** A name of a brand: names have numeric ids. */
export const nameParamSchema = z.object({
  id: z.uuid({ error: "Unknown id." }),
  nameId: z.string().regex(/^\d{1,18}$/, { error: "Unknown name." }),
});

export const selectLogoSchema = z.object({
  logoId: z.uuid({ error: "Unknown logo." }),
});

export const idParamSchema = z.object({ id: z.uuid({ error: "Unknown id." }) });

export const favouriteSchema = z.object({
  kind: z.enum(["name", "logo"], { error: "Say whether this is a name or a logo." }),
  /** Names have numeric ids, logos uuids. */
  id: z.union([z.string().regex(/^\d{1,18}$/), z.uuid()], { error: "Unknown item." }),
  favourite: z.boolean({ error: "Say whether it is a favourite." }),
});

export const shareSchema = z.object({ enabled: z.boolean({ error: "Say whether sharing is on." }) });

export const brandsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Deleting an account asks the person to type their e-mail address, as the dialog shows. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().trim().toLowerCase().max(320),
});

/** A logo edit: the whole design, checked field by field (the editor previews and saves it). */
export const logoEditSchema = z.object({ design: logoDesignSchema });
