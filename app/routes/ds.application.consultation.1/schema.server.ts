import { z } from "zod";
import { V } from "#contracts/validation";

/** Step 4, part 1: the applicant confirms the preparation and asks for the consultation. */
export const PreparationForm = z.object({ prepared: z.literal("on", { error: V.mustBeConfirmed }) });
