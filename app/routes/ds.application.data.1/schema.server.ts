/** The one schema of the step 1 form (contact and personal data): the action validates with it, the loader sends its rules. */
import { z } from "zod";
import { DACH_COUNTRIES } from "#contracts/application";
import { TEXT_LIMITS } from "#contracts/text-limits";
import { msg, V } from "#contracts/validation";
import { countryCodeOf, isCountryCode } from "~/features/application/countries.server";

const required = (max: number = TEXT_LIMITS.short) =>
  z.string({ error: V.valueRequired }).trim().min(1, V.valueRequired).max(max, msg(V.maxLength, { max }));

/** A country of the long list: its name as the form sends it (or its code), saved as the code. */
const country = () =>
  required()
    // an empty one has its message from required()
    .refine((value) => value === "" || isCountryCode(countryCodeOf(value)), V.mustBeSelected)
    .transform(countryCodeOf);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now();
};

export const DataForm = z.object({
  firstName: required(),
  lastName: required(),
  birthName: z
    .string()
    .trim()
    .max(TEXT_LIMITS.short, msg(V.maxLength, { max: TEXT_LIMITS.short }))
    .optional(),
  birthday: z
    .string({ error: V.valueRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, V.dateInvalid)
    .refine(isRealDate, V.dateInvalid),
  placeOfBirth: required(),
  countryOfBirth: country(),
  nationality: country(),
  phone: z
    .string({ error: V.valueRequired })
    .trim()
    .regex(/^\+?[0-9][0-9 ()/-]{4,29}$/, "application:data.phoneInvalid"),
  shippingStreet: required(TEXT_LIMITS.medium),
  shippingPostalCode: required(),
  shippingCity: required(),
  // Spec §5: shipping only to the DACH region.
  shippingCountry: z.enum(DACH_COUNTRIES, { error: V.dachCountry }),
});
export type DataForm = z.infer<typeof DataForm>;
