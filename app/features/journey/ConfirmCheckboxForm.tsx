import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { Checkbox } from "~/components/ui/Choice";
import type { FormRules } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useTranslation } from "~/i18n/translation";

/**
 * A form of one checkbox the applicant must tick to confirm (attendance of step 3, preparation of step 4).
 * `id` is the form's id and the key of its texts (`legend`, `label`, `submit`) in the journey namespace.
 */
export function ConfirmCheckboxForm({ id, name, rules }: { id: string; name: string; rules: FormRules }) {
  const { t } = useTranslation("journey");
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useConstraintForm<Record<string, string>>({ id, lastResult, rules });
  const field = fields[name];
  const label = t(`${id}.label`);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card space-y-6">
      <ErrorSummary formErrors={form.errors} items={[{ fieldId: field.id, label, errors: field.errors }]} />
      <fieldset className="space-y-2">
        <legend className="font-bold">{t(`${id}.legend`)}</legend>
        <Checkbox id={field.id} name={field.name} label={label} errors={field.errors} errorLabel={label} />
      </fieldset>
      <button type="submit" className="btn-primary">
        {t(`${id}.submit`)}
      </button>
    </Form>
  );
}
