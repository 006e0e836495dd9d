import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import type { PartnerPreferences as PreferencesBody } from "#contracts";
import { DISTANCE_OPTIONS } from "#contracts/application";
import { putPartnerPreferences } from "~/api/partner.server";
import { RadioGroup } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { LockedStep } from "~/features/partner/LockedStep";
import { isLocked, loadGate } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { requireUser } from "~/session/auth.server";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const gate = await loadGate({ request, context }, "partner-search");
  return { ...gate, rules: { PreferencesForm: formRules(PreferencesForm) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  if (await isLocked(args, "partner-search"))
    throw await redirectWithFlash(request, context, HERE, { kind: "error", key: "partner:locked.title" });
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
  const [form, fields] = useForm<z.input<typeof PreferencesForm>>({
    id: "preferences",
    lastResult,
    shouldValidate: "onSubmit",
    // Errors clear while choosing, so the summary does not vanish under the pointer on the submit click.
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.PreferencesForm),
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
          id={field.id}
          name={field.name}
          legend={t("search2.distance")}
          hint={t("search2.distanceHint")}
          options={DISTANCE_OPTIONS.map((d) => ({ value: String(d), label: t("search2.km", { km: d }) }))}
          defaultValue={field.initialValue as string | undefined}
          errors={field.errors}
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
