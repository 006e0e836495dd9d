import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { generateMotivation, putMotivation } from "~/api/partner.server";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Hint } from "~/components/ui/Hint";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { pageLanguage } from "~/features/application/application.server";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { setHintFlag } from "~/features/hints/hints.server";
import { LockedStep } from "~/features/partner/LockedStep";
import { gatedStepLoader, requireOpenStep } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { INTENTS } from "./intents";
import { MotivationForm } from "./schema.server";

export const handle: StepHandle = {
  step: 5,
  subStep: 3,
  subSteps: 4,
  title: "partner:search3.title",
  i18n: ["partner"],
};
const HERE = "/ds/application/partner-search/3";

type ActionData = { generated?: string; draftId?: string; result?: SubmissionResult<string[]> };

export async function loader(args: LoaderFunctionArgs) {
  const gate = await gatedStepLoader(args, "partner-search");
  return { ...gate, rules: { MotivationForm: formRules(MotivationForm) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const args = await requireOpenStep({ request, context }, "partner-search", HERE);
  const formData = await readFormData(request);
  if (formData.get("intent") === INTENTS.generate) {
    // The draft is only shown in the text area for editing; nothing is saved until "save".
    const lng = (await pageLanguage(request)) === "en" ? "en" : "de";
    const draft = await generateMotivation(args, lng);
    await setHintFlag(args, "interactedWithMotivationStep");
    return data<ActionData>({ generated: draft.text, draftId: Date.now().toString(36) });
  }
  const submission = parseWithZod(formData, { schema: MotivationForm });
  // the same form (id) again: its errors then show on the text as typed
  const draftId = String(formData.get("draftId") ?? "") || undefined;
  if (submission.status !== "success")
    return data<ActionData>({ result: submission.reply(), draftId }, { status: 400 });
  const refused = await replyIfRefused(submission, async () => {
    await putMotivation(args, submission.value);
    await setHintFlag(args, "interactedWithMotivationStep");
  });
  if (refused) return data<ActionData>({ result: refused, draftId }, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/application/partner-search/4", {
    kind: "success",
    key: "partner:search3.saved",
  });
}

/** Step 5, sub-step 3: the motivation text, with a generated short-profile draft to start from. */
export default function PartnerMotivation() {
  const { t } = useTranslation("partner");
  const { t: tc } = useTranslation();
  const { account } = useApplicant();
  const { locked, state } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const generating = navigation.formData?.get("intent") === INTENTS.generate;
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof MotivationForm>>({
    // Each new draft is a fresh form (Conform keeps a form's values otherwise), filled with the draft.
    id: actionData?.draftId ? `motivation-${actionData.draftId}` : "motivation",
    lastResult: actionData?.result,
    rules: rules.MotivationForm,
    // "Generate a draft" must reach the server whatever the text area holds.
    unless: (formData) => formData.get("intent") === INTENTS.generate,
    defaultValue: { motivationText: actionData?.generated ?? state.motivationText ?? "" },
  });
  if (locked) return <LockedStep step="partner-search" />;
  const field = fields.motivationText;
  const text = (field.initialValue as string | undefined) ?? "";
  return (
    <StepPage title={t("search3.title")} intro={<p>{t("search3.intro")}</p>}>
      {!account.hints.interactedWithMotivationStep ? (
        <Hint flag="interactedWithMotivationStep" title={tc("hints.motivation.title")}>
          <p>{tc("hints.motivation.text")}</p>
        </Hint>
      ) : null}
      <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="card space-y-6">
        <ErrorSummary
          formErrors={form.errors}
          items={[{ fieldId: field.id, label: t("search3.motivation"), errors: field.errors }]}
        />
        {actionData?.draftId ? <input type="hidden" name="draftId" value={actionData.draftId} /> : null}
        {actionData?.generated ? (
          <p role="status" className="border-s-4 border-blue-700 bg-blue-50 p-3">
            {t("search3.generated")}
          </p>
        ) : null}
        <TextArea
          // A new draft remounts the text area, so its text and counter start from the draft.
          key={form.id}
          id={field.id}
          name={field.name}
          label={t("search3.motivation")}
          hint={t("search3.motivationHint")}
          defaultValue={text}
          errors={field.errors}
          required
          counter
          rows={12}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value={INTENTS.save} className="btn-primary">
            {t("saveAndContinue")}
          </button>
          <button
            type="submit"
            name="intent"
            value={INTENTS.generate}
            formNoValidate
            className="btn-secondary"
            disabled={generating}
          >
            {t("search3.generate")}
          </button>
        </div>
        <p className="text-sm text-gray-700">{t("search3.generateHint")}</p>
      </Form>
    </StepPage>
  );
}
