import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import type { z } from "zod";
import { ErrorCode, V } from "#contracts";
import type { ApiCallArgs } from "~/api/client.server";
import { type ApplicantRef, applicantCommands as api } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { type Refusal, whenRefused } from "~/utils/api-refusal.server";
import { berlinLocalToIso } from "~/utils/berlin-time";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { INTENTS, type Intent } from "./intents";
import {
  ArrangeInterviewForm,
  CommentDeleteForm,
  CommentEditForm,
  CommentForm,
  EmptyForm,
  RejectForm,
  TrialDayForm,
} from "./schemas.server";

export type ApplicantActionData = { intent: Intent; targetId: string; result: SubmissionResult<string[]> };

type Values = Record<string, string | undefined>;
interface Command {
  schema: z.ZodType;
  send: (args: ApiCallArgs, ref: ApplicantRef, v: Values) => Promise<unknown>;
  flash: string;
  /** API field names → form field names */
  fields?: Record<string, string>;
}

/** German-time fields → ISO instants; an impossible date (31 February) is refused here already. */
const iso = (v: string | undefined) => (v ? (berlinLocalToIso(v) ?? "invalid") : undefined);

const COMMANDS: Record<Intent, Command> = {
  [INTENTS.interest]: { schema: EmptyForm, send: (args, ref) => api.interest(args, ref), flash: "flash.interest" },
  [INTENTS.arrangeInterview]: {
    schema: ArrangeInterviewForm,
    send: (args, ref, v) =>
      api.arrangeInterview(args, ref, {
        interviewDateSuggestions: [v.interview1, v.interview2, v.interview3].map(iso).filter((d) => d !== undefined),
      }),
    flash: "flash.interview",
    fields: { interviewDateSuggestions: "interview1" },
  },
  [INTENTS.trialDay]: {
    schema: TrialDayForm,
    send: (args, ref, v) => api.trialDay(args, ref, { trialDayAt: iso(v.trialDayAt) ?? "" }),
    flash: "flash.trialDay",
  },
  [INTENTS.accept]: { schema: EmptyForm, send: (args, ref) => api.accept(args, ref), flash: "flash.accepted" },
  [INTENTS.reject]: {
    schema: RejectForm,
    send: (args, ref, v) => api.reject(args, ref, { feedbackText: v.feedbackText ?? "" }),
    flash: "flash.rejected",
  },
  [INTENTS.addComment]: {
    schema: CommentForm,
    send: (args, ref, v) => api.addComment(args, ref, { text: v.text ?? "" }),
    flash: "flash.commentAdded",
  },
  [INTENTS.editComment]: {
    schema: CommentEditForm,
    send: (args, ref, v) => api.editComment(args, ref, v.commentId ?? "", { text: v.text ?? "" }),
    flash: "flash.commentChanged",
  },
  [INTENTS.deleteComment]: {
    schema: CommentDeleteForm,
    send: (args, ref, v) => api.deleteComment(args, ref, v.commentId ?? ""),
    flash: "flash.commentDeleted",
  },
};

const isIntent = (value: unknown): value is Intent => Object.values(INTENTS).includes(value as Intent);

/** The message of a refused call: conflict (fresh state follows), no permission, gone; else the field errors. */
function replyFor(error: Refusal, intent: Intent) {
  if (error.code === ErrorCode.conflict) return { formErrors: ["matching:conflict"] };
  if (error.status === 403) return { formErrors: ["matching:noPermission"] };
  if (error.status === 404) {
    const gone = intent === INTENTS.editComment || intent === INTENTS.deleteComment;
    return { formErrors: [gone ? "companyApplicants:errors.commentNotFound" : "companyApplicants:errors.notFound"] };
  }
  const fields = COMMANDS[intent].fields ?? {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    if (key === "_") continue;
    fieldErrors[fields[key.split(".")[0]] ?? key.split(".")[0]] = messages;
  }
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { formErrors: error.fieldErrors._ ?? [V.formInvalid] };
}

export async function applicantAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const { companyId } = await requireCompany(args);
  const here = `/b2b/job-openings/${params.id}/applicants/${params.applicantId}`;
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw data(null, { status: 400 });
  const command = COMMANDS[intent];
  const targetId = String(formData.get("commentId") ?? "");
  const submission = parseWithZod(formData, { schema: command.schema });
  if (submission.status !== "success") {
    return data<ApplicantActionData>({ intent, targetId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value as Values;
  const ref = { companyId, jobId: params.id ?? "", applicantId: params.applicantId ?? "" };
  const refused = await whenRefused(
    command.send(args, ref, value).then(() => null),
    (error) => {
      const status = error.status === 409 ? 409 : error.status === 403 ? 403 : 400;
      return data<ApplicantActionData>(
        { intent, targetId, result: submission.reply(replyFor(error, intent)) },
        { status },
      );
    },
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, here, {
    kind: "success",
    key: `companyApplicants:${command.flash}`,
  });
}
