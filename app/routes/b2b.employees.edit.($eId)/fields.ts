/** The employee form's fields and intents (the page and its action alike; the schemas are ./schemas.server.ts). */
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

/** Fields of the person (the company edits them only as the text of a pending invitation). */
export const PERSON_FIELDS: readonly EmployeeField[] = ["salutation", "firstName", "lastName", "phone"];
/** Hidden field of the edit form of an accepted member: only the membership is sent. */
export const MEMBERSHIP_SCOPE = { name: "scope", value: "membership" } as const;
