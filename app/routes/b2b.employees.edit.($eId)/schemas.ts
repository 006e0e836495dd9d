import { z } from "zod";
import { EmployeeCreate } from "#contracts/employees";
import { PERMISSIONS, SALUTATIONS } from "#contracts/enums";

export const EMPLOYEE_INTENTS = { save: "save", resend: "resend", delete: "delete" } as const;

/** The form's fields in the order of the page (and of the error summary). */
export const EMPLOYEE_FIELDS = [
  "salutation",
  "firstName",
  "lastName",
  "email",
  "phone",
  "department",
  "position",
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The API's input, read from a plain form: an empty salutation is none, checkboxes give the permissions. */
export const EmployeeCreateForm = z.object({
  ...EmployeeCreate.shape,
  salutation: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.enum(SALUTATIONS).nullable()),
  permissions: z.preprocess(asList, z.array(z.enum(PERMISSIONS))),
});
export const EmployeeEditForm = EmployeeCreateForm.omit({ email: true });
