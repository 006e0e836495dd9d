import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { putHealthInsurance } from "~/api/partner.server";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { Section } from "~/components/ui/Section";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import type { StepHandle } from "~/features/application/StepPage";
import { StepPage } from "~/features/application/StepPage";
import { DocumentList, DocumentUploadForm } from "~/features/documents/deferred";
import { LockedStep } from "~/features/partner/LockedStep";
import { requireOpenStep } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { replyWithApiError, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { parseWithZod } from "~/utils/form-rules.server";
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
  const args = await requireOpenStep({ request, context }, "contract", HERE);
  const submission = parseWithZod(await readFormData(request), { schema: InsuranceForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  const saving = putHealthInsurance(args, {
    healthInsuranceType: v.healthInsuranceType,
    healthInsuranceNotification: v.healthInsuranceNotification === "yes",
    proofDate: v.proofDate,
  });
  const refused = await whenRefused(
    saving.then(() => null),
    (error) =>
      error.status === 409
        ? data(submission.reply({ formErrors: ["partner:contract.documentsNotOpen"] }), { status: 409 })
        : data(replyWithApiError(submission, error), { status: 400 }),
  );
  if (refused) return refused;
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
  const [form, fields] = useConstraintForm<z.input<typeof InsuranceForm>>({
    id: "insurance",
    lastResult,
    rules: rules.InsuranceForm,
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
          {...fieldControl(type)}
          legend={t("contract3.type")}
          options={[
            { value: "statutory", label: t("contract3.statutory") },
            { value: "private", label: t("contract3.private") },
          ]}
          required
        />
        <RadioGroup
          {...fieldControl(notification)}
          legend={t("contract3.notification")}
          hint={t("contract3.notificationHint")}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          required
          inline
        />
        <Field
          {...fieldControl(proofDate)}
          type="date"
          label={t("contract3.proofDate")}
          hint={t("contract3.proofDateHint")}
          required
        />
        <button type="submit" className="btn-primary">
          {t("saveAndContinue")}
        </button>
      </Form>
      <Section titleId="proof-title" title={t("contract3.proof")} className="card space-y-4">
        <DocumentList documents={proofs} returnTo={HERE} />
        <DocumentUploadForm
          category="Certificate health insurance"
          label={t("contract3.proofUpload")}
          hint={t("contract3.guidanceAge")}
          returnTo={HERE}
        />
      </Section>
    </StepPage>
  );
}
