import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm } from "@conform-to/react";
import { ADVISOR_REASON_MAX } from "#contracts/advisor-fields";
import { type FormRules, validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";

interface CommonProps {
  intent: string;
  targetId: string;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** the primary action of its card, or a secondary one */
  primary?: boolean;
}

/** One button (confirm, accept, approve); errors from the API in the summary above it. */
export function ButtonForm({ intent, targetId, lastResult, submitLabel, primary }: CommonProps) {
  // nothing to check in the browser: a button with its target; the server's reply shows above it
  const [form] = useForm({ id: `${intent}-${targetId}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
      <ErrorSummary formErrors={form.errors} items={[]} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="targetId" value={targetId} />
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** Reject with a reason the applicant sees (at most 250 characters). */
export function ReasonCommandForm({
  intent,
  targetId,
  lastResult,
  submitLabel,
  reasonLabel,
  rules,
}: CommonProps & { reasonLabel: string; rules: FormRules }) {
  const [form, fields] = useForm({
    id: `${intent}-${targetId}`,
    lastResult,
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules),
  });
  const reason = fields.reason as { id: string; name: string; key?: string; initialValue?: string; errors?: string[] };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: reason.id, label: reasonLabel, errors: reason.errors }]}
      />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="targetId" value={targetId} />
      <TextArea
        id={reason.id}
        name={reason.name}
        key={reason.key}
        label={reasonLabel}
        required
        maxChars={ADVISOR_REASON_MAX}
        counter
        defaultValue={reason.initialValue}
        errors={reason.errors}
      />
      <button type="submit" className="btn-secondary">
        {submitLabel}
      </button>
    </Form>
  );
}

/** Confirm the consultation with the interview date. */
export function DateCommandForm({
  intent,
  targetId,
  lastResult,
  submitLabel,
  dateLabel,
  rules,
}: CommonProps & { dateLabel: string; rules: FormRules }) {
  const [form, fields] = useForm({
    id: `${intent}-${targetId}`,
    lastResult,
    constraint: rules.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules),
  });
  const date = fields.interviewOn as {
    id: string;
    name: string;
    key?: string;
    initialValue?: string;
    errors?: string[];
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
      <ErrorSummary formErrors={form.errors} items={[{ fieldId: date.id, label: dateLabel, errors: date.errors }]} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="targetId" value={targetId} />
      <Field
        id={date.id}
        name={date.name}
        key={date.key}
        type="date"
        label={dateLabel}
        required
        defaultValue={date.initialValue}
        errors={date.errors}
      />
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}
