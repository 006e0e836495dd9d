import { z } from "zod";
import { ADVISOR_REASON_MAX } from "#contracts";
import { msg, V } from "#contracts/validation";
import { formRules } from "~/utils/form-rules.server";

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

/** What the page's forms check in the browser (docs/decisions/052-conform-useform-without-zod-in-the-browser.md). */
export const commandRules = () => ({
  target: formRules(TargetForm),
  consultation: formRules(ConsultationForm),
  reason: formRules(ReasonForm),
});
export type CommandRules = ReturnType<typeof commandRules>;
