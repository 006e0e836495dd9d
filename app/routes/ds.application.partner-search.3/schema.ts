import { z } from "zod";
import { MotivationBody } from "#contracts";

/** Sub-step 3: the motivation text; the API's own schema, so the same messages appear (spec §5, 1600). */
export const MotivationForm = z.object({ motivationText: MotivationBody.shape.motivationText });
export const INTENTS = { generate: "generate", save: "save" } as const;
/** Generating a draft needs nothing from the form: whatever is typed is replaced by the draft. */
export const GenerateForm = z.object({ motivationText: z.string().optional() });
