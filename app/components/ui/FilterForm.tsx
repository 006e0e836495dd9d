import type { ReactNode } from "react";
import { Form } from "./Form";

/**
 * The filter or search above a list: a GET form (the choice stays in the address, works without
 * JavaScript) in a card, its controls side by side, the submit button last.
 */
export function FilterForm({
  submitLabel,
  role,
  children,
}: {
  submitLabel: string;
  role?: "search";
  children: ReactNode;
}) {
  return (
    <Form method="get" role={role} className="card flex flex-wrap items-end gap-3">
      {children}
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}
