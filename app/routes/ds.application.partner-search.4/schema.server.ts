import { z } from "zod";
import { PartnerFound } from "#contracts";
import { V } from "#contracts/validation";

/** Sub-step 4, partner already found: the tick and the partner's contact data and address (spec §5). */
export const PartnerFoundForm = z.object({
  practicePartnerExists: z.literal("on", { error: V.partnerMustBeFound }),
  practicePartnerContact: PartnerFound.shape.practicePartnerContact,
});
