import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { type CompanyApplicant, ErrorCode, V } from "#contracts";
import { createApplicantContract, getCompanyApplicant, patchApplicantContract } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { pendingFormFor } from "~/session/pending-form.server";
import { orNotFound, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { CONTRACT_INTENTS } from "./fields";
import { ContractForm, SignForm } from "./schemas.server";

const applicantRef = (companyId: string, params: LoaderFunctionArgs["params"]) => ({
  companyId,
  jobId: params.id ?? "",
  applicantId: params.applicantId ?? "",
});

export async function contractLoader(args: LoaderFunctionArgs) {
  const { companyId, can } = await requireCompany(args);
  const applicant: CompanyApplicant = await orNotFound(getCompanyApplicant(args, applicantRef(companyId, args.params)));
  const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(" ");
  return {
    name,
    jobId: args.params.id ?? "",
    accountId: applicant.accountId,
    status: applicant.match.status,
    contract: applicant.contract,
    canRead: can("request_contracts", "edit_contracts", "view_student_contracts"),
    canCreate: can("request_contracts"),
    canEdit: can("edit_contracts"),
    /** the fields posted when the login had expired, back after the new login */
    pending: await pendingFormFor(args.request, args.context),
  };
}

export type ContractActionData = { intent: string; result: SubmissionResult<string[]> };

export async function contractAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const { companyId } = await requireCompany(args);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const isSign = intent === CONTRACT_INTENTS.sign;
  if (!isSign && intent !== CONTRACT_INTENTS.create && intent !== CONTRACT_INTENTS.save) {
    throw data(null, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: isSign ? SignForm : ContractForm });
  if (submission.status !== "success") {
    return data<ContractActionData>({ intent, result: submission.reply() }, { status: 400 });
  }
  const ref = applicantRef(companyId, params);
  const send = async () => {
    const value = submission.value;
    if ("confirm" in value) await patchApplicantContract(args, ref, { signed: true });
    else if (intent === CONTRACT_INTENTS.create) await createApplicantContract(args, ref, value);
    else await patchApplicantContract(args, ref, value);
    return null;
  };
  const refused = await whenRefused(send, (error) => {
    const reply =
      error.code === ErrorCode.conflict
        ? { formErrors: ["matching:conflict"] }
        : error.status === 403
          ? { formErrors: ["matching:noPermission"] }
          : error.status === 404
            ? { formErrors: ["companyApplicants:errors.notFound"] }
            : Object.keys(error.fieldErrors).some((k) => k !== "_")
              ? { fieldErrors: error.fieldErrors }
              : { formErrors: [V.formInvalid] };
    return data<ContractActionData>(
      { intent, result: submission.reply(reply) },
      { status: error.status === 409 ? 409 : 400 },
    );
  });
  if (refused) return refused;
  const here = `/b2b/job-openings/${params.id}/applicants/${params.applicantId}`;
  if (intent === CONTRACT_INTENTS.save) {
    throw await redirectWithFlash(request, context, `${here}/contract`, {
      kind: "success",
      key: "companyApplicants:flash.contractSaved",
    });
  }
  // the thank-you page says what happened; no flash on top of it
  throw redirect(`${here}/success?done=${isSign ? "signed" : "requested"}`);
}
