import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { ApiError, apiCall } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { ConsultationForm, INTENTS, ReasonForm, TargetForm } from "./schemas";

export type ApplicantActionData = { intent: string; targetId: string; result: SubmissionResult<string[]> };

type Intent = (typeof INTENTS)[keyof typeof INTENTS];
/** Per intent: the form schema, the API call, and the flash text on success. */
const COMMANDS: Record<
  Intent,
  {
    schema: typeof TargetForm | typeof ConsultationForm | typeof ReasonForm;
    path: (id: string, accountId: string) => string;
    body?: (v: Record<string, string>) => unknown;
    flash: string;
  }
> = {
  [INTENTS.confirmAttendance]: {
    schema: TargetForm,
    path: (id) => `/advisor/v1/info-sessions/registrations/${id}/confirm`,
    flash: "advisor:flash.attendanceConfirmed",
  },
  [INTENTS.confirmConsultation]: {
    schema: ConsultationForm,
    path: (id) => `/advisor/v1/consultations/${id}/confirm`,
    body: (v) => ({ interviewOn: v.interviewOn }),
    flash: "advisor:flash.consultationConfirmed",
  },
  [INTENTS.acceptDocument]: {
    schema: TargetForm,
    path: (id) => `/advisor/v1/documents/${id}/review`,
    body: () => ({ decision: "accepted" }),
    flash: "advisor:flash.documentAccepted",
  },
  [INTENTS.rejectDocument]: {
    schema: ReasonForm,
    path: (id) => `/advisor/v1/documents/${id}/review`,
    body: (v) => ({ decision: "rejected", reason: v.reason }),
    flash: "advisor:flash.documentRejected",
  },
  [INTENTS.approveEmail]: {
    schema: TargetForm,
    path: (id) => `/advisor/v1/email-change-requests/${id}/approve`,
    flash: "advisor:flash.emailApproved",
  },
  [INTENTS.rejectEmail]: {
    schema: ReasonForm,
    path: (id) => `/advisor/v1/email-change-requests/${id}/reject`,
    body: (v) => ({ reason: v.reason }),
    flash: "advisor:flash.emailRejected",
  },
  [INTENTS.recommend]: {
    schema: TargetForm,
    path: (_, accountId) => `/advisor/v1/applicants/${encodeURIComponent(accountId)}/recommendations`,
    body: (v) => ({ jobOpeningId: v.targetId }),
    flash: "advisor:flash.recommended",
  },
  [INTENTS.assignAdvisor]: {
    schema: TargetForm,
    path: (_, accountId) => `/advisor/v1/applicants/${encodeURIComponent(accountId)}/advisor`,
    body: (v) => ({ advisorId: v.targetId }),
    flash: "advisor:flash.advisorAssigned",
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
  try {
    await apiCall({ request, context }, command.path(value.targetId, params.accountId ?? ""), {
      method: "POST",
      body: command.body ? command.body(value) : undefined,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const key =
      error.code === ErrorCode.conflict
        ? "advisor:errors.conflict"
        : error.code === ErrorCode.notFound
          ? "advisor:errors.notFound"
          : null;
    const reply = key
      ? submission.reply({ formErrors: [key] })
      : submission.reply({ fieldErrors: error.fieldErrors, formErrors: error.fieldErrors._ ?? [error.message] });
    return data<ApplicantActionData>({ intent, targetId, result: reply }, { status: 400 });
  }
  throw await redirectWithFlash(request, context, here, { kind: "success", key: command.flash });
}
