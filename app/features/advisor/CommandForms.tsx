import type { SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { ADVISOR_REASON_MAX } from "#contracts/advisor-fields";
import type { FormRules } from "~/components/ui/constraint-validation";
import type { SummaryItem } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { fieldControl } from "~/components/ui/field-control";
import { PostForm, summaryItem } from "~/components/ui/PostForm";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";

interface CommonProps {
  intent: string;
  targetId: string;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** the primary action of its card, or a secondary one */
  primary?: boolean;
}

type FieldMeta = { id: string; name: string; key?: string; initialValue?: string; errors?: string[] };

/** The frame of every command: the summary, the command and its target, the caller's fields, the button. */
function CommandForm({
  intent,
  targetId,
  submitLabel,
  primary,
  form,
  items,
  children,
}: Omit<CommonProps, "lastResult"> & {
  form: Parameters<typeof PostForm>[0]["form"];
  items?: SummaryItem[];
  children?: ReactNode;
}) {
  return (
    <PostForm form={form} items={items} className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="targetId" value={targetId} />
      {children}
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {submitLabel}
      </button>
    </PostForm>
  );
}

/** A command with one field, checked in the browser by the rules its loader sent. */
function useFieldCommand(name: string, { intent, targetId, lastResult }: CommonProps, rules: FormRules) {
  const [form, fields] = useConstraintForm({
    id: `${intent}-${targetId}`,
    lastResult,
    constraint: rules.constraint,
    rules,
  });
  return [form, fields[name] as FieldMeta] as const;
}

/** One button (confirm, accept, approve); errors from the API in the summary above it. */
export function ButtonForm(props: CommonProps) {
  // nothing to check in the browser: a button with its target; the server's reply shows above it
  const [form] = useForm({ id: `${props.intent}-${props.targetId}`, lastResult: props.lastResult });
  return <CommandForm {...props} form={form} />;
}

/** Reject with a reason the applicant sees (at most 250 characters). */
export function ReasonCommandForm({
  reasonLabel,
  rules,
  ...props
}: CommonProps & { reasonLabel: string; rules: FormRules }) {
  const [form, reason] = useFieldCommand("reason", props, rules);
  return (
    <CommandForm {...props} form={form} items={[summaryItem(reason, reasonLabel)]}>
      <TextArea
        {...fieldControl(reason)}
        key={reason.key}
        label={reasonLabel}
        required
        maxChars={ADVISOR_REASON_MAX}
        counter
      />
    </CommandForm>
  );
}

/** Confirm the consultation with the interview date. */
export function DateCommandForm({ dateLabel, rules, ...props }: CommonProps & { dateLabel: string; rules: FormRules }) {
  const [form, date] = useFieldCommand("interviewOn", props, rules);
  return (
    <CommandForm {...props} primary form={form} items={[summaryItem(date, dateLabel)]}>
      <Field {...fieldControl(date)} key={date.key} type="date" label={dateLabel} required />
    </CommandForm>
  );
}
