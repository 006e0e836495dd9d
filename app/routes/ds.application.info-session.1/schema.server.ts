import { z } from "zod";
import { V } from "#contracts/validation";

/** Step 3, part 1: the chosen session (the API checks the id: its form and the applicant's campus). */
export const SignUpForm = z.object({
  sessionId: z.string({ error: V.mustBeSelected }).trim().min(1, V.mustBeSelected).max(64, V.mustBeSelected),
});
