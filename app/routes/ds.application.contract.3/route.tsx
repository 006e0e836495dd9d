import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ApiError } from "~/api/client.server";
import { putHealthInsurance } from "~/api/partner.server";
import { requireUser } from "~/auth.server";
import type { StepHandle } from "~/components/application/StepPage";
import { StepPage } from "~/components/application/StepPage";
import { DocumentList, DocumentUploadForm } from "~/components/documents/deferred";
import { LockedStep } from "~/components/partner/LockedStep";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { replyWithApiError } from "~/features/application/application.server";
import { isLocked } from "~/features/partner/partner.server";
import { useTranslation } from "~/translation";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { parseWithZod } from "~/utils/form-rules.server";
import { getFormProps, type SubmissionResult, useForm } from "~/utils/use-form";
import { insuranceLoader } from "./insurance.server";
import { InsuranceForm } from "./schema.server";

export const handle: StepHandle = {
  title: "partner:contract3.title",
  i18n: ["partner", "documents"],
  step: 0,
  subStep: 3,
  subSteps: 4,
};
const HERE = "/ds/application/contract/3";

export const loader = (args: LoaderFunctionArgs) => insuranceLoader(args);

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  if (await isLocked(args, "contract"))
    throw await redirectWithFlash(request, context, HERE, { kind: "error", key: "partner:locked.title" });
  const submission = parseWithZod(await readFormData(request), { schema: InsuranceForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  try {
    await putHealthInsurance(args, {
      healthInsuranceType: v.healthInsuranceType,
      healthInsuranceNotification: v.healthInsuranceNotification === "yes",
      proofDate: v.proofDate,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 409)
      return data(submission.reply({ formErrors: ["partner:contract.documentsNotOpen"] }), { status: 409 });
    return data(replyWithApiError(submission, error), { status: 400 });
  }
  throw await redirectWithFlash(request, context, "/ds/application/contract/4", {
    kind: "success",
    key: "partner:contract3.saved",
  });
}

/** Contract sub-step 3, documents I: health insurance (type, notification, proof). */
export default function ContractInsurance() {
  const { t } = useTranslation("partner");
  const { locked, state, proofs, rules, documentsWindow } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const yesNo = (b: boolean | null) => (b === true ? "yes" : b === false ? "no" : "");
  const [form, fields] = useForm<z.input<typeof InsuranceForm>>({
    id: "insurance",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // the browser's validation loads when the form is first used, not with the page
    loadValidator: () =>
      import("~/components/ui/constraint-validation").then((m) => m.validateByConstraints(rules.InsuranceForm)),
    defaultValue: {
      healthInsuranceType: state.healthInsuranceType ?? "",
      healthInsuranceNotification: yesNo(state.healthInsuranceNotification),
      proofDate: state.proofDate ?? "",
    },
  });
  if (locked) return <LockedStep step="contract" />;
  const { earliest, open } = documentsWindow;
  const { healthInsuranceType: type, healthInsuranceNotification: notification, proofDate } = fields;
  return (
    <StepPage title={t("contract3.title")} intro={<p>{t("contract3.intro")}</p>}>
      <ul className="card list-disc space-y-1 ps-10">
        <li>{t("contract3.guidanceAge")}</li>
        <li>{t("contract3.guidanceEarliest", { date: earliest })}</li>
      </ul>
      {!open ? (
        <p role="status" className="card border-s-4 border-amber-600">
          {t("contract.documentsNotOpenUntil", { date: earliest })}
        </p>
      ) : null}
      <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="card space-y-6">
        <ErrorSummary
          formErrors={form.errors}
          items={[
            { fieldId: `${type.id}-0`, label: t("contract3.type"), errors: type.errors },
            { fieldId: `${notification.id}-0`, label: t("contract3.notification"), errors: notification.errors },
            { fieldId: proofDate.id, label: t("contract3.proofDate"), errors: proofDate.errors },
          ]}
        />
        <RadioGroup
          id={type.id}
          name={type.name}
          legend={t("contract3.type")}
          options={[
            { value: "statutory", label: t("contract3.statutory") },
            { value: "private", label: t("contract3.private") },
          ]}
          defaultValue={type.initialValue as string | undefined}
          errors={type.errors}
          required
        />
        <RadioGroup
          id={notification.id}
          name={notification.name}
          legend={t("contract3.notification")}
          hint={t("contract3.notificationHint")}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          defaultValue={notification.initialValue as string | undefined}
          errors={notification.errors}
          required
          inline
        />
        <Field
          id={proofDate.id}
          name={proofDate.name}
          type="date"
          label={t("contract3.proofDate")}
          hint={t("contract3.proofDateHint")}
          defaultValue={proofDate.initialValue as string | undefined}
          errors={proofDate.errors}
          required
        />
        <button type="submit" className="btn-primary">
          {t("saveAndContinue")}
        </button>
      </Form>
      <section aria-labelledby="proof-title" className="card space-y-4">
        <h2 id="proof-title" className="text-xl font-bold">
          {t("contract3.proof")}
        </h2>
        <DocumentList documents={proofs} returnTo={HERE} />
        <DocumentUploadForm
          category="Certificate health insurance"
          label={t("contract3.proofUpload")}
          hint={t("contract3.guidanceAge")}
          returnTo={HERE}
        />
      </section>
    </StepPage>
  );
}
