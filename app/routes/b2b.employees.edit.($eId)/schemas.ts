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
/** An accepted member: the person's own data is not the company's to change, only the membership. */
export const EmployeeMembershipForm = EmployeeCreateForm.pick({ department: true, position: true, permissions: true });

/** Fields of the person (the company edits them only as the text of a pending invitation). */
export const PERSON_FIELDS: readonly EmployeeField[] = ["salutation", "firstName", "lastName", "phone"];
/** Hidden field of the edit form of an accepted member: only the membership is sent. */
export const MEMBERSHIP_SCOPE = { name: "scope", value: "membership" } as const;
