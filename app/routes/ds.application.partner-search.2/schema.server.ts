import { z } from "zod";
import { DISTANCE_OPTIONS } from "#contracts/application";
import { V } from "#contracts/validation";

/** Sub-step 2: the maximum distance to the practice partner, +5/+10/+15/+20 km (docs/product.md#constants-and-limits). */
export const PreferencesForm = z.object({
  practicePartnerMaxDistance: z.enum(DISTANCE_OPTIONS.map(String) as [string, ...string[]], { error: V.valueRequired }),
});
