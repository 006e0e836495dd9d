/**
 * Request and response schemas of the API (spec §7), shared by the API (validation + OpenAPI)
 * and the portal (typed client). Plain zod 4: @hono/zod-openapi reads them as they are.
 */
import { z } from "zod";
import {
  DISTANCE_OPTIONS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_TYPES,
  GERMAN_PROOF_AUTHORITIES,
  GRADE_UNTIL_OPTIONS,
  GRADUATION_BW,
  GRADUATION_TYPES,
  NATIVE_LEVEL,
  TEXT_LIMITS,
  UEQ_STATUSES,
} from "./application";
import {
  CONSENT_TYPES,
  CONSENT_VALUES,
  HINT_FLAGS,
  LANGUAGES,
  PERMISSIONS,
  SALUTATIONS,
  STUDY_TYPES,
  UNIT_STAGES,
  USER_KINDS,
} from "./enums";
import { msg, V } from "./validation";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date YYYY-MM-DD");

// ---------- Authentication ----------
export const AuthRequest = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1),
  invitationToken: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe("company logins: accept this employee invitation and bind it to the logged-in subject"),
  nonce: z.string().min(1).max(200).optional().describe("the nonce the login sent; the ID token must carry it"),
});
export const AuthResponse = z.object({
  api_token: z.string(),
  expires_at: z.string().describe("ISO timestamp after which the api token is no longer accepted"),
  kind: z.enum(USER_KINDS),
  display_name: z.string().optional().describe("the name (or e-mail) the provider released, for the page header"),
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
    accreditedAuthorityGermanLanguage: z.enum(GERMAN_PROOF_AUTHORITIES).nullable(),
    accreditationDateGermanSkills: isoDate.nullable().describe("may lie in the future (spec §5 guidance)"),
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

export const Health = z.object({ status: z.enum(["ok", "degraded"]), database: z.boolean(), version: z.string() });

// ---------- Application (steps 1 and 2: languages, work experience, drafts, progress) ----------
export const LanguageEntry = z.object({ id: z.string(), code: z.string(), level: z.number().int() });
export type LanguageEntry = z.infer<typeof LanguageEntry>;
export const LanguageEntries = z.object({ languages: z.array(LanguageEntry) });
/** Code: ISO 639-1 (checked against the language list by the API); level 1–7 (spec §3 Language entry). */
export const LanguageEntryCreate = z.object({
  code: z.string({ error: V.inputRequired }).trim().toLowerCase().min(1, V.inputRequired).max(3, V.inputRequired),
  level: z.coerce
    .number({ error: V.languageLevelRequired })
    .int(V.languageLevelRequired)
    .min(1, V.languageLevelRequired)
    .max(NATIVE_LEVEL, V.languageLevelRequired),
});
export type LanguageEntryCreate = z.infer<typeof LanguageEntryCreate>;
export const LanguageOption = z.object({ code: z.string(), name: z.string() });
export const LanguageOptions = z.object({ languages: z.array(LanguageOption) });
export type LanguageOptions = z.infer<typeof LanguageOptions>;

export const WorkExperience = z.object({
  id: z.string(),
  employer: z.string(),
  position: z.string(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  description: z.string().nullable(),
});
export type WorkExperience = z.infer<typeof WorkExperience>;
export const WorkExperiences = z.object({ workExperiences: z.array(WorkExperience) });
export const WorkExperienceCreate = z
  .object({
    employer: z
      .string({ error: V.valueRequired })
      .trim()
      .min(1, V.valueRequired)
      .max(TEXT_LIMITS.short, msg(V.maxLength, { max: TEXT_LIMITS.short })),
    position: z
      .string({ error: V.valueRequired })
      .trim()
      .min(1, V.valueRequired)
      .max(TEXT_LIMITS.short, msg(V.maxLength, { max: TEXT_LIMITS.short })),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
    description: z
      .string()
      .trim()
      .max(TEXT_LIMITS.textAreaDefault, msg(V.maxLength, { max: TEXT_LIMITS.textAreaDefault }))
      .nullable()
      .optional(),
  })
  .refine((w) => !w.startDate || !w.endDate || w.startDate <= w.endDate, {
    path: ["endDate"],
    message: V.dateInvalid,
  });
export type WorkExperienceCreate = z.infer<typeof WorkExperienceCreate>;

/** Server-side draft of a form (DESIGN.md §4): whatever was typed, as strings. */
export const FORM_KEY_PATTERN = /^[a-z0-9.-]{1,60}$/;
export const DraftData = z.record(
  z.string().max(100),
  z.union([z.string().max(5000), z.array(z.string().max(5000)).max(50)]),
);
export const Draft = z.object({ data: DraftData });
export type Draft = z.infer<typeof Draft>;

export const STEP_STATES = ["not_started", "in_progress", "complete", "waiting", "locked"] as const;
export type StepState = (typeof STEP_STATES)[number];
export const JOURNEY_STEPS = ["data", "skills", "info-session", "consultation", "partner-search", "contract"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
export const StepProgress = z.object({
  step: z.enum(JOURNEY_STEPS),
  state: z.enum(STEP_STATES),
  path: z.string().describe("where to continue this step in the portal"),
  missing: z.array(z.string()).describe("what is still missing (field or document names)"),
});
export type StepProgress = z.infer<typeof StepProgress>;
export const ApplicationProgress = z.object({
  steps: z.array(StepProgress),
  next: StepProgress.nullable().describe("the first step that is not complete"),
});
export type ApplicationProgress = z.infer<typeof ApplicationProgress>;

// ---------- Profile (spec §2.2 profile, §3 Notification, §4.3 e-mail verification) ----------
/** The applicant's notification switches (APPLICANT_NOTIFICATION_SETTINGS); all three always present. */
export const NotificationSettings = z
  .object({ new_advisor: z.boolean(), new_students: z.boolean(), job_openings_newsletter: z.boolean() })
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const NotificationSettingsBody = z.object({ settings: NotificationSettings }).strict();
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

export const EmailVerificationSent = z.object({
  expiresAt: z.string().describe("ISO timestamp when the link expires"),
});
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

// ---------- Documents ----------
export const Document = z.object({
  uuid: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  type: z.enum(DOCUMENT_TYPES),
  name: z.string().describe("original file name, metadata only"),
  mimeType: z.string().describe("decided by the content (magic bytes), not by the name or the client"),
  size: z.number().int().describe("bytes"),
  createdAt: z.string().describe("ISO timestamp"),
  reviewStatus: z.enum(DOCUMENT_REVIEW_STATUSES).describe("the study advisor's check"),
  reviewReason: z.string().nullable().describe("why the advisor rejected it (shown to the applicant)"),
});
export type Document = z.infer<typeof Document>;

export const DocumentList = z.object({ documents: z.array(Document) });
export type DocumentList = z.infer<typeof DocumentList>;

/** PATCH /documents/{id}: a category change; the type follows the category unless given. */
export const DocumentPatch = z
  .object({
    category: z.enum(DOCUMENT_CATEGORIES, { error: V.required }),
    type: z.enum(DOCUMENT_TYPES, { error: V.required }).optional(),
  })
  .strict();
export type DocumentPatch = z.infer<typeof DocumentPatch>;

/** The text fields of an upload (multipart `file` + these, or the base64 JSON body below). */
export const DocumentUploadFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES, { error: V.required }),
  type: z.enum(DOCUMENT_TYPES, { error: V.required }).optional(),
});

/** POST /documents/upload?base64=true */
export const DocumentUploadBase64 = DocumentUploadFields.extend({
  name: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(250, msg(V.maxLength, { max: 250 })),
  data: z.string({ error: V.fileRequired }).describe("the file, base64-encoded"),
});
export type DocumentUploadBase64 = z.infer<typeof DocumentUploadBase64>;

// ---------- Partner search and contract (step 5, contract and enrolment) ----------
/** Account metadata keys the step states of step 5 and the contract step are read from. */
export const PARTNER_SEARCH_DONE_KEY = "PARTNER_SEARCH_DONE";
export const CONTRACT_DONE_KEY = "CONTRACT_DONE";
/** Account metadata key of the health-insurance proof's date (no column for it in the accounts table). */
export const HEALTH_INSURANCE_PROOF_DATE_KEY = "HEALTH_INSURANCE_PROOF_DATE";
/** Metadata keys only the API writes (step states): PUT /v1/metadata refuses them. */
export const SERVER_OWNED_METADATA_KEYS: readonly string[] = [
  PARTNER_SEARCH_DONE_KEY,
  CONTRACT_DONE_KEY,
  HEALTH_INSURANCE_PROOF_DATE_KEY,
];
/** The metadata map a client may send: no server-owned keys. */
export const ClientMetadata = Metadata.refine(
  (map) => !Object.keys(map).some((key) => SERVER_OWNED_METADATA_KEYS.includes(key)),
  { message: "These metadata keys are set by the API only" },
);

export const PartnerPreferences = z
  .object({
    practicePartnerMaxDistance: z.union(
      DISTANCE_OPTIONS.map((d) => z.literal(d)),
      { error: V.valueRequired },
    ),
  })
  .strict();
export type PartnerPreferences = z.infer<typeof PartnerPreferences>;

/** Spec §5: the motivation text, at most 1600 characters ("Your text may be at most 1600 characters"). */
export const MotivationBody = z
  .object({
    motivationText: z
      .string({ error: V.valueRequired })
      .trim()
      .min(1, V.valueRequired)
      .max(TEXT_LIMITS.motivation, V.motivationMax),
  })
  .strict();
export type MotivationBody = z.infer<typeof MotivationBody>;
export const MotivationDraft = z.object({ text: z.string().max(TEXT_LIMITS.motivation) });
export type MotivationDraft = z.infer<typeof MotivationDraft>;

/** Spec §5: the partner must be found (ticked) and its contact data and address given (at least 15). */
export const PartnerFound = z
  .object({
    practicePartnerExists: z.literal(true, { error: V.partnerMustBeFound }),
    practicePartnerContact: z
      .string({ error: V.partnerContactRequired })
      .trim()
      .min(TEXT_LIMITS.minLengthLong, V.partnerContactRequired)
      .max(TEXT_LIMITS.motivation, msg(V.maxLength, { max: TEXT_LIMITS.motivation })),
  })
  .strict();
export type PartnerFound = z.infer<typeof PartnerFound>;

export const HEALTH_INSURANCE_TYPES = ["statutory", "private"] as const;
export type HealthInsuranceType = (typeof HEALTH_INSURANCE_TYPES)[number];
export const HealthInsurance = z
  .object({
    healthInsuranceType: z.enum(HEALTH_INSURANCE_TYPES, { error: V.valueRequired }),
    healthInsuranceNotification: z.boolean({ error: V.valueRequired }),
    proofDate: isoDate.describe("date of the health-insurance proof (at most 3 months old at study start)"),
  })
  .strict();
export type HealthInsurance = z.infer<typeof HealthInsurance>;

/** The state of step 5 and the contract step, for the portal's pages. */
export const PartnerContractState = z.object({
  stage: z.enum(UNIT_STAGES).nullable(),
  studyStart: isoDate.nullable().describe("intake of the primary application"),
  earliestDocumentDate: isoDate.nullable().describe("documents can be submitted from this day on"),
  practicePartnerMaxDistance: z.number().int().nullable(),
  motivationText: z.string().nullable(),
  practicePartnerExists: z.boolean().nullable(),
  practicePartnerContact: z.string().nullable(),
  healthInsuranceType: z.string().nullable(),
  healthInsuranceNotification: z.boolean().nullable(),
  proofDate: isoDate.nullable(),
  hasContract: z.boolean(),
  hasInsuranceProof: z.boolean(),
  partnerSearchDone: z.boolean(),
  contractDone: z.boolean(),
});
export type PartnerContractState = z.infer<typeof PartnerContractState>;

// ---------- Advisor (study-advisor console, /api/advisor/v1; in-app notifications) ----------

/** Notification categories of the advisor's decisions (beyond spec §3's list, same string style). */
export const ADVISOR_NOTIFICATION_CATEGORIES = [
  "attendance_confirmed",
  "consultation_confirmed",
  "document_accepted",
  "document_rejected",
  "email_changed",
  "email_change_rejected",
] as const;
export type AdvisorNotificationCategory = (typeof ADVISOR_NOTIFICATION_CATEGORIES)[number];

export const REVIEW_STATUSES = DOCUMENT_REVIEW_STATUSES;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_DECISIONS = ["accepted", "rejected"] as const;
/** Reasons the applicant sees (document rejection, e-mail change rejection). */
export const ADVISOR_REASON_MAX = 250;

export const StaffMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  isTeamLead: z.boolean(),
  isSupport: z.boolean().describe("answers the companies' support tickets (the support console)"),
});
export type StaffMe = z.infer<typeof StaffMe>;

export const QueueItem = z.object({
  id: z.string().describe("id of the registration, consultation, document or change request"),
  accountId: z.string(),
  applicantName: z.string(),
  at: z.string().describe("when the item entered the queue (ISO date-time)"),
  detail: z.string().nullable().describe("document name, new e-mail address or session date"),
});
export type QueueItem = z.infer<typeof QueueItem>;

const Queue = z.object({ count: z.number().int(), items: z.array(QueueItem) });
export const AdvisorQueues = z.object({
  attendance: Queue,
  consultations: Queue,
  documents: Queue,
  emailChanges: Queue,
});
export type AdvisorQueues = z.infer<typeof AdvisorQueues>;

const reason = z
  .string({ error: V.required })
  .trim()
  .min(1, V.valueRequired)
  .max(ADVISOR_REASON_MAX, msg(V.maxLength, { max: ADVISOR_REASON_MAX }));

export const ConsultationConfirm = z.object({
  interviewOn: z.string({ error: V.required }).regex(/^\d{4}-\d{2}-\d{2}$/, V.required),
});
export type ConsultationConfirm = z.infer<typeof ConsultationConfirm>;

export const DocumentReview = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: V.required }),
    reason: z
      .string()
      .trim()
      .max(ADVISOR_REASON_MAX, msg(V.maxLength, { max: ADVISOR_REASON_MAX }))
      .optional(),
  })
  .refine((v) => v.decision !== "rejected" || !!v.reason, { path: ["reason"], message: V.valueRequired });
export type DocumentReview = z.infer<typeof DocumentReview>;

export const EmailChangeReject = z.object({ reason });
export type EmailChangeReject = z.infer<typeof EmailChangeReject>;

/** A study advisor as a team lead picks one for an applicant. */
export const AdvisorChoice = z.object({ id: z.string(), name: z.string(), city: z.string().nullable() });
export const AdvisorList = z.object({ advisors: z.array(AdvisorChoice) });
export type AdvisorList = z.infer<typeof AdvisorList>;
export const AdvisorAssign = z.object({ advisorId: z.string().max(100) });
export type AdvisorAssign = z.infer<typeof AdvisorAssign>;

export const AdvisorActionResult = z.object({
  accountId: z.string(),
  stage: z.enum(UNIT_STAGES).nullable().describe("the unit stage after the action"),
});
export type AdvisorActionResult = z.infer<typeof AdvisorActionResult>;

export const ApplicantSummary = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  stage: z.enum(UNIT_STAGES).nullable(),
  advisorName: z.string().nullable(),
  campus: z.string().nullable(),
});
export type ApplicantSummary = z.infer<typeof ApplicantSummary>;
export const ApplicantList = z.object({ applicants: z.array(ApplicantSummary) });
export type ApplicantList = z.infer<typeof ApplicantList>;

export const ReviewedDocument = z.object({
  uuid: z.string(),
  category: z.string(),
  name: z.string(),
  createdAt: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ReviewedDocument = z.infer<typeof ReviewedDocument>;

export const AuditTrailEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).describe("ids, field names, before/after or from/to"),
});
export type AuditTrailEntry = z.infer<typeof AuditTrailEntry>;

export const ApplicantDetail = z.object({
  profile: z.object({
    accountId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    birthday: z.string().nullable(),
    city: z.string().nullable(),
  }),
  unit: Unit.nullable(),
  documents: z.array(ReviewedDocument),
  steps: z.array(z.object({ step: z.string(), state: z.string() })),
  infoSession: z
    .object({
      id: z.string(),
      startsAt: z.string(),
      location: z.string(),
      attendanceTickedAt: z.string().nullable(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  consultation: z
    .object({ id: z.string(), requestedAt: z.string().nullable(), confirmedAt: z.string().nullable() })
    .nullable(),
  emailChangeRequest: z
    .object({ id: z.string(), newEmail: z.string(), reason: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  audit: z.array(AuditTrailEntry),
});
export type ApplicantDetail = z.infer<typeof ApplicantDetail>;

export const NotificationItem = z.object({
  id: z.string(),
  category: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationList = z.object({
  notifications: z.array(NotificationItem),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

// ---------- Journey (step 3 info session, step 4 first consultation; spec §2.2, §4.3, §5) ----------
export const JourneyInfoSession = z.object({
  id: z.string(),
  startsAt: z.string().describe("ISO timestamp"),
  location: z.string().describe("room or online link description"),
  campus: z.object({ id: z.string(), name: z.string(), city: z.string() }),
  started: z.boolean().describe("the session has begun: attendance can be ticked"),
});
export type JourneyInfoSession = z.infer<typeof JourneyInfoSession>;
export const JourneyInfoSessionList = z.object({ sessions: z.array(JourneyInfoSession) });
export type JourneyInfoSessionList = z.infer<typeof JourneyInfoSessionList>;

/**
 * POST /info-sessions/attendance: the applicant's tick. Strict: the confirmation belongs to the study
 * advisor, so any other field (confirmedAt, confirmed, …) is refused.
 */
export const AttendanceTick = z.object({ attended: z.literal(true, { error: V.infoSessionConfirm }) }).strict();
export type AttendanceTick = z.infer<typeof AttendanceTick>;

export const InfoSessionRegistrationState = z.object({
  registration: z
    .object({
      id: z.string(),
      createdAt: z.string(),
      attendanceTickedAt: z.string().nullable(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  session: JourneyInfoSession.nullable(),
  state: z.object({
    ticked: z.boolean(),
    confirmed: z.boolean(),
    waitingSince: z.string().nullable().describe("ISO timestamp of the tick while not confirmed"),
    expectedBy: z.string().nullable().describe("yyyy-mm-dd: 3 working days after the tick (spec §4.3)"),
    overdue: z.boolean().describe("one week after the tick without confirmation: contact the advisor"),
    canChange: z.boolean().describe("another session can still be chosen (until the tick)"),
  }),
});
export type InfoSessionRegistrationState = z.infer<typeof InfoSessionRegistrationState>;

/** POST /consultation/request: the applicant confirms the preparation (step 4, sub-step 1). */
export const ConsultationRequest = z.object({ prepared: z.literal(true, { error: V.mustBeConfirmed }) }).strict();
export type ConsultationRequest = z.infer<typeof ConsultationRequest>;
export const ConsultationState = z.object({
  requested: z.boolean(),
  requestedAt: z.string().nullable(),
  confirmed: z.boolean(),
  interviewOn: z.string().nullable().describe("yyyy-mm-dd, set by the study advisor"),
  infoSessionConfirmed: z.boolean(),
});
export type ConsultationState = z.infer<typeof ConsultationState>;
