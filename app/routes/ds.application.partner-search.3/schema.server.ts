import { z } from "zod";
import { MotivationBody } from "#contracts";

/** Sub-step 3: the motivation text; the API's own schema, so the same messages appear (docs/product.md#validation, 1600). */
export const MotivationForm = z.object({ motivationText: MotivationBody.shape.motivationText });
