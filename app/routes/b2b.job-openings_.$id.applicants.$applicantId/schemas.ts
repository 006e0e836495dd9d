import { z } from "zod";
import { COMMENT_MAX } from "#contracts/company-applicants";
import { JOB_OPENING_LIMITS } from "#contracts/matching-enums";
import { msg, V } from "#contracts/validation";

/** The `intent` values of the applicant page's forms. */
export const INTENTS = {
  interest: "interest",
  arrangeInterview: "arrange-interview",
  trialDay: "trial-day",
  accept: "accept",
  reject: "reject",
  addComment: "comment-add",
  editComment: "comment-edit",
  deleteComment: "comment-delete",
} as const;
export type Intent = (typeof INTENTS)[keyof typeof INTENTS];

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const dateTime = z.string({ error: V.required }).trim().regex(LOCAL_DATE_TIME, V.dateInvalid);
const optionalDateTime = z
  .string()
  .trim()
  .regex(LOCAL_DATE_TIME, V.dateInvalid)
  .optional()
  .or(z.literal("").transform(() => undefined));

export const EmptyForm = z.object({});
/** Up to three suggestions in German time; the first is required. */
export const ArrangeInterviewForm = z.object({
  interview1: dateTime,
  interview2: optionalDateTime,
  interview3: optionalDateTime,
});
export const TrialDayForm = z.object({ trialDayAt: dateTime });
export const RejectForm = z.object({
  feedbackText: z
    .string()
    .trim()
    .max(JOB_OPENING_LIMITS.feedbackText, msg(V.maxLength, { max: JOB_OPENING_LIMITS.feedbackText }))
    .optional(),
  confirm: z.literal("on", { error: V.mustBeConfirmed }),
});
const commentText = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(COMMENT_MAX, msg(V.maxLength, { max: COMMENT_MAX }));
export const CommentForm = z.object({ text: commentText });
const commentId = z.string({ error: V.required }).min(1, V.required).max(100);
export const CommentEditForm = z.object({ commentId, text: commentText });
export const CommentDeleteForm = z.object({ commentId });
