import { z } from "zod";
import { TEXT_LIMITS } from "#contracts/text-limits";
import { msg, V } from "#contracts/validation";

/** Practice partner: the contact text (text area, ≤ 1600) is required once a partner is found (docs/product.md#validation). */
export const PartnerForm = z
  .object({
    practicePartnerExists: z.boolean().optional(),
    practicePartnerContact: z
      .string()
      .trim()
      .max(TEXT_LIMITS.textAreaDefault, msg(V.maxLength, { max: TEXT_LIMITS.textAreaDefault }))
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.practicePartnerExists && !value.practicePartnerContact) {
      ctx.addIssue({ code: "custom", path: ["practicePartnerContact"], message: V.partnerContactRequired });
    }
  });
