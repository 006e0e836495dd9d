/**
 * The study advisor's console (/api/advisor/v1): queues, applicant list and detail with the audit
 * trail, and the decisions on attendance, consultations, documents and e-mail changes.
 */
import { z } from "zod";
import { Unit } from "./account";
import { AccountDeletion } from "./account-deletion";
import { ADVISOR_REASON_MAX } from "./advisor-fields";
import { DOCUMENT_REVIEW_STATUSES } from "./application";
import { UNIT_STAGES } from "./enums";
import { msg, V } from "./validation";
import { Withdrawal } from "./withdrawal";

export { ADVISOR_REASON_MAX };

/** Notification categories of the advisor's decisions (beyond docs/product.md#entities's list, same string style). */
export const ADVISOR_NOTIFICATION_CATEGORIES = [
  "attendance_confirmed",
  "consultation_confirmed",
  "document_accepted",
  "document_rejected",
  "email_changed",
  "email_change_rejected",
  /** to the applicant: the advisor reversed the withdrawal */
  "withdrawal_reversed",
  /** to the advisor: the applicant withdrew */
  "applicant_withdrew",
] as const;
export type AdvisorNotificationCategory = (typeof ADVISOR_NOTIFICATION_CATEGORIES)[number];

export const REVIEW_STATUSES = DOCUMENT_REVIEW_STATUSES;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_DECISIONS = ["accepted", "rejected"] as const;

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
  /** applicants who withdrew and were not taken back; `detail` is the reason (WITHDRAWAL_REASONS) */
  withdrawals: Queue,
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
  /** the applicant's open withdrawal (PATCH /v1/account/lost), null when none */
  withdrawal: Withdrawal.nullable(),
  /** the applicant's pending account deletion (the advisor may restore it), null when none */
  deletion: AccountDeletion.nullable(),
  audit: z.array(AuditTrailEntry),
});
export type ApplicantDetail = z.infer<typeof ApplicantDetail>;
