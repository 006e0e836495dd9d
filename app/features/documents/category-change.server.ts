import { z } from "zod";
import { DOCUMENT_CATEGORIES } from "#contracts/application";
import { V } from "#contracts/validation";

/** The category-change form of each listed document (intent=category). */
export const CategoryChange = z.object({
  intent: z.literal("category"),
  id: z.string({ error: V.required }).min(1, V.required),
  category: z.enum(DOCUMENT_CATEGORIES, { error: V.required }),
});
