import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { putPartnerFound } from "~/api/partner.server";
import { Checkbox } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { LockedStep } from "~/features/partner/LockedStep";
import { gatedStepLoader, requireOpenStep } from "~/features/partner/partner.server";
import { useTranslation } from "~/i18n/translation";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { completeStep } from "./complete-step.server";
import { INTENTS } from "./intents";
import { PartnerFoundForm } from "./schema.server";

export const handle: StepHandle = {
  step: 5,
  subStep: 4,
  subSteps: 4,
  title: "partner:search4.title",
  i18n: ["partner"],
};
const HERE = "/ds/application/partner-search/4";
const DONE = "/ds/application/partner-search/done";

type ActionData = { intent: "found"; result: SubmissionResult<string[]> } | { intent: "complete"; error: string };

export async function loader(args: LoaderFunctionArgs) {
  const gate = await gatedStepLoader(args, "partner-search");
  return { ...gate, rules: { PartnerFoundForm: formRules(PartnerFoundForm) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const args = await requireOpenStep({ request, context }, "partner-search", HERE);
  const formData = await readFormData(request);
  if (formData.get("intent") === INTENTS.found) {
    const submission = parseWithZod(formData, { schema: PartnerFoundForm });
    if (submission.status !== "success") {
      return data<ActionData>({ intent: "found", result: submission.reply() }, { status: 400 });
    }
    const refused = await replyIfRefused(
      submission,
      putPartnerFound(args, {
        practicePartnerExists: true,
        practicePartnerContact: submission.value.practicePartnerContact,
      }),
    );
    if (refused) return data<ActionData>({ intent: "found", result: refused }, { status: 400 });
  }
  const refused = await completeStep(args);
  if (refused) return data<ActionData>({ intent: "complete", error: refused }, { status: 409 });
  throw await redirectWithFlash(request, context, DONE, { kind: "success", key: "partner:searchDone.flash" });
}

/** Step 5, sub-step 4: complete the search, or say that a practice partner was already found. */
export default function PartnerFoundPage() {
  const { t } = useTranslation("partner");
  const { locked, state } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof PartnerFoundForm>>({
    id: "found",
    lastResult: actionData?.intent === "found" ? actionData.result : undefined,
    rules: rules.PartnerFoundForm,
    defaultValue: {
      practicePartnerExists: state.practicePartnerExists ? "on" : "",
      practicePartnerContact: state.practicePartnerContact ?? "",
    },
  });
  if (locked) return <LockedStep step="partner-search" />;
  const tick = fields.practicePartnerExists;
  const contact = fields.practicePartnerContact;
  const completeError = actionData?.intent === "complete" ? [actionData.error] : undefined;
  return (
    <StepPage title={t("search4.title")} intro={<p>{t("search4.intro")}</p>}>
      <Section titleId="complete-title" title={t("search4.completeTitle")} className="card space-y-4">
        <Form method="post" action={HERE} className="space-y-4">
          <ErrorSummary items={[]} formErrors={completeError} />
          <p>
            {state.practicePartnerMaxDistance
              ? t("search4.summary", { km: state.practicePartnerMaxDistance })
              : t("search4.noPreferences")}
          </p>
          <button type="submit" name="intent" value={INTENTS.complete} className="btn-primary">
            {t("search4.complete")}
          </button>
        </Form>
      </Section>
      <Section titleId="found-title" title={t("search4.foundTitle")} className="card space-y-4">
        <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="space-y-6">
          <ErrorSummary
            formErrors={form.errors}
            items={[
              { fieldId: tick.id, label: t("search4.tick"), errors: tick.errors },
              { fieldId: contact.id, label: t("search4.contact"), errors: contact.errors },
            ]}
          />
          <input type="hidden" name="intent" value={INTENTS.found} />
          <Checkbox
            id={tick.id}
            name={tick.name}
            label={t("search4.tick")}
            defaultChecked={tick.initialValue === "on"}
            errors={tick.errors}
            errorLabel={t("search4.tick")}
          />
          <TextArea
            id={contact.id}
            name={contact.name}
            label={t("search4.contact")}
            hint={t("search4.contactHint")}
            defaultValue={(contact.initialValue as string | undefined) ?? ""}
            errors={contact.errors}
            required
          />
          <button type="submit" className="btn-secondary">
            {t("search4.foundSubmit")}
          </button>
        </Form>
      </Section>
    </StepPage>
  );
}
