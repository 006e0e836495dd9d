/**
 * A company's employees (docs/product.md#entities, docs/product.md#roles-and-permissions, docs/product.md#api-calls; docs/architecture.md#api-and-data): memberships joined with their company users.
 * Rules beyond the permission checks of the routes:
 * - the owner cannot be edited or deleted (400 code 5000);
 * - nobody grants permissions they do not hold themselves, and nobody changes their own permissions
 *   (403): otherwise `edit_employees` alone would be a way to every other permission;
 * - nobody deletes their own membership (409): leaving a company is not an employee action.
 * Name, salutation and phone belong to the person (the company user) and are changed only by that
 * person; a company changes its membership. While an invitation is pending the company sees only what
 * it typed (the membership's invited_* columns), never the data of a person who already has a login.
 */
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import {
  EMPLOYEE_EXISTS_MESSAGE,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_PERSON_FIELD_MESSAGE,
  EMPLOYEE_PERSON_FIELDS,
  type Employee,
  type EmployeeCreate,
  type EmployeeList,
  type EmployeeListQuery,
  type EmployeePatch,
  ErrorCode,
  PERMISSIONS,
  type Permission,
  SALUTATIONS,
} from "#contracts";
import type { Precondition, Versioned } from "../concurrency";
import { assertMatches, nextVersion, requireWritten, versionGuard } from "../concurrency";
import type { Database } from "../db/client";
import { companies, companyMemberships, companyUsers } from "../db/schema";
import { ApiError, forbidden, notFound, uuidOr404 } from "../errors";
import { about, actedBy, audit } from "./audit";
import type { CompanyAccess } from "./company-access";
import {
  deletePlaceholderIfUnused,
  INVITED_SUBJECT_PREFIX,
  isInvitedPlaceholder,
  issueInvitation,
} from "./invitations";
import { notifyInvitationToCompany } from "./notification-producers";
import type { Tx } from "./stage";

type Db = Database | Tx;
type Row = { m: typeof companyMemberships.$inferSelect; u: typeof companyUsers.$inferSelect };

const ownerNotEditable = () => new ApiError(400, ErrorCode.ownerNotEditable);

/** The person as this company may see them: what it typed while pending, the person's own data after. */
function personOf({ m, u }: Row) {
  return m.invitationPending
    ? {
        salutation: m.invitedSalutation,
        firstName: m.invitedFirstName,
        lastName: m.invitedLastName,
        email: m.invitedEmail ?? u.email,
        phone: m.invitedPhone,
      }
    : { salutation: u.salutation, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone };
}

function toEmployee(row: Row, callerId: string): Employee {
  const { m, u } = row;
  const person = personOf(row);
  return {
    id: m.id,
    salutation: SALUTATIONS.includes(person.salutation as (typeof SALUTATIONS)[number])
      ? (person.salutation as (typeof SALUTATIONS)[number])
      : null,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    department: m.department,
    position: m.position,
    isOwner: m.isOwner,
    permissions: m.isOwner ? [...PERMISSIONS] : PERMISSIONS.filter((p) => m.permissions.includes(p)),
    status: m.invitationPending ? "invited" : "active",
    isSelf: u.id === callerId,
  };
}

const rows = (db: Db) =>
  db
    .select({ m: companyMemberships, u: companyUsers })
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.companyUserId));

async function employeeRow(db: Db, companyId: string, employeeId: string): Promise<Row> {
  uuidOr404(employeeId, "Employee not found");
  const [row] = await rows(db)
    .where(and(eq(companyMemberships.id, employeeId), eq(companyMemberships.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound("Employee not found");
  return row;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Search and sort see the same values as the answer: a pending invitee's own name must not match. */
const shown = (invited: AnyColumn, own: AnyColumn) =>
  sql`(case when ${companyMemberships.invitationPending} then ${invited} else ${own} end)`;
const shownFirst = shown(companyMemberships.invitedFirstName, companyUsers.firstName);
const shownLast = shown(companyMemberships.invitedLastName, companyUsers.lastName);
const shownEmail = sql`coalesce(${shown(companyMemberships.invitedEmail, companyUsers.email)}, ${companyUsers.email})`;

export async function listEmployees(db: Db, access: CompanyAccess, query: EmployeeListQuery): Promise<EmployeeList> {
  const search = query.search?.trim();
  const where = and(
    eq(companyMemberships.companyId, access.companyId),
    search
      ? or(
          ilike(shownFirst, likePattern(search)),
          ilike(shownLast, likePattern(search)),
          ilike(shownEmail, likePattern(search)),
          ilike(sql`coalesce(${shownFirst}, '') || ' ' || coalesce(${shownLast}, '')`, likePattern(search)),
        )
      : undefined,
  );
  const dir = query.sort === "lastName_desc" ? desc : asc;
  const [{ total }] = await db
    .select({ total: count() })
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.companyUserId))
    .where(where);
  const page = await rows(db)
    .where(where)
    .orderBy(
      dir(sql`lower(coalesce(${shownLast}, ''))`),
      dir(sql`lower(coalesce(${shownFirst}, ''))`),
      asc(companyMemberships.id),
    )
    .limit(EMPLOYEE_PAGE_SIZE)
    .offset((query.page - 1) * EMPLOYEE_PAGE_SIZE);
  return {
    items: page.map((r) => toEmployee(r, access.companyUserId)),
    total,
    page: query.page,
    pageSize: EMPLOYEE_PAGE_SIZE,
  };
}

export async function getEmployee(db: Db, access: CompanyAccess, employeeId: string): Promise<Employee> {
  return (await readEmployee(db, access, employeeId)).body;
}

/** The employee with the version of the membership read with it (its ETag). */
export async function readEmployee(db: Db, access: CompanyAccess, employeeId: string): Promise<Versioned<Employee>> {
  const row = await employeeRow(db, access.companyId, employeeId);
  return { body: toEmployee(row, access.companyUserId), version: row.m.version };
}

/** Nobody hands out permissions they do not hold (the owner holds all). */
function checkGrantable(access: CompanyAccess, permissions: Permission[] | undefined) {
  if (permissions?.some((p) => !access.permissions.includes(p))) throw forbidden();
}

async function mailContext(db: Db, access: CompanyAccess, publicUrl: string) {
  const [inviter] = await db.select().from(companyUsers).where(eq(companyUsers.id, access.companyUserId)).limit(1);
  const [company] = await db.select().from(companies).where(eq(companies.id, access.companyId)).limit(1);
  return {
    publicUrl,
    companyName: company.name,
    inviterName: [inviter.firstName, inviter.lastName].filter(Boolean).join(" ") || inviter.email,
    language: inviter.language,
  };
}

/**
 * Creates the employee as a pending membership and sends the invitation. A person who already has a
 * company login (same e-mail) is invited with that user; otherwise a user is created for the
 * invitation and takes over the subject of whoever accepts the link. Either way that user holds only
 * the e-mail: what the company typed stays on the membership, so the answer is the same whether the
 * person exists or not and no company writes another's person data.
 */
export async function createEmployee(
  db: Database,
  access: CompanyAccess,
  input: EmployeeCreate,
  publicUrl: string,
): Promise<Employee> {
  checkGrantable(access, input.permissions);
  return db.transaction(async (tx) => {
    const [member] = await rows(tx)
      .where(
        and(eq(companyMemberships.companyId, access.companyId), sql`lower(${companyUsers.email}) = ${input.email}`),
      )
      .limit(1);
    if (member) throw new ApiError(400, ErrorCode.validationFailed, undefined, { email: [EMPLOYEE_EXISTS_MESSAGE] });
    const [known] = await tx
      .select()
      .from(companyUsers)
      .where(sql`lower(${companyUsers.email}) = ${input.email}`)
      .orderBy(asc(companyUsers.createdAt))
      .limit(1);
    const userId =
      known?.id ??
      (
        await tx
          .insert(companyUsers)
          .values({ subject: `${INVITED_SUBJECT_PREFIX}${crypto.randomUUID()}`, email: input.email })
          .returning({ id: companyUsers.id })
      )[0].id;
    const [m] = await tx
      .insert(companyMemberships)
      .values({
        companyId: access.companyId,
        companyUserId: userId,
        permissions: PERMISSIONS.filter((p) => input.permissions.includes(p)),
        department: input.department,
        position: input.position,
        invitationPending: true,
        invitedEmail: input.email,
        invitedSalutation: input.salutation ?? null,
        invitedFirstName: input.firstName,
        invitedLastName: input.lastName,
        invitedPhone: input.phone ?? null,
      })
      .returning({ id: companyMemberships.id });
    const context = await mailContext(tx, access, publicUrl);
    await issueInvitation(
      tx,
      { membershipId: m.id, email: input.email, invitedBy: access.companyUserId, firstName: input.firstName },
      context,
    );
    // a person who already logs in to the portal also finds the invitation there (invitation_to_company)
    if (known && !isInvitedPlaceholder(known.subject)) {
      await notifyInvitationToCompany(tx, { companyUserId: known.id, companyName: context.companyName, publicUrl });
    }
    await audit(tx, {
      ...actedBy("company", access.companyUserId),
      action: "employee.invited",
      ...about("company_membership", m.id),
      details: { companyId: access.companyId, permissions: input.permissions, knownUser: Boolean(known) },
    });
    return toEmployee(await employeeRow(tx, access.companyId, m.id), access.companyUserId);
  });
}

export async function patchEmployee(
  db: Database,
  access: CompanyAccess,
  employeeId: string,
  patch: EmployeePatch,
  pre: Precondition = { kind: "none" },
): Promise<Versioned<Employee>> {
  const row = await employeeRow(db, access.companyId, employeeId);
  if (row.m.isOwner) throw ownerNotEditable();
  assertMatches(pre, row.m.version);
  if (patch.permissions) {
    if (row.u.id === access.companyUserId) throw forbidden();
    // only permissions that change need to be held: keeping a permission one lacks is not granting it
    const added = patch.permissions.filter((p) => !row.m.permissions.includes(p));
    const removed = row.m.permissions.filter((p) => !patch.permissions!.includes(p));
    checkGrantable(access, [...added, ...removed]);
  }
  const { permissions, department, position, salutation, firstName, lastName, phone } = patch;
  // an accepted member's own data is theirs: the company may only correct what it typed in an invitation
  const personFields = EMPLOYEE_PERSON_FIELDS.filter((k) => patch[k] !== undefined);
  if (personFields.length && !row.m.invitationPending) {
    throw new ApiError(
      400,
      ErrorCode.validationFailed,
      undefined,
      Object.fromEntries(personFields.map((k) => [k, [EMPLOYEE_PERSON_FIELD_MESSAGE]])),
    );
  }
  await db.transaction(async (tx) => {
    const m: Partial<typeof companyMemberships.$inferInsert> = {};
    if (permissions) m.permissions = PERMISSIONS.filter((p) => permissions.includes(p));
    if (department !== undefined) m.department = department;
    if (position !== undefined) m.position = position;
    if (salutation !== undefined) m.invitedSalutation = salutation;
    if (firstName !== undefined) m.invitedFirstName = firstName;
    if (lastName !== undefined) m.invitedLastName = lastName;
    if (phone !== undefined) m.invitedPhone = phone;
    // every change bumps the membership's version, on condition that the caller's copy is current
    requireWritten(
      await tx
        .update(companyMemberships)
        .set({ ...m, version: nextVersion(companyMemberships.version) })
        .where(and(eq(companyMemberships.id, row.m.id), versionGuard(companyMemberships.version, pre)))
        .returning({ version: companyMemberships.version }),
    );
    await audit(tx, {
      ...actedBy("company", access.companyUserId),
      action: "employee.updated",
      ...about("company_membership", row.m.id),
      details: { companyId: access.companyId, fields: Object.keys(patch), permissions: permissions ?? undefined },
    });
  });
  return readEmployee(db, access, employeeId);
}

export async function deleteEmployee(
  db: Database,
  access: CompanyAccess,
  employeeId: string,
  pre: Precondition = { kind: "none" },
): Promise<void> {
  const row = await employeeRow(db, access.companyId, employeeId);
  if (row.m.isOwner) throw ownerNotEditable();
  assertMatches(pre, row.m.version);
  if (row.u.id === access.companyUserId) throw new ApiError(409, ErrorCode.conflict, "You cannot remove yourself");
  await db.transaction(async (tx) => {
    requireWritten(
      await tx
        .delete(companyMemberships)
        .where(and(eq(companyMemberships.id, row.m.id), versionGuard(companyMemberships.version, pre)))
        .returning({ id: companyMemberships.id }),
    );
    await deletePlaceholderIfUnused(tx, row.u.id);
    await audit(tx, {
      ...actedBy("company", access.companyUserId),
      action: "employee.deleted",
      ...about("company_membership", row.m.id),
      details: { companyId: access.companyId, email: personOf(row).email },
    });
  });
}

/** A new link for a pending invitation; the old links stop working. */
export async function resendInvitation(
  db: Database,
  access: CompanyAccess,
  employeeId: string,
  publicUrl: string,
): Promise<Employee> {
  const row = await employeeRow(db, access.companyId, employeeId);
  if (!row.m.invitationPending) throw new ApiError(409, ErrorCode.conflict, "The invitation was already accepted");
  await db.transaction(async (tx) => {
    await issueInvitation(
      tx,
      {
        membershipId: row.m.id,
        email: row.m.invitedEmail ?? row.u.email,
        invitedBy: access.companyUserId,
        firstName: row.m.invitedFirstName,
      },
      await mailContext(tx, access, publicUrl),
    );
    await audit(tx, {
      ...actedBy("company", access.companyUserId),
      action: "employee.invitation_resent",
      ...about("company_membership", row.m.id),
      details: { companyId: access.companyId },
    });
  });
  return toEmployee(row, access.companyUserId);
}
