/** Enumerations of the specification (§1, §3, §4, §6), defined once and imported everywhere. */

export const UNITS = ["applicant", "company"] as const;
export type PortalUnit = (typeof UNITS)[number];

/** User kinds (docs/product.md#entities Other). */
export const USER_KINDS = ["applicant", "company", "study_advisor"] as const;
export type UserKind = (typeof USER_KINDS)[number];

/**
 * The identity providers a user logs in at, one per kind of user: the portal's login routes, the
 * server's configuration, the development providers and the demo accounts all name them this way.
 */
export const ISSUER_NAMES = ["applicant", "company", "staff"] as const;
export type IssuerName = (typeof ISSUER_NAMES)[number];
/** The kind of user an issuer's tokens log in (staff are the study advisors). */
export const USER_KIND_OF_ISSUER: Readonly<Record<IssuerName, UserKind>> = {
  applicant: "applicant",
  company: "company",
  staff: "study_advisor",
};

/** Study units: dual study and distance study (docs/product.md#audiences-and-units). */
export const STUDY_TYPES = ["ds", "fs"] as const;
export type StudyType = (typeof STUDY_TYPES)[number];
/** Study model values (docs/product.md#audiences-and-units). */
export const STUDY_MODELS = ["DS", "DMS"] as const;

/** Unit stages (docs/product.md#unit-stage) in journey order; the last five are "stage-minimum-ready". */
export const UNIT_STAGES = [
  "New",
  "Application",
  "Info Session",
  "Consultation",
  "Examined Application",
  "Ready to match",
  "In Matching",
  "Contract Proposal",
  "Won",
] as const;
export type UnitStage = (typeof UNIT_STAGES)[number];
export const STAGE_MINIMUM_READY: readonly UnitStage[] = [
  "Examined Application",
  "Ready to match",
  "In Matching",
  "Contract Proposal",
  "Won",
];
export const isStageMinimumReady = (stage: string | null | undefined): boolean =>
  STAGE_MINIMUM_READY.includes(stage as UnitStage);

/** Company permissions (docs/product.md#roles-and-permissions). The owner has all eleven. */
export const PERMISSIONS = [
  "create_employees",
  "edit_employees",
  "delete_employees",
  "edit_company_master_data",
  "edit_company_portrait",
  "edit_company_payment_details",
  "create_job_openings",
  "edit_job_openings",
  "request_contracts",
  "edit_contracts",
  "view_student_contracts",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Consent values (docs/product.md#entities Other); a consent type without a record is `not_answered`. */
export const CONSENT_VALUES = ["not_answered", "opt_in_single", "opt_in_double", "opt_out"] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
/** Consent types a company user can give (single-value enumeration of docs/product.md#entities: user_research). */
export const CONSENT_TYPES = ["user_research"] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Metadata flags (docs/product.md#entities Other). */
export const METADATA_FLAGS = ["FEEDBACK_GIVEN", "ONBOARDING_DONE"] as const;
export type MetadataFlag = (typeof METADATA_FLAGS)[number];

/** One-time hint flags kept per user (docs/product.md#entities Other). */
export const HINT_FLAGS = [
  "feedbackGiven",
  "hideDmsInfoModal",
  "hideDmsInfoModalHome",
  "hideDmsInfoModalJobOpenings",
  "hidePaymentDetailsWarning",
  "hideSupportTicketNotice",
  "hideCourseOfStudyInfo",
  "onboardingDone",
  "interactedWithMotivationStep",
  "visitedStudyAdviceView",
  "hideB2cStudyMatchInterestModal",
  "unlockedStep2already",
  "unreadJobOpenings",
  "visitedSelfMatchingView",
] as const;
export type HintFlag = (typeof HINT_FLAGS)[number];

/** Salutations of employees (docs/product.md#entities Employee), shown as Herr, Frau, Divers. */
export const SALUTATIONS = ["mr", "mrs", "mx"] as const;

// The languages live in a module of their own: every page's shell takes them, and a browser chunk holds a
// whole module (every list here that any page uses), not the exports one page needs.
export {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  RTL_LANGUAGES,
  TRANSLATED_LANGUAGES,
} from "./languages";

/** Application version and environment labels (docs/product.md#audiences-and-units). */
export const APP_VERSION = "2.8.0";
export const ENVIRONMENTS = ["local", "dev", "non-prod", "prod"] as const;

/** The applicant-guide downloads (docs/product.md#applicant-unit home and tips): a profile template and application tips. */
export const APPLICANT_GUIDES = ["profile-template", "application-tips", "interview-tips"] as const;
export type ApplicantGuide = (typeof APPLICANT_GUIDES)[number];

/** The company's employee list (docs/product.md#company-unit employees): sort orders, statuses, page size. */
export const EMPLOYEE_SORTS = ["lastName_asc", "lastName_desc"] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const EMPLOYEE_STATUSES = ["invited", "active"] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_PAGE_SIZE = 20;
