import { z } from "zod";
import { brandNameProblem, hasHiddenCharacters } from "./brand-name";
import { CATEGORY_IDS } from "./categories";
import { CONTROL_CHARACTERS, descriptionSchema } from "./description";
import { LOCALES } from "./locale";
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
    .pipe(z.string().min(1, { error: "Choose a name." }).max(80))
    .superRefine(nameRule),
});

/** The brand-name rule (src/shared/brand-name.ts) as a zod check. */
function nameRule(value: string, ctx: z.RefinementCtx) {
  const problem = brandNameProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}

/** "I already have a name" (step 3): the user's own name, held to the same limits as suggested ones. */
export const typedNameSchema = z.object({
  name: z
    .string({ error: "Type your brand name." })
    .max(200, { error: "Brand names can have at most 80 characters." })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: "Names cannot contain control characters." })
    // Refused, not cleaned: spacing below would otherwise turn some of them into spaces.
    .refine((v) => !hasHiddenCharacters(v), {
      error: "Names cannot contain control, invisible or direction characters.",
    })
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: "Type your brand name." })
        .max(80, { error: "Brand names can have at most 80 characters." })
        .superRefine(nameRule),
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

/** Names have numeric ids (a PostgreSQL bigint), logos uuids: an id of the other kind is a 400. */
export const favouriteSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("name"),
      id: z.string().regex(/^[1-9]\d{0,17}$/, { error: "Unknown name." }),
      favourite: z.boolean({ error: "Say whether it is a favourite." }),
    }),
    z.object({
      kind: z.literal("logo"),
      id: z.uuid({ error: "Unknown logo." }),
      favourite: z.boolean({ error: "Say whether it is a favourite." }),
    }),
  ],
  { error: "Say whether this is a name or a logo." },
);

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
export const logoEditSchema = z.object({
  design: z
    .unknown()
    // Checked before the design's own trimming, which would quietly drop a leading BOM.
    .superRefine((raw, ctx) => {
      if (raw === null || typeof raw !== "object") return;
      for (const field of ["name", "tagline"] as const) {
        const value = (raw as Record<string, unknown>)[field];
        if (typeof value === "string" && hasHiddenCharacters(value)) {
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: "Names cannot contain control, invisible or direction characters.",
          });
        }
      }
    })
    .pipe(
      logoDesignSchema.superRefine((design, ctx) => {
        // A rename in the editor and its tagline keep the same name rule as every other way in.
        for (const field of ["name", "tagline"] as const) {
          const value = design[field];
          if (value === null) continue;
          const problem = brandNameProblem(value);
          if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
        }
      }),
    ),
});

/** The language a signed-in person chooses for the product (PUT /api/me/locale). */
export const localeChoiceSchema = z.object({
  locale: z.enum(LOCALES, { error: "Choose a language: en (English) or id (Bahasa Indonesia)." }),
});
export type LocaleChoice = z.infer<typeof localeChoiceSchema>;
