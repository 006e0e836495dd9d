import { z } from "zod";
import { EmployeeCreate } from "#contracts/employees";
import { PERMISSIONS, SALUTATIONS } from "#contracts/enums";

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
