/**
 * The company's view of the applicants of one job opening (docs/product.md#company-unit job-openings/:id/{reco,contacted},
 * .../applicants/:applicantId{,/contract}, §7 Company: applicants, comments, contract): list shapes, the
 * applicant profile as far as the company may see it, match commands, the training contract and comments.
 */
import { z } from "zod";
import type { DOCUMENT_CATEGORIES } from "./application";
import { LanguageEntry, WorkExperience } from "./application-steps";
import { COMMENT_MAX } from "./company-applicant-fields";
import { CONTRACT_LIMITS } from "./contract-limits";
import { LOST_REASONS, MATCH_SOURCES, MATCH_STATUSES, Match, MatchHistoryEntry } from "./matching";
import { msg, V } from "./validation";

export { COMMENT_MAX, CONTRACT_LIMITS };

// ---------- Lists (tabs reco / contacted) ----------

export const APPLICANT_TABS = ["reco", "contacted"] as const;
export type ApplicantTab = (typeof APPLICANT_TABS)[number];
/** "reco": the company has not acted yet; everything else (also ended matches) is "contacted". */
export const RECO_STATUSES = ["awaiting_any_interest", "awaiting_partner_interest"] as const;
export const APPLICANTS_PAGE_SIZE = 10;

export const CompanyApplicantSearch = z.object({
  tab: z.enum(APPLICANT_TABS),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type CompanyApplicantSearch = z.infer<typeof CompanyApplicantSearch>;

export const CompanyApplicantListItem = z.object({
  accountId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  course: z.string().nullable(),
  campus: z.string().nullable(),
  intake: z.string().nullable(),
  matchId: z.string(),
  status: z.enum(MATCH_STATUSES),
  source: z.enum(MATCH_SOURCES),
  lostReason: z.enum(LOST_REASONS).nullable(),
  applicantInterested: z.boolean(),
  interviewAt: z.string().nullable(),
  updatedAt: z.string(),
  /** the applicant deleted the account: the match stays as an anonymous trace (no name, no profile) */
  anonymised: z.boolean(),
});
export type CompanyApplicantListItem = z.infer<typeof CompanyApplicantListItem>;

export const CompanyApplicantList = z.object({
  items: z.array(CompanyApplicantListItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  counts: z.object({ reco: z.number().int(), contacted: z.number().int() }),
});
export type CompanyApplicantList = z.infer<typeof CompanyApplicantList>;

// ---------- The applicant as the company sees it ----------

/** Document categories an applicant releases to a company by expressing interest. */
export const RELEASED_DOCUMENT_CATEGORIES = [
  "CV",
  "Certificate",
  "Picture",
  "Certificate German skills",
  "Other",
] as const satisfies readonly (typeof DOCUMENT_CATEGORIES)[number][];

/** Statuses from which on the company sees e-mail and phone (both sides showed interest). */
export const CONTACT_VISIBLE_STATUSES = [
  "awaiting_interview_schedule",
  "interview_scheduled",
  "trial_day_scheduled",
  "awaiting_partner_confirmation",
  "awaiting_applicant_confirmation",
  "offer_accepted",
] as const;

export const ReleasedDocument = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ReleasedDocument = z.infer<typeof ReleasedDocument>;

/** Commands the company may issue in the match's current status (the portal offers only these). */
export const COMPANY_MATCH_ACTIONS = ["interest", "arrange_interview", "trial_day", "accept", "reject"] as const;
export type CompanyMatchAction = (typeof COMPANY_MATCH_ACTIONS)[number];

export const CompanyContract = z.object({
  id: z.string(),
  matchId: z.string(),
  status: z.enum(["requested", "signed"]),
  startDate: z.string(),
  weeklyHours: z.number().int(),
  monthlySalary: z.number().describe("gross monthly pay in euro"),
  vacationDays: z.number().int(),
  supervisorName: z.string(),
  supervisorEmail: z.string(),
  notes: z.string().nullable(),
  signedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyContract = z.infer<typeof CompanyContract>;

export const CompanyApplicant = z.object({
  accountId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** only from awaiting_interview_schedule on (mutual interest); null before */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactVisible: z.boolean(),
  application: z.object({ course: z.string(), campus: z.string(), city: z.string(), intake: z.string() }).nullable(),
  languages: z.array(LanguageEntry),
  graduation: z.object({
    universityEntranceQualification: z.string().nullable(),
    gradeAverage: z.number().nullable(),
    gradeUntil: z.number().int().nullable(),
    graduationCountry: z.string().nullable(),
  }),
  professionalExperienceExists: z.boolean().nullable(),
  workExperiences: z.array(WorkExperience),
  drivingLicenseExists: z.boolean().nullable(),
  ownCar: z.boolean().nullable(),
  motivationText: z.string().nullable(),
  practicePartnerMaxDistance: z.number().int().nullable(),
  /** true once the applicant expressed interest (documents are released with it) */
  documentsReleased: z.boolean(),
  documents: z.array(ReleasedDocument),
  match: Match.extend({ feedbackText: z.string().nullable() }),
  history: z.array(MatchHistoryEntry),
  allowedActions: z.array(z.enum(COMPANY_MATCH_ACTIONS)),
  contract: CompanyContract.nullable(),
});
export type CompanyApplicant = z.infer<typeof CompanyApplicant>;

export const TrialDayBody = z.object({
  trialDayAt: z.string().datetime({ offset: true, message: V.dateInvalid }),
});
export type TrialDayBody = z.infer<typeof TrialDayBody>;

// ---------- Contract ----------

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg(V.dateInvalid));
const intBetween = (min: number, max: number) =>
  z.coerce
    .number(V.fieldNumeric)
    .int(V.fieldNumeric)
    .min(min, msg(V.minValue, { min }))
    .max(max, msg(V.maxValue, { max }));

export const CompanyContractInput = z.object({
  startDate: isoDate,
  weeklyHours: intBetween(CONTRACT_LIMITS.weeklyHoursMin, CONTRACT_LIMITS.weeklyHoursMax),
  monthlySalary: z.coerce
    .number(V.fieldNumeric)
    .min(0, msg(V.minValue, { min: 0 }))
    .max(CONTRACT_LIMITS.monthlySalaryMax, msg(V.maxValue, { max: CONTRACT_LIMITS.monthlySalaryMax }))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, V.fieldNumeric),
  vacationDays: intBetween(CONTRACT_LIMITS.vacationDaysMin, CONTRACT_LIMITS.vacationDaysMax),
  supervisorName: z
    .string()
    .trim()
    .min(1, V.required)
    .max(CONTRACT_LIMITS.supervisorName, msg(V.maxLength, { max: CONTRACT_LIMITS.supervisorName })),
  supervisorEmail: z
    .string()
    .trim()
    .min(1, V.required)
    .max(CONTRACT_LIMITS.supervisorEmail, msg(V.maxLength, { max: CONTRACT_LIMITS.supervisorEmail }))
    .email(V.email),
  notes: z
    .string()
    .trim()
    .max(CONTRACT_LIMITS.notes, msg(V.maxLength, { max: CONTRACT_LIMITS.notes }))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CompanyContractInput = z.infer<typeof CompanyContractInput>;

/** PATCH: any fields, and/or `signed: true` to mark the contract signed (the unit becomes Won). */
export const CompanyContractPatch = CompanyContractInput.partial().extend({ signed: z.literal(true).optional() });
export type CompanyContractPatch = z.infer<typeof CompanyContractPatch>;

// ---------- Comments ----------

export const ApplicantCommentBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, V.required)
    .max(COMMENT_MAX, msg(V.maxLength, { max: COMMENT_MAX })),
});
export type ApplicantCommentBody = z.infer<typeof ApplicantCommentBody>;

export const ApplicantComment = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string().nullable(),
  own: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicantComment = z.infer<typeof ApplicantComment>;
export const ApplicantComments = z.object({ comments: z.array(ApplicantComment) });
