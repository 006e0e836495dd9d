import { z } from "zod";
import { HEALTH_INSURANCE_TYPES } from "#contracts";
import { V } from "#contracts/validation";

/** Contract sub-step 3 (documents I): health insurance; the proof date is checked by the API (3 months). */
export const InsuranceForm = z.object({
  healthInsuranceType: z.enum(HEALTH_INSURANCE_TYPES, { error: V.valueRequired }),
  healthInsuranceNotification: z.enum(["yes", "no"], { error: V.valueRequired }),
  proofDate: z.string({ error: V.valueRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, V.dateInvalid),
});
