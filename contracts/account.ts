/**
 * The applicant's account (docs/product.md#entities Account: fields, hint flags, metadata) and unit (stage, advisor,
 * applications, campus), as the API returns them and as the applicant may change them.
 */
import { z } from "zod";
import {
  GERMAN_PROOF_AUTHORITIES,
  GRADE_UNTIL_OPTIONS,
  GRADUATION_BW,
  GRADUATION_TYPES,
  UEQ_STATUSES,
} from "./application";
import { HINT_FLAGS, LANGUAGES, STUDY_TYPES, UNIT_STAGES } from "./enums";
import { TEXT_LIMITS } from "./text-limits";
import { V } from "./validation";

/** A calendar date as the API sends and takes it. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date YYYY-MM-DD");

export const HintFlags = z.object(
  Object.fromEntries(HINT_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
    (typeof HINT_FLAGS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
export type HintFlags = z.infer<typeof HintFlags>;

export const Metadata = z.record(
  z.string().max(80),
  z.union([z.string().max(2000), z.boolean(), z.number(), z.null()]),
);
export type Metadata = z.infer<typeof Metadata>;

export const AccountUnitRef = z.object({ id: z.string(), primary: z.boolean() });

export const Account = z.object({
  uuid: z.string(),
  productFruitsId: z.string().nullable(),
  units: z.array(AccountUnitRef),
  metadata: Metadata,
  hints: HintFlags,
  language: z.enum(LANGUAGES).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthName: z.string().nullable(),
  birthday: isoDate.nullable(),
  placeOfBirth: z.string().nullable(),
  countryOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  shippingStreet: z.string().nullable(),
  shippingPostalCode: z.string().nullable(),
  shippingCity: z.string().nullable(),
  shippingCountry: z.string().nullable(),
  gradeAverage: z.number().nullable(),
  motivationText: z.string().nullable(),
  practicePartnerContact: z.string().nullable(),
  practicePartnerMaxDistance: z.number().int().nullable(),
  accreditedAuthorityGermanLanguage: z.string().nullable(),
  accreditationDateGermanSkills: isoDate.nullable(),
  drivingLicenseExists: z.boolean().nullable(),
  ownCar: z.boolean().nullable(),
  professionalExperienceExists: z.boolean().nullable(),
  studiedalready: z.boolean().nullable(),
  practicePartnerExists: z.boolean().nullable(),
  infoSessionAttended: z.boolean().nullable(),
  infoSessionAttendanceConfirmed: z.boolean().nullable(),
  healthInsuranceType: z.string().nullable(),
  healthInsuranceNotification: z.boolean().nullable(),
  universityEntranceQualification: z.string().nullable(),
  universityEntranceQualificationBw: z.boolean().nullable(),
  universityEntranceQualificationStatus: z.string().nullable(),
  gradeUntil: z.number().int().nullable(),
  graduationCountry: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type Account = z.infer<typeof Account>;

/** Fields the applicant may change. E-mail is changed only through the study advisor (docs/product.md#entities). */
export const AccountPatch = z
  .object({
    language: z.enum(LANGUAGES),
    firstName: z.string().trim().min(1).max(80),
    lastName: z.string().trim().min(1).max(80),
    birthName: z.string().trim().max(80).nullable(),
    birthday: isoDate.nullable(),
    placeOfBirth: z.string().trim().max(80).nullable(),
    countryOfBirth: z.string().trim().max(80).nullable(),
    nationality: z.string().trim().max(80).nullable(),
    phone: z.string().trim().max(80).nullable(),
    shippingStreet: z.string().trim().max(250).nullable(),
    shippingPostalCode: z.string().trim().max(80).nullable(),
    shippingCity: z.string().trim().max(80).nullable(),
    shippingCountry: z.string().trim().max(80).nullable(),
    practicePartnerContact: z.string().trim().max(1600).nullable(),
    practicePartnerExists: z.boolean().nullable(),
    hints: HintFlags,
    // Step 2 (skills): graduation, experience, licence, German proof
    gradeAverage: z
      .number()
      .min(TEXT_LIMITS.gradeMin, V.gradeBetween)
      .max(TEXT_LIMITS.gradeMax, V.gradeBetween)
      .nullable(),
    gradeUntil: z
      .number()
      .int()
      .refine((n) => (GRADE_UNTIL_OPTIONS as readonly number[]).includes(n))
      .nullable(),
    universityEntranceQualification: z.enum([...GRADUATION_TYPES, GRADUATION_BW]).nullable(),
    universityEntranceQualificationStatus: z.enum(UEQ_STATUSES).nullable(),
    graduationCountry: z.string().trim().max(80).nullable(),
    professionalExperienceExists: z.boolean().nullable(),
    drivingLicenseExists: z.boolean().nullable(),
    ownCar: z.boolean().nullable(),
    studiedalready: z.boolean().nullable().describe("asked in step 2: has the applicant studied before"),
    accreditedAuthorityGermanLanguage: z.enum(GERMAN_PROOF_AUTHORITIES).nullable(),
    accreditationDateGermanSkills: isoDate
      .nullable()
      .describe("may lie in the future (docs/product.md#validation guidance)"),
  })
  .partial()
  .strict()
  // Spec §3: the Baden-Württemberg certificate is stored as Fachhochschulreife with the Bw flag set;
  // any other type clears the flag.
  .overwrite((patch) => {
    if (patch.universityEntranceQualification === undefined) return patch;
    const bw = patch.universityEntranceQualification === GRADUATION_BW;
    return {
      ...patch,
      universityEntranceQualification: bw ? "Fachhochschulreife" : patch.universityEntranceQualification,
      universityEntranceQualificationBw: patch.universityEntranceQualification === null ? null : bw,
    };
  });
export type AccountPatch = z.infer<typeof AccountPatch> & { universityEntranceQualificationBw?: boolean | null };

// ---------- Unit ----------
export const Campus = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  imagePath: z.string().nullable(),
});
export type Campus = z.infer<typeof Campus>;

export const Advisor = z.object({
  name: z.string(),
  imagePath: z.string().nullable(),
  whatsappAvailable: z.boolean(),
  mobilePhone: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
});
export type Advisor = z.infer<typeof Advisor>;

export const Application = z.object({
  id: z.string(),
  primary: z.boolean(),
  course: z.string(),
  intake: isoDate.describe("first day of study"),
  campus: Campus,
});
export type Application = z.infer<typeof Application>;

export const Unit = z.object({
  id: z.string(),
  studyType: z.enum(STUDY_TYPES),
  stage: z.enum(UNIT_STAGES),
  stageMinimumReady: z.boolean(),
  participateAdvisorInterviewOn: isoDate.nullable(),
  advisor: Advisor.nullable(),
  applications: z.array(Application),
  campus: Campus.nullable().describe("campus of the active application"),
});
export type Unit = z.infer<typeof Unit>;
