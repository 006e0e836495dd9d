import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { advisorCommands as api } from "~/api/advisor.server";
import type { ApiCallArgs } from "~/api/client.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { INTENTS } from "./intents";
import { ConsultationForm, ReasonForm, TargetForm } from "./schemas.server";

export type ApplicantActionData = { intent: string; targetId: string; result: SubmissionResult<string[]> };

type Intent = (typeof INTENTS)[keyof typeof INTENTS];
/** Per intent: the form schema, the API call, and the flash text on success. */
const COMMANDS: Record<
  Intent,
  {
    schema: typeof TargetForm | typeof ConsultationForm | typeof ReasonForm;
    /** the command on the form's target (`targetId`) of the applicant `accountId` */
    send: (args: ApiCallArgs, v: Record<string, string>, accountId: string) => Promise<unknown>;
    flash: string;
  }
> = {
  [INTENTS.confirmAttendance]: {
    schema: TargetForm,
    send: (args, v) => api.confirmAttendance(args, v.targetId),
    flash: "advisor:flash.attendanceConfirmed",
  },
  [INTENTS.confirmConsultation]: {
    schema: ConsultationForm,
    send: (args, v) => api.confirmConsultation(args, v.targetId, { interviewOn: v.interviewOn }),
    flash: "advisor:flash.consultationConfirmed",
  },
  [INTENTS.acceptDocument]: {
    schema: TargetForm,
    send: (args, v) => api.reviewDocument(args, v.targetId, { decision: "accepted" }),
    flash: "advisor:flash.documentAccepted",
  },
  [INTENTS.rejectDocument]: {
    schema: ReasonForm,
    send: (args, v) => api.reviewDocument(args, v.targetId, { decision: "rejected", reason: v.reason }),
    flash: "advisor:flash.documentRejected",
  },
  [INTENTS.approveEmail]: {
    schema: TargetForm,
    send: (args, v) => api.approveEmailChange(args, v.targetId),
    flash: "advisor:flash.emailApproved",
  },
  [INTENTS.rejectEmail]: {
    schema: ReasonForm,
    send: (args, v) => api.rejectEmailChange(args, v.targetId, { reason: v.reason }),
    flash: "advisor:flash.emailRejected",
  },
  [INTENTS.recommend]: {
    schema: TargetForm,
    send: (args, v, accountId) => api.recommend(args, accountId, { jobOpeningId: v.targetId }),
    flash: "advisor:flash.recommended",
  },
  [INTENTS.assignAdvisor]: {
    schema: TargetForm,
    send: (args, v, accountId) => api.assignAdvisor(args, accountId, { advisorId: v.targetId }),
    flash: "advisor:flash.advisorAssigned",
  },
  [INTENTS.reverseWithdrawal]: {
    schema: TargetForm,
    send: (args, _v, accountId) => api.reverseWithdrawal(args, accountId),
    flash: "advisor:flash.withdrawalReversed",
  },
  [INTENTS.restoreAccount]: {
    schema: TargetForm,
    send: (args, _v, accountId) => api.restoreAccount(args, accountId),
    flash: "advisor:flash.accountRestored",
  },
};

const isIntent = (value: unknown): value is Intent => Object.values(INTENTS).includes(value as Intent);

export async function applicantAction({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "staff");
  const here = `/advisor/applicants/${params.accountId}`;
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw data(null, { status: 400 });
  const command = COMMANDS[intent];
  const targetId = String(formData.get("targetId") ?? "");
  const submission = parseWithZod(formData, { schema: command.schema });
  if (submission.status !== "success") {
    return data<ApplicantActionData>({ intent, targetId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value as Record<string, string>;
  const refused = await replyIfRefused(submission, command.send({ request, context }, value, params.accountId ?? ""), {
    message: (error) =>
      error.code === ErrorCode.conflict
        ? "advisor:errors.conflict"
        : error.code === ErrorCode.notFound
          ? "advisor:errors.notFound"
          : { fieldErrors: error.fieldErrors, formErrors: error.fieldErrors._ ?? [error.message] },
  });
  if (refused) return data<ApplicantActionData>({ intent, targetId, result: refused }, { status: 400 });
  throw await redirectWithFlash(request, context, here, { kind: "success", key: command.flash });
}
