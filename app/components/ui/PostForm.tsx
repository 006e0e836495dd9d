import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorSummary, type SummaryItem } from "./ErrorSummary";
import { Form } from "./Form";
import type { ControlledField } from "./field-control";

/**
 * A Conform form that posts, checked by the server (and in the browser by its rules, if any): the error
 * summary comes first, with the API's refusals and a link to each failing field, then the caller's fields.
 */
export function PostForm({
  form,
  items = [],
  children,
  ...rest
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata, whatever its fields
  form: FormMetadata<any, string[]>;
  /** the fields the summary links to */
  items?: SummaryItem[];
  action?: string;
  className?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate {...rest}>
      <ErrorSummary formErrors={form.errors} items={items} />
      {children}
    </Form>
  );
}

/** A field's line in the error summary. */
export const summaryItem = (field: ControlledField, label: string): SummaryItem => ({
  fieldId: field.id,
  label,
  errors: field.errors,
});

/** The submit button of a form with several commands: its `intent` names the command. */
export function SubmitButton({ intent, label, primary }: { intent: string; label: ReactNode; primary?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} className={primary ? "btn-primary" : "btn-secondary"}>
      {label}
    </button>
  );
}
