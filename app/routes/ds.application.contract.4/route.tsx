import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ApiCallArgs } from "~/api/client.server";
import { completeContract, getPartnerSearch } from "~/api/partner.server";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import type { StepHandle } from "~/features/application/StepPage";
import { StepPage } from "~/features/application/StepPage";
import { DocumentList, DocumentUploadForm } from "~/features/documents/deferred";
import { documentsOf } from "~/features/partner/documents.server";
import { LockedStep } from "~/features/partner/LockedStep";
import { loadGate, requireOpenStep } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";

export const handle: StepHandle = {
  title: "partner:contract4.title",
  i18n: ["partner", "documents"],
  step: 0,
  subStep: 4,
  subSteps: 4,
};
const HERE = "/ds/application/contract/4";
export const TEMPLATE_PATH = "/ds/application/contract/template";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const [gate, contracts] = await Promise.all([loadGate(args, "contract"), documentsOf(args, "Contract")]);
  return { ...gate, contracts };
}

/** Why the API refused to complete the step, as a message the applicant understands. */
async function refusal(args: ApiCallArgs): Promise<string> {
  const s = await getPartnerSearch(args);
  const today = new Date().toISOString().slice(0, 10);
  if (!s.earliestDocumentDate || s.earliestDocumentDate > today) return "partner:contract.documentsNotOpen";
  if (!s.healthInsuranceType || s.healthInsuranceNotification === null || !s.proofDate) {
    return "partner:contract4.insuranceMissing";
  }
  if (!s.hasContract) return "partner:contract4.contractMissing";
  return "validation.dataNotTransferred";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const args = await requireOpenStep({ request, context }, "contract", HERE);
  const refused = await orElse(
    completeContract(args).then(() => false),
    true,
    [400, 409],
  );
  if (refused) return data({ error: await refusal(args) }, { status: 409 });
  throw await redirectWithFlash(request, context, "/ds/application/contract/done", {
    kind: "success",
    key: "partner:contractDone.flash",
  });
}

/** Contract sub-step 4, documents II: download the contract, sign it, upload the signed copy, finish. */
export default function ContractSigning() {
  const { t } = useTranslation("partner");
  const { locked, contracts } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ error: string }>();
  if (locked) return <LockedStep step="contract" />;
  return (
    <StepPage title={t("contract4.title")} intro={<p>{t("contract4.intro")}</p>}>
      <Section titleId="download-title" title={t("contract4.download")} className="card space-y-4">
        <p>{t("contract4.downloadText")}</p>
        <a href={TEMPLATE_PATH} className="btn-secondary" download>
          {t("contract4.downloadLink")}
        </a>
      </Section>
      <Section titleId="signed-title" title={t("contract4.upload")} className="card space-y-4">
        <DocumentList documents={contracts} returnTo={HERE} />
        <DocumentUploadForm
          category="Contract"
          label={t("contract4.uploadLabel")}
          hint={t("contract4.uploadHint")}
          returnTo={HERE}
        />
      </Section>
      <Form method="post" action={HERE} className="card space-y-4">
        <ErrorSummary items={[]} formErrors={actionData?.error ? [actionData.error] : undefined} />
        <p>{t("contract4.finishText")}</p>
        <button type="submit" className="btn-primary">
          {t("contract4.finish")}
        </button>
      </Form>
    </StepPage>
  );
}
