/**
 * Request and response schemas of the API (spec §7), shared by the API (validation + OpenAPI)
 * and the portal (typed client). Plain zod 4: @hono/zod-openapi reads them as they are.
 */
import { z } from "zod";
import {
  CONSENT_TYPES,
  CONSENT_VALUES,
  HINT_FLAGS,
  LANGUAGES,
  PERMISSIONS,
  SALUTATIONS,
  STUDY_TYPES,
  UNIT_STAGES,
} from "./enums";
import { msg, V } from "./validation";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date YYYY-MM-DD");

// ---------- Authentication ----------
export const AuthRequest = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1),
});
export const AuthResponse = z.object({
  api_token: z.string(),
  expires_at: z.string().describe("ISO timestamp after which the api token is no longer accepted"),
  kind: z.enum(["applicant", "company", "study_advisor"]),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

// ---------- Applicant account ----------
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

/** Fields the applicant may change. E-mail is changed only through the study advisor (spec §3). */
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
  })
  .partial()
  .strict();
export type AccountPatch = z.infer<typeof AccountPatch>;

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

// ---------- Company (B2B) ----------
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

export const Health = z.object({ status: z.enum(["ok", "degraded"]), database: z.boolean(), version: z.string() });

// ---------- Profile (spec §2.2 profile, §3 Notification, §4.3 e-mail verification) ----------
/** The applicant's notification switches (APPLICANT_NOTIFICATION_SETTINGS); all three always present. */
export const NotificationSettings = z
  .object({ new_advisor: z.boolean(), new_students: z.boolean(), job_openings_newsletter: z.boolean() })
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const NotificationSettingsBody = z.object({ settings: NotificationSettings }).strict();
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

export const EmailVerificationSent = z.object({ expiresAt: z.string().describe("ISO timestamp when the link expires") });
export type EmailVerificationSent = z.infer<typeof EmailVerificationSent>;
export const EmailVerificationConfirm = z.object({ token: z.string().min(1).max(200) }).strict();

/** Message key (namespace `profile`) when the requested address equals the current one. */
export const SAME_EMAIL_MESSAGE = "profile:emailChange.sameEmail";

export const EmailChangeRequestCreate = z
  .object({
    newEmail: z
      .string({ error: V.required })
      .trim()
      .min(1, V.valueRequired)
      .max(250, msg(V.maxLength, { max: 250 }))
      .pipe(z.email(V.inputEmail)),
    reason: z
      .string()
      .trim()
      .max(250, msg(V.maxLength, { max: 250 }))
      .optional(),
  })
  .strict();
export type EmailChangeRequestCreate = z.infer<typeof EmailChangeRequestCreate>;

export const EmailChangeRequest = z.object({
  id: z.string(),
  newEmail: z.string(),
  reason: z.string().nullable(),
  status: z.string().describe("open, approved or rejected (decided by the study advisor)"),
  createdAt: z.string(),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;
export const OpenEmailChangeRequest = z.object({ request: EmailChangeRequest.nullable() });
export type OpenEmailChangeRequest = z.infer<typeof OpenEmailChangeRequest>;

export const ReferralLink = z.object({ url: z.string() });
export type ReferralLink = z.infer<typeof ReferralLink>;
