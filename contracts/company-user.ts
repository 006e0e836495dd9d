/** The company user (docs/product.md#entities B2B user): who they are, in which companies, with which permissions and consents. */
import { z } from "zod";
import { HintFlags, Metadata } from "./account";
import { CONSENT_TYPES, CONSENT_VALUES, LANGUAGES, PERMISSIONS, SALUTATIONS } from "./enums";

export const Consent = z.object({ type: z.enum(CONSENT_TYPES), status: z.enum(CONSENT_VALUES) });
export type Consent = z.infer<typeof Consent>;

export const CompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  invitationPending: z.boolean(),
  isDefault: z.boolean(),
});
export type CompanySummary = z.infer<typeof CompanySummary>;

export const B2bUser = z.object({
  id: z.string(),
  email: z.string(),
  salutation: z.enum(SALUTATIONS).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  isOwner: z.boolean().describe("owner of the current (default) company"),
  permissions: z.array(z.enum(PERMISSIONS)).describe("permissions in the current (default) company"),
  consents: z.array(Consent),
  metadata: Metadata,
  hints: HintFlags,
  profilePicture: z.string().nullable(),
  companies: z.array(CompanySummary),
  productFruitsId: z.string().nullable(),
  currentCompanyId: z
    .string()
    .nullable()
    .describe("the company isOwner, permissions, department and position refer to"),
  defaultCompanyId: z
    .string()
    .nullable()
    .describe("the company the user chose as default (set-default), if any; the company selection counts it as stored"),
});
export type B2bUser = z.infer<typeof B2bUser>;

export const B2bUserPatch = z
  .object({
    salutation: z.enum(SALUTATIONS).nullable(),
    firstName: z.string().trim().min(1).max(80),
    lastName: z.string().trim().min(1).max(80),
    phone: z.string().trim().max(80).nullable(),
    language: z.enum(LANGUAGES),
    hints: HintFlags,
  })
  .partial()
  .strict();
export type B2bUserPatch = z.infer<typeof B2bUserPatch>;

export const ConsentsPut = z.object({ consents: z.array(Consent).min(1) });
