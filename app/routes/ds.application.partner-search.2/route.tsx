import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import type { PartnerPreferences as PreferencesBody } from "#contracts";
import { DISTANCE_OPTIONS } from "#contracts/application";
import { putPartnerPreferences } from "~/api/partner.server";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { LockedStep } from "~/features/partner/LockedStep";
import { gatedStepLoader, requireOpenStep } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { PreferencesForm } from "./schema.server";

export const handle: StepHandle = {
  step: 5,
  subStep: 2,
  subSteps: 4,
  title: "partner:search2.title",
  i18n: ["partner"],
};
const HERE = "/ds/application/partner-search/2";

export async function loader(args: LoaderFunctionArgs) {
  const gate = await gatedStepLoader(args, "partner-search");
  return { ...gate, rules: { PreferencesForm: formRules(PreferencesForm) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const args = await requireOpenStep({ request, context }, "partner-search", HERE);
  const submission = parseWithZod(await readFormData(request), { schema: PreferencesForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await replyIfRefused(
    submission,
    putPartnerPreferences(args, {
      // one of the offered distances as the form posted it; the API refuses any other value
      practicePartnerMaxDistance: Number(
        submission.value.practicePartnerMaxDistance,
      ) as PreferencesBody["practicePartnerMaxDistance"],
    }),
  );
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/application/partner-search/3", {
    kind: "success",
    key: "partner:search2.saved",
  });
}

/** Step 5, sub-step 2: wishes and preferences (maximum distance). */
export default function PartnerPreferences() {
  const { t } = useTranslation("partner");
  const { locked, state, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useConstraintForm<z.input<typeof PreferencesForm>>({
    id: "preferences",
    lastResult,
    rules: rules.PreferencesForm,
    defaultValue: { practicePartnerMaxDistance: state.practicePartnerMaxDistance?.toString() ?? "" },
  });
  if (locked) return <LockedStep step="partner-search" />;
  const field = fields.practicePartnerMaxDistance;
  return (
    <StepPage title={t("search2.title")} intro={<p>{t("search2.intro")}</p>}>
      <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="card space-y-6">
        <ErrorSummary
          formErrors={form.errors}
          items={[{ fieldId: `${field.id}-0`, label: t("search2.distance"), errors: field.errors }]}
        />
        <RadioGroup
          {...fieldControl(field)}
          legend={t("search2.distance")}
          hint={t("search2.distanceHint")}
          options={DISTANCE_OPTIONS.map((d) => ({ value: String(d), label: t("search2.km", { km: d }) }))}
          required
          inline
        />
        <button type="submit" className="btn-primary">
          {t("saveAndContinue")}
        </button>
      </Form>
    </StepPage>
  );
}
