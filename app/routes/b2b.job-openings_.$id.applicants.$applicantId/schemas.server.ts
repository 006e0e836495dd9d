import { z } from "zod";
import { COMMENT_MAX } from "#contracts/company-applicants";
import { JOB_OPENING_LIMITS } from "#contracts/matching-enums";
import { msg, V } from "#contracts/validation";
import { formRules } from "~/utils/form-rules.server";
import { INTENTS } from "./intents";

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

/**
 * What the page's forms with fields check in the browser, by intent (docs/decisions/052-conform-useform-without-zod-in-the-browser.md);
 * the buttons without fields are checked by the server only.
 */
export const commandRules = () => ({
  [INTENTS.arrangeInterview]: formRules(ArrangeInterviewForm),
  [INTENTS.trialDay]: formRules(TrialDayForm),
  [INTENTS.reject]: formRules(RejectForm),
  [INTENTS.addComment]: formRules(CommentForm),
  [INTENTS.editComment]: formRules(CommentEditForm),
});
export type CommandRules = ReturnType<typeof commandRules>;
