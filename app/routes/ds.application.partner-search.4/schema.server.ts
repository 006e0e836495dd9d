import { z } from "zod";
import { PartnerFound } from "#contracts";
import { V } from "#contracts/validation";

/** Sub-step 4, partner already found: the tick and the partner's contact data and address (docs/product.md#validation). */
export const PartnerFoundForm = z.object({
  practicePartnerExists: z.literal("on", { error: V.partnerMustBeFound }),
  practicePartnerContact: PartnerFound.shape.practicePartnerContact,
});
