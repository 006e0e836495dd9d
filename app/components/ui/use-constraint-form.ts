import { useForm } from "@conform-to/react";
import { type FormRules, validateByConstraints } from "./constraint-validation";

type FormOptions<Schema extends Record<string, unknown>> = Parameters<typeof useForm<Schema>>[0];

/**
 * Conform's `useForm` for a form whose loader sent `formRules(schema)`: checked by the browser's constraints
 * on submit, then on input after a failed submit (so the error summary does not vanish under the pointer
 * on blur). `unless` names submissions that go to the server unchecked.
 */
export function useConstraintForm<Schema extends Record<string, unknown>>({
  rules,
  unless,
  ...options
}: Omit<FormOptions<Schema>, "onValidate" | "shouldValidate" | "shouldRevalidate"> & {
  rules: FormRules | undefined;
  unless?: (formData: FormData) => boolean;
}) {
  return useForm<Schema>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules, { unless }),
  });
}
