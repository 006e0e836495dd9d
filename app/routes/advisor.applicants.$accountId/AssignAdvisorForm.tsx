import { getFormProps, useForm } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import type { AdvisorList } from "#contracts";
import { Select } from "~/components/ui/Choice";
import { type FormRules, validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { ApplicantActionData } from "./actions.server";
import { INTENTS } from "./intents";

/** Team leads: move the applicant to another study advisor (the applicant is told). */
export function AssignAdvisorForm({ advisors, rules }: { advisors: AdvisorList["advisors"]; rules: FormRules }) {
  const { t } = useTranslation("advisor");
  const actionData = useActionData<ApplicantActionData>();
  const [form, fields] = useForm<{ targetId: string }>({
    id: INTENTS.assignAdvisor,
    lastResult: actionData?.intent === INTENTS.assignAdvisor ? actionData.result : undefined,
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules),
  });
  const label = t("assign.label");
  return (
    <section aria-labelledby="assign-title" className="card space-y-2">
      <h2 id="assign-title" className="text-xl font-bold">
        {t("assign.title")}
      </h2>
      <p>{t("assign.intro")}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-3">
        <ErrorSummary
          formErrors={form.errors}
          items={[{ fieldId: fields.targetId.id, label, errors: fields.targetId.errors }]}
        />
        <input type="hidden" name="intent" value={INTENTS.assignAdvisor} />
        <Select
          key={fields.targetId.key ?? fields.targetId.id}
          id={fields.targetId.id}
          name={fields.targetId.name}
          label={label}
          required
          defaultValue={fields.targetId.initialValue ?? ""}
          placeholder={t("assign.choose")}
          options={advisors.map((a) => ({ value: a.id, label: a.city ? `${a.name} (${a.city})` : a.name }))}
          errors={fields.targetId.errors}
        />
        <button type="submit" className="btn-secondary">
          {t("assign.submit")}
        </button>
      </Form>
    </section>
  );
}
