/**
 * Employees of a company and their invitations (docs/product.md#entities Employee, docs/product.md#roles-and-permissions, docs/product.md#api-calls Company (B2B)), and the
 * company selection of a company user (docs/product.md#other-flows). An employee is a membership of a company user in
 * one company; its id is the membership id, so an employee never leaks into another company.
 */
import { z } from "zod";
import { EMPLOYEE_SORTS, EMPLOYEE_STATUSES, PERMISSIONS, SALUTATIONS } from "./enums";
import { msg, V } from "./validation";

export {
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_SORTS,
  EMPLOYEE_STATUSES,
  type EmployeeSort,
  type EmployeeStatus,
} from "./enums";

const PERSON_FIELD_NOTE = "invited: as the company typed it; active: the person's own (changed only by the person)";

/** An invitation link is valid this long (then the owner re-invites). */
export const INVITATION_VALID_DAYS = 14;

/**
 * Salutation, names, e-mail and phone belong to the person: while the invitation is pending they are
 * what the inviting company typed (nothing of an existing user is revealed), once accepted the
 * person's own data, which only the person changes (their profile).
 */
export const Employee = z.object({
  id: z.string().describe("employee id (the membership in this company)"),
  salutation: z.enum(SALUTATIONS).nullable().describe(PERSON_FIELD_NOTE),
  firstName: z.string().nullable().describe(PERSON_FIELD_NOTE),
  lastName: z.string().nullable().describe(PERSON_FIELD_NOTE),
  email: z.string().describe(PERSON_FIELD_NOTE),
  phone: z.string().nullable().describe(PERSON_FIELD_NOTE),
  department: z.string().nullable(),
  position: z.string().nullable(),
  isOwner: z.boolean().describe("the owner has every permission and cannot be edited or deleted (5000)"),
  permissions: z.array(z.enum(PERMISSIONS)).describe("all eleven for the owner"),
  status: z.enum(EMPLOYEE_STATUSES).describe("invited until the invitation is accepted"),
  isSelf: z.boolean().describe("this employee is the caller"),
});
export type Employee = z.infer<typeof Employee>;

export const EmployeeListQuery = z.object({
  sort: z.enum(EMPLOYEE_SORTS).default("lastName_asc"),
  search: z.string().trim().max(120).optional().describe("part of first name, last name or e-mail"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuery>;

export const EmployeeList = z.object({
  items: z.array(Employee),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmployeeList = z.infer<typeof EmployeeList>;

const name = z
  .string({ error: V.valueRequired })
  .trim()
  .min(1, V.valueRequired)
  .max(80, msg(V.maxLength, { max: 80 }));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg(V.maxLength, { max }))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The employee's data a company may set (besides the permissions). */
const employeeFields = {
  salutation: z.enum(SALUTATIONS).nullable().optional(),
  firstName: name,
  lastName: name,
  phone: optionalText(80),
  department: optionalText(120),
  position: optionalText(120),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
};

/** POST create: the person gets an invitation e-mail with an accept link. */
export const EmployeeCreate = z
  .object({
    ...employeeFields,
    permissions: employeeFields.permissions.default([]),
    email: z
      .string({ error: V.valueRequired })
      .trim()
      .toLowerCase()
      .min(1, V.valueRequired)
      .max(250, msg(V.maxLength, { max: 250 }))
      .pipe(z.email(V.inputEmail)),
  })
  .strict();
export type EmployeeCreate = z.infer<typeof EmployeeCreate>;

/**
 * PATCH: the e-mail belongs to the person's login and is not changed here. The person's fields
 * (EMPLOYEE_PERSON_FIELDS) may only correct a pending invitation; for an accepted member they are
 * refused with 400 and a field error (EMPLOYEE_PERSON_FIELD_MESSAGE).
 */
export const EmployeePatch = z.object(employeeFields).partial().strict();
export type EmployeePatch = z.infer<typeof EmployeePatch>;

/** Fields of an employee that belong to the person, not to the membership in one company. */
export const EMPLOYEE_PERSON_FIELDS = ["salutation", "firstName", "lastName", "phone"] as const;
/** Message key (namespace `employees`) when a company tries to change an accepted member's own data. */
export const EMPLOYEE_PERSON_FIELD_MESSAGE = "employees:errors.personField";

/** Message key (namespace `employees`) when the address already belongs to an employee of the company. */
export const EMPLOYEE_EXISTS_MESSAGE = "employees:errors.alreadyEmployee";

// ---------- Invitations (public page before the login) ----------
export const INVITATION_STATES = ["valid", "expired", "accepted", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const InvitationInfo = z.object({
  state: z.enum(INVITATION_STATES),
  companyName: z.string(),
  email: z.string().describe("the address the invitation was sent to"),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;
