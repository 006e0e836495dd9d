/** The forms of the contact page, one zod schema each: the action validates with them, the loader sends their rules. */
import { z } from "zod";
import { EmailChangeRequestCreate } from "#contracts";
import { DACH_COUNTRIES } from "#contracts/application";
import { msg, V } from "#contracts/validation";

/** Digits with the usual separators, optionally international (+49 …). */
const PHONE = /^\+?[0-9][0-9 ()/-]{4,29}$/;

export const ContactForm = z.object({
  phone: z
    .string()
    .trim()
    .max(80, msg(V.maxLength, { max: 80 }))
    .regex(PHONE, "profile:contact.phoneInvalid")
    .optional(),
  shippingStreet: z
    .string()
    .trim()
    .max(250, msg(V.maxLength, { max: 250 }))
    .optional(),
  shippingPostalCode: z
    .string()
    .trim()
    .regex(/^\d{4,5}$/, "profile:contact.postalCodeInvalid")
    .optional(),
  shippingCity: z
    .string()
    .trim()
    .max(80, msg(V.maxLength, { max: 80 }))
    .optional(),
  shippingCountry: z.enum(DACH_COUNTRIES, { error: V.dachCountry }).optional(),
});
export type ContactForm = z.infer<typeof ContactForm>;

/**
 * The API's own fields and messages (the same in the browser and in the API's field errors), without
 * its strictness: the form also carries `intent`.
 */
export const EmailChangeForm = z.object(EmailChangeRequestCreate.shape);
