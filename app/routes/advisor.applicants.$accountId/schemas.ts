import { z } from "zod";
import { ADVISOR_REASON_MAX } from "#contracts";
import { msg, V } from "#contracts/validation";

/** The `intent` values of the applicant page's forms. */
export const INTENTS = {
  confirmAttendance: "confirm-attendance",
  confirmConsultation: "confirm-consultation",
  acceptDocument: "accept-document",
  rejectDocument: "reject-document",
  approveEmail: "approve-email",
  rejectEmail: "reject-email",
  /** targetId: the job opening the applicant is recommended for */
  recommend: "recommend",
  /** targetId: the study advisor the applicant is assigned to (team leads) */
  assignAdvisor: "assign-advisor",
  /** targetId: the withdrawal being reversed (asked first: ?confirm=reverse-withdrawal) */
  reverseWithdrawal: "reverse-withdrawal",
  /** targetId: the deletion being undone (asked first: ?confirm=restore-account) */
  restoreAccount: "restore-account",
} as const;

const id = z.string({ error: V.required }).min(1, V.required).max(100);
const reason = z
  .string({ error: V.valueRequired })
  .trim()
  .min(1, V.valueRequired)
  .max(ADVISOR_REASON_MAX, msg(V.maxLength, { max: ADVISOR_REASON_MAX }));

/** Forms with only a target id: confirm attendance, accept a document, approve an e-mail change. */
export const TargetForm = z.object({ targetId: id });
export const ConsultationForm = z.object({
  targetId: id,
  interviewOn: z.string({ error: V.valueRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, V.valueRequired),
});
export const ReasonForm = z.object({ targetId: id, reason });
