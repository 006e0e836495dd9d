import { z } from "zod";
import { SALUTATIONS } from "#contracts/enums";
import { msg, V } from "#contracts/validation";

const PHONE = /^\+?[0-9][0-9 ()/-]{4,29}$/;
/** The own-data form (PATCH /me): names required, phone optional. */
export const SettingsForm = z.object({
  salutation: z
    .enum(SALUTATIONS)
    .or(z.literal("").transform(() => null))
    .nullable(),
  firstName: z
    .string()
    .trim()
    .min(1, V.valueRequiredPlain)
    .max(80, msg(V.maxLength, { max: 80 })),
  lastName: z
    .string()
    .trim()
    .min(1, V.valueRequiredPlain)
    .max(80, msg(V.maxLength, { max: 80 })),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || PHONE.test(v), "company:profile.settings.phoneInvalid")
    .transform((v) => (v ? v : null)),
});
