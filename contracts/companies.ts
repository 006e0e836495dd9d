/**
 * Company administration (docs/product.md#entities Company, docs/product.md#api-calls Company (B2B)): master data, portrait, payment details
 * (bank account, payment type), the bank-info lookup and the company user's notification settings.
 * Messages are i18n keys (validation namespace or `company:`), the same in the portal and the API.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import { msg, V } from "./validation";

export {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  PAYMENT_TYPES,
  type PaymentType,
  SOCIAL_MEDIA_NETWORKS,
  type SocialMediaNetwork,
} from "./company-fields";

import { COMPANY_LIMITS, COMPANY_MESSAGES, PAYMENT_TYPES, SOCIAL_MEDIA_NETWORKS } from "./company-fields";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Optional text: trimmed, "" means "none" (null). */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg(V.maxLength, { max }))
    .nullable()
    .transform((v) => (v ? v : null));
const reqText = (max: number) =>
  z.string({ error: V.valueRequiredPlain }).trim().min(1, V.valueRequiredPlain).max(max, msg(V.maxLength, { max }));
const optUrl = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.medium, msg(V.maxLength, { max: COMPANY_LIMITS.medium }))
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), V.url)
  .nullable()
  .transform((v) => (v ? v : null));
const optEmail = z
  .string()
  .trim()
  .max(COMPANY_LIMITS.medium, msg(V.maxLength, { max: COMPANY_LIMITS.medium }))
  .refine((v) => v === "" || z.email().safeParse(v).success, V.inputEmail)
  .nullable()
  .transform((v) => (v ? v : null));

/** An IBAN as typed (spaces, lower case allowed), checked with ibantools; answered in electronic form. */
export const IbanInput = z
  .string({ error: V.valueRequiredPlain })
  .trim()
  .min(1, V.valueRequiredPlain)
  .max(42, COMPANY_MESSAGES.ibanInvalid)
  .transform((v) => electronicFormatIBAN(v) ?? v)
  .refine((v) => isValidIBAN(v), COMPANY_MESSAGES.ibanInvalid);

const BicInput = z
  .string()
  .trim()
  .max(11, COMPANY_MESSAGES.bicInvalid)
  .transform((v) => v.toUpperCase().replace(/\s/g, ""))
  .refine((v) => v === "" || isValidBIC(v), COMPANY_MESSAGES.bicInvalid)
  .nullable()
  .transform((v) => (v ? v : null));

// ---------- Responses ----------
export const CompanyBankAccount = z.object({
  ownerName: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  city: z.string().nullable(),
  sepaConfirmed: z.boolean(),
  paymentType: z.enum(PAYMENT_TYPES),
  mandateReference: z.string().nullable().describe("assigned by the university when a SEPA mandate is confirmed"),
  accountingEmail: z.string().nullable(),
});
export type CompanyBankAccount = z.infer<typeof CompanyBankAccount>;

export const CompanyPortrait = z.object({
  about: z.string().nullable(),
  offer: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type CompanyPortrait = z.infer<typeof CompanyPortrait>;

export const Company = z.object({
  id: z.string(),
  invitationPending: z.boolean(),
  name: z.string(),
  companyName: z.string().nullable(),
  commercialRegister: z.string().nullable(),
  districtCourt: z.string().nullable().describe("district or local court of the commercial register"),
  managingDirectors: z.string().nullable(),
  employees: z.number().int().nullable().describe("number of employees"),
  foundedDate: z.string().nullable(),
  locations: z.array(z.string()),
  website: z.string().nullable(),
  socialMedia: z.record(z.string(), z.string()),
  profilePicture: z
    .string()
    .nullable()
    .describe("API path of the company's picture (GET, any member), null when there is none"),
  portrait: CompanyPortrait,
  bankAccount: CompanyBankAccount,
  paymentDetailsComplete: z
    .boolean()
    .describe("owner, IBAN, BIC, bank and accounting e-mail given (and the mandate confirmed for SEPA)"),
});
export type Company = z.infer<typeof Company>;

// ---------- Requests ----------
export const CompanyPatch = z
  .object({
    name: reqText(COMPANY_LIMITS.medium),
    companyName: optText(COMPANY_LIMITS.medium),
    commercialRegister: optText(COMPANY_LIMITS.short),
    districtCourt: optText(COMPANY_LIMITS.short),
    managingDirectors: optText(COMPANY_LIMITS.medium),
    employees: z
      .number({ error: V.numeric })
      .int(V.numeric)
      .min(0, msg(V.minValue, { min: 0 }))
      .max(COMPANY_LIMITS.employees, msg(V.maxValue, { max: COMPANY_LIMITS.employees }))
      .nullable(),
    foundedDate: z
      .string()
      .regex(isoDate, V.dateInvalid)
      .refine((v) => !Number.isNaN(Date.parse(v)), V.dateInvalid)
      .refine((v) => v <= new Date().toISOString().slice(0, 10), COMPANY_MESSAGES.foundedInFuture)
      .nullable(),
    locations: z
      .array(reqText(COMPANY_LIMITS.short))
      .max(COMPANY_LIMITS.locations, msg(V.maxLength, { max: COMPANY_LIMITS.locations })),
    website: optUrl,
    socialMedia: z.partialRecord(z.enum(SOCIAL_MEDIA_NETWORKS), optUrl),
  })
  .partial()
  .strict();
export type CompanyPatch = z.output<typeof CompanyPatch>;

export const PortraitPatch = z
  .object({
    about: optText(COMPANY_LIMITS.long),
    offer: optText(COMPANY_LIMITS.long),
    contactName: optText(COMPANY_LIMITS.short),
    contactEmail: optEmail,
    contactPhone: optText(COMPANY_LIMITS.short),
  })
  .partial()
  .strict();
export type PortraitPatch = z.output<typeof PortraitPatch>;

/** The bank account; bank name and BIC are filled from the bank code when left empty (German IBANs). */
export const PaymentDetailsPatch = z
  .object({
    ownerName: reqText(COMPANY_LIMITS.medium),
    iban: IbanInput,
    bankName: optText(COMPANY_LIMITS.medium),
    bic: BicInput,
    city: optText(COMPANY_LIMITS.short),
    accountingEmail: optEmail,
  })
  .partial()
  .strict();
export type PaymentDetailsPatch = z.output<typeof PaymentDetailsPatch>;

/** SEPA needs the confirmed mandate (sepaConfirmed true) and a bank account with an IBAN. */
export const PaymentTypePatch = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: V.mustBeSelected }),
    sepaConfirmed: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.paymentType !== "sepa" || v.sepaConfirmed === true, {
    message: COMPANY_MESSAGES.sepaConfirmRequired,
    path: ["sepaConfirmed"],
  });
export type PaymentTypePatch = z.output<typeof PaymentTypePatch>;

// ---------- Bank info (the second service, /api/bank-info) ----------
export const BankInfo = z.object({
  iban: z.string().describe("the IBAN in electronic form"),
  bankCode: z.string(),
  bankName: z.string(),
  bic: z.string().nullable(),
});
export type BankInfo = z.infer<typeof BankInfo>;
