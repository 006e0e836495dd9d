/**
 * The authorisation matrix of the company administration, so no rule drifts unnoticed: every company
 * endpoint × every kind
 * of caller, with the status each must get. The rule the table encodes:
 * - anonymous → 401; an applicant's token → 403 (wrong kind of user);
 * - the owner of another company and a member whose invitation is still pending → 404 (the company does
 *   not exist for them);
 * - a member without the endpoint's permission → 403 code 1005, even when they hold every OTHER one;
 * - a member with exactly that permission, and the owner → allowed.
 * Endpoints of the caller's own user (picture, notification settings) are allowed for every company user.
 * Every denied call must leave the database as it was: a snapshot of the company's rows, the users,
 * the audit log and the outbox is compared before and after each one.
 * The permission the matrix tests is the one the route declares (`x-access` of the OpenAPI document,
 * api/auth/access.ts); it must be the one this table names, so an undeclared route fails here.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PERMISSIONS, type Permission } from "#contracts";
import * as t from "../db/schema";
import { tinyPng } from "../uploads/test-files";
import { setupApi } from "./harness";

const { ctx, login } = setupApi();

const ACTORS = ["owner", "permitted", "unpermitted", "otherOwner", "invited", "applicant", "anonymous"] as const;
type Actor = (typeof ACTORS)[number];

interface Fixture {
  companyId: string;
  otherCompanyId: string;
  /** bernd's pending membership in the company: an employee the employee endpoints can address */
  employeeId: string;
  /** an invoice of the company (for the accounting endpoints) */
  invoiceId: string;
  /** a person with a login and data of their own (see `person`) */
  person?: { id: string; email: string };
}

interface Endpoint {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  multipart?: boolean;
  /** null: any accepted member of the company; "user": any company user (own data) */
  permission: Permission | null | "user";
  /** status of an allowed call */
  ok: number;
  /** runs before each caller's call: a fresh target where an allowed call would use it up (delete) */
  fresh?: (f: Fixture) => Promise<Fixture>;
  /** further checks of an allowed call's answer and of the rows it must have left alone */
  check?: (json: Record<string, unknown>, f: Fixture) => Promise<void>;
  /** fields the callers with the permission get a field error for (an `ok` of 400) */
  refusedFields?: string[];
  /**
   * A write of a record several people edit, which requires If-Match (docs/decisions/070-if-match-required.md):
   * sent with `*`, any version, because the matrix is about who may change it, not which version.
   */
  versioned?: true;
}

let counter = 0;
/** A new pending employee of the company (a target that a delete may remove). */
async function pendingEmployee(f: Fixture): Promise<Fixture> {
  counter += 1;
  const [user] = await ctx.handle.db
    .insert(t.companyUsers)
    .values({ subject: `matrix-target-${counter}`, email: `target-${counter}@example.org`, lastName: "Ziel" })
    .returning({ id: t.companyUsers.id });
  const [m] = await ctx.handle.db
    .insert(t.companyMemberships)
    .values({ companyId: f.companyId, companyUserId: user.id, invitationPending: true })
    .returning({ id: t.companyMemberships.id });
  return { ...f, employeeId: m.id };
}

const PERSON_DATA = { salutation: "mr", firstName: "Privat", phone: "+49 30 5550999" };

/**
 * A person with a login and data of their own, an accepted member of the other company; with
 * `memberHere` also an accepted member of the company (the employee of the fixture).
 */
async function person(f: Fixture, memberHere: boolean): Promise<Fixture> {
  counter += 1;
  const email = `person-${counter}@example.org`;
  const [user] = await ctx.handle.db
    .insert(t.companyUsers)
    .values({ subject: `matrix-person-${counter}`, email, lastName: `Eigen ${counter}`, ...PERSON_DATA })
    .returning({ id: t.companyUsers.id });
  await ctx.handle.db.insert(t.companyMemberships).values({ companyId: f.otherCompanyId, companyUserId: user.id });
  let employeeId = f.employeeId;
  if (memberHere) {
    const [m] = await ctx.handle.db
      .insert(t.companyMemberships)
      .values({ companyId: f.companyId, companyUserId: user.id, department: "Ausbildung" })
      .returning({ id: t.companyMemberships.id });
    employeeId = m.id;
  }
  return { ...f, employeeId, person: { id: user.id, email } };
}

async function userRow(id: string) {
  const [row] = await ctx.handle.db.select().from(t.companyUsers).where(eq(t.companyUsers.id, id));
  return row;
}

const company =
  (rest = "") =>
  (f: Fixture) =>
    `/api/b2b/v1/companies/${f.companyId}${rest}`;

const ENDPOINTS: Endpoint[] = [
  { name: "read the company", method: "GET", path: company(), permission: null, ok: 200 },
  {
    name: "change the master data",
    method: "PATCH",
    versioned: true,
    path: company(),
    body: () => ({ name: "Muster Maschinenbau GmbH & Co. KG", employees: 251 }),
    permission: "edit_company_master_data",
    ok: 200,
  },
  {
    name: "change the portrait",
    method: "PATCH",
    versioned: true,
    path: company("/portrait"),
    body: () => ({ about: "Wir bauen Maschinen seit 1987." }),
    permission: "edit_company_portrait",
    ok: 200,
  },
  {
    name: "change the payment details",
    method: "PATCH",
    versioned: true,
    path: company("/payment-details"),
    body: () => ({ ownerName: "Muster Maschinenbau GmbH", iban: "DE02120300000000202051", bankName: "", bic: "" }),
    permission: "edit_company_payment_details",
    ok: 200,
  },
  {
    name: "change the payment type",
    method: "PATCH",
    versioned: true,
    path: company("/payment-type"),
    body: () => ({ paymentType: "direct_transfer" }),
    permission: "edit_company_payment_details",
    ok: 200,
  },
  {
    name: "upload the company picture",
    method: "PUT",
    path: company("/profile-picture"),
    multipart: true,
    permission: "edit_company_master_data",
    ok: 200,
  },
  {
    name: "remove the company picture",
    method: "DELETE",
    path: company("/profile-picture"),
    permission: "edit_company_master_data",
    ok: 200,
  },
  {
    name: "read the company picture (none yet)",
    method: "GET",
    path: company("/profile-picture"),
    permission: null,
    ok: 404,
  },
  {
    name: "read the own notification settings",
    method: "GET",
    path: () => "/api/b2b/v1/notification-settings",
    permission: "user",
    ok: 200,
  },
  {
    name: "change the own notification settings",
    method: "PUT",
    path: () => "/api/b2b/v1/notification-settings",
    body: () => ({ settings: { new_advisor: false, new_students: true, job_openings_newsletter: true } }),
    permission: "user",
    ok: 200,
  },
  {
    name: "upload the own picture",
    method: "PUT",
    path: () => "/api/b2b/v1/me/profile-picture",
    multipart: true,
    permission: "user",
    ok: 204,
  },
  {
    name: "remove the own picture",
    method: "DELETE",
    path: () => "/api/b2b/v1/me/profile-picture",
    permission: "user",
    ok: 204,
  },
  { name: "read the own user", method: "GET", path: () => "/api/b2b/v1/me", permission: "user", ok: 200 },
  {
    name: "change the own user",
    method: "PATCH",
    path: () => "/api/b2b/v1/me",
    body: () => ({ phone: "+49 711 5550199" }),
    permission: "user",
    ok: 200,
  },
  {
    name: "set the own consents",
    method: "PUT",
    path: () => "/api/b2b/v1/consents",
    body: () => ({ consents: [{ type: "user_research", status: "opt_in_single" }] }),
    permission: "user",
    ok: 200,
  },
  // employees
  { name: "list the employees", method: "GET", path: company("/employees"), permission: null, ok: 200 },
  {
    name: "read an employee",
    method: "GET",
    path: (f) => `/api/b2b/v1/companies/${f.companyId}/employees/${f.employeeId}`,
    permission: null,
    ok: 200,
  },
  {
    name: "invite an employee",
    method: "POST",
    path: company("/employees"),
    body: () => ({
      salutation: "mx",
      firstName: "Neu",
      lastName: `Person ${++counter}`,
      email: `neu-${counter}@example.org`,
      // no permissions: granting one the caller lacks is a rule of its own (employees.test.ts)
      permissions: [],
    }),
    permission: "create_employees",
    ok: 201,
  },
  {
    name: "change an employee",
    method: "PATCH",
    versioned: true,
    path: (f) => `/api/b2b/v1/companies/${f.companyId}/employees/${f.employeeId}`,
    body: () => ({ department: "Vertrieb", position: "Leitung" }),
    permission: "edit_employees",
    ok: 200,
  },
  // the person and the membership: a company never reads or writes another's person data
  {
    name: "invite another company's user (answers only what was typed)",
    method: "POST",
    path: company("/employees"),
    fresh: (f) => person(f, false),
    body: (f) => ({ firstName: "Getippt", lastName: "Name", email: f.person!.email, permissions: [] }),
    permission: "create_employees",
    ok: 201,
    check: async (json, f) => {
      expect(json).toEqual(
        expect.objectContaining({ firstName: "Getippt", lastName: "Name", salutation: null, phone: null }),
      );
      expect(JSON.stringify(json)).not.toMatch(/Privat|Eigen|5550999/);
      expect(await userRow(f.person!.id)).toEqual(expect.objectContaining({ ...PERSON_DATA }));
    },
  },
  {
    // refused for everyone, the owner too: 400 with field errors, the person's row unchanged
    name: "change an accepted member's name, phone or salutation",
    method: "PATCH",
    versioned: true,
    path: (f) => `/api/b2b/v1/companies/${f.companyId}/employees/${f.employeeId}`,
    fresh: (f) => person(f, true),
    body: () => ({ salutation: "mrs", firstName: "Umbenannt", lastName: "Umbenannt", phone: "+49 1" }),
    permission: "edit_employees",
    ok: 400,
    refusedFields: ["salutation", "firstName", "lastName", "phone"],
  },
  {
    name: "correct a pending invitation's typed name (the person's row stays)",
    method: "PATCH",
    versioned: true,
    path: (f) => `/api/b2b/v1/companies/${f.companyId}/employees/${f.employeeId}`,
    fresh: pendingEmployee,
    body: () => ({ firstName: "Korrigiert", phone: "+49 711 5550100" }),
    permission: "edit_employees",
    ok: 200,
    check: async (json, f) => {
      expect(json).toEqual(expect.objectContaining({ firstName: "Korrigiert", phone: "+49 711 5550100" }));
      const [m] = await ctx.handle.db
        .select()
        .from(t.companyMemberships)
        .where(eq(t.companyMemberships.id, f.employeeId));
      expect(await userRow(m.companyUserId)).toEqual(
        expect.objectContaining({ firstName: null, lastName: "Ziel", phone: null }),
      );
    },
  },
  {
    name: "remove an employee",
    method: "DELETE",
    versioned: true,
    path: (f) => `/api/b2b/v1/companies/${f.companyId}/employees/${f.employeeId}`,
    permission: "delete_employees",
    ok: 204,
    fresh: pendingEmployee,
  },
  {
    name: "re-invite an employee",
    method: "POST",
    path: (f) => `/api/b2b/v1/companies/${f.companyId}/employees/${f.employeeId}/resend-invitation`,
    permission: "create_employees",
    ok: 200,
    fresh: pendingEmployee,
  },
  // accounting and company content
  {
    name: "list the invoices",
    method: "GET",
    path: (f) => `/api/b2b/v1/accounting/invoices?companyId=${f.companyId}`,
    permission: null,
    ok: 200,
  },
  {
    name: "list the notices",
    method: "GET",
    path: (f) => `/api/b2b/v1/accounting/notices?companyId=${f.companyId}`,
    permission: null,
    ok: 200,
  },
  {
    name: "download an invoice PDF",
    method: "GET",
    path: (f) => `/api/b2b/v1/accounting/invoices/${f.invoiceId}/pdf`,
    permission: null,
    ok: 200,
  },
  {
    name: "list the students",
    method: "GET",
    path: company("/students"),
    permission: "view_student_contracts",
    ok: 200,
  },
  {
    name: "list the company's own documents",
    method: "GET",
    path: (f) => `/api/b2b/v1/documents/${f.companyId}`,
    permission: null,
    ok: 200,
  },
  { name: "list the downloads", method: "GET", path: () => "/api/b2b/v1/downloads", permission: "user", ok: 200 },
  {
    name: "download a download's PDF",
    method: "GET",
    path: () => "/api/b2b/v1/downloads/leitfaden-praxispartner/pdf",
    permission: "user",
    ok: 200,
  },
  {
    name: "list the upskilling offers",
    method: "GET",
    path: () => "/api/b2b/v1/upskilling",
    permission: "user",
    ok: 200,
  },
];

type Needed = Endpoint["permission"];

/** The status `actor` must get from `endpoint`, which needs `permission`. */
function expected(endpoint: Endpoint, permission: Needed, actor: Actor): number {
  if (actor === "anonymous") return 401;
  if (actor === "applicant") return 403;
  if (permission === "user") return endpoint.ok;
  if (actor === "otherOwner" || actor === "invited") return 404;
  if (actor === "unpermitted" && permission !== null) return 403;
  return endpoint.ok;
}

type Operation = { "x-access"?: { who: string; anyOf?: Permission[] } };
let documentPromise: Promise<{ paths: Record<string, Record<string, Operation>> }> | undefined;

/** What the endpoint's route declares, in the table's terms (undefined: it declares nothing). */
async function declaredPermission(endpoint: Endpoint, f: Fixture): Promise<Needed | undefined> {
  documentPromise ??= Promise.resolve(ctx.api.fetch(new Request("http://internal/api/openapi.json"))).then((r) =>
    r.json(),
  );
  const { paths } = await documentPromise;
  const path = endpoint.path(f).split("?")[0];
  const method = endpoint.method.toLowerCase();
  const params = (template: string) => template.split("{").length;
  // the route Hono would pick: a literal segment wins over a parameter
  const [template] = Object.keys(paths)
    .filter((t) => paths[t][method] && new RegExp(`^${t.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path))
    .sort((a, b) => params(a) - params(b));
  const access = template ? paths[template][method]["x-access"] : undefined;
  if (access?.who === "company_user") return "user";
  if (access?.who === "company_member" && (access.anyOf?.length ?? 0) <= 1) return access.anyOf?.[0] ?? null;
  return undefined;
}

const MATRIX = ENDPOINTS.flatMap((endpoint) => ACTORS.map((actor) => ({ endpoint, actor })));

/** A company user of Muster Maschinenbau with exactly `permissions` (not an owner). */
async function employee(subject: string, companyId: string, permissions: Permission[]) {
  const [user] = await ctx.handle.db
    .insert(t.companyUsers)
    .values({ subject, email: `${subject}@muster-maschinenbau.example`, firstName: "Matrix", lastName: subject })
    .returning({ id: t.companyUsers.id });
  await ctx.handle.db.insert(t.companyMemberships).values({ companyId, companyUserId: user.id, permissions });
  return login("company", subject);
}

/** Everything a company call could change, for the before/after comparison of denied calls. */
async function snapshot(f: Fixture) {
  const db = ctx.handle.db;
  const ids = [f.companyId, f.otherCompanyId];
  return JSON.stringify({
    companies: await db.select().from(t.companies).where(inArray(t.companies.id, ids)),
    bank: await db.select().from(t.bankAccounts).where(inArray(t.bankAccounts.companyId, ids)),
    memberships: await db
      .select()
      .from(t.companyMemberships)
      .where(inArray(t.companyMemberships.companyId, ids))
      .orderBy(t.companyMemberships.id),
    users: await db.select().from(t.companyUsers).orderBy(t.companyUsers.id),
    consents: await db.select().from(t.consents).orderBy(t.consents.id),
    invitations: await db.select().from(t.employeeInvitations).orderBy(t.employeeInvitations.id),
    audit: await db.select().from(t.auditLog).orderBy(t.auditLog.id),
    outbox: await db.select().from(t.mailOutbox).orderBy(t.mailOutbox.id),
  });
}

async function send(endpoint: Endpoint, f: Fixture, token: string | null) {
  const headers: Record<string, string> = endpoint.versioned ? { "if-match": "*" } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (endpoint.multipart) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(tinyPng())]), "picture.png");
    body = form;
  } else if (endpoint.body) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(endpoint.body(f));
  }
  const res = await ctx.api.fetch(
    new Request(`http://internal${endpoint.path(f)}`, { method: endpoint.method, headers, body }),
  );
  const text = await res.text();
  const json = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null;
  return { status: res.status, json };
}

let fixture: Fixture;

beforeEach(async () => {
  const db = ctx.handle.db;
  const [muster] = await db
    .select({ id: t.companies.id })
    .from(t.companies)
    .where(eq(t.companies.name, "Muster Maschinenbau GmbH"));
  const [beispiel] = await db
    .select({ id: t.companies.id })
    .from(t.companies)
    .where(eq(t.companies.name, "Beispiel Software AG"));
  const [bernd] = await db.select().from(t.companyUsers).where(eq(t.companyUsers.subject, "company-bernd"));
  const [berndPending] = await db
    .select()
    .from(t.companyMemberships)
    .where(and(eq(t.companyMemberships.companyUserId, bernd.id), eq(t.companyMemberships.companyId, muster.id)));
  const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.companyId, muster.id)).limit(1);
  fixture = {
    companyId: muster.id,
    otherCompanyId: beispiel.id,
    employeeId: berndPending.id,
    invoiceId: invoice.id,
  };
});

describe("authorisation matrix of the company endpoints", () => {
  it(`has at least 100 cases (${MATRIX.length})`, () => {
    expect(MATRIX.length).toBeGreaterThanOrEqual(100);
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))("%s", async (_name, endpoint) => {
    const needed = await declaredPermission(endpoint, fixture);
    expect(needed, `${endpoint.method} ${endpoint.name}: the declared access`).toBe(endpoint.permission);
    if (needed === undefined) return;
    const perm = needed && needed !== "user" ? needed : null;
    const tokens: Record<Actor, string | null> = {
      owner: await login("company", "company-olaf"),
      permitted: await employee("matrix-with", fixture.companyId, perm ? [perm] : []),
      // every permission but the one needed (none at all for endpoints any member may call)
      unpermitted: await employee(
        "matrix-without",
        fixture.companyId,
        perm ? PERMISSIONS.filter((p) => p !== perm) : [],
      ),
      otherOwner: await login("company", "company-berta"),
      invited: await login("company", "company-bernd"),
      applicant: await login("applicant", "applicant-lena"),
      anonymous: null,
    };
    // denied callers first, each compared against the database before it, then the allowed ones
    const order = [...ACTORS].sort(
      (a, b) => Number(expected(endpoint, needed, a) < 400) - Number(expected(endpoint, needed, b) < 400),
    );
    for (const actor of order) {
      const f = endpoint.fresh ? await endpoint.fresh(fixture) : fixture;
      const want = expected(endpoint, needed, actor);
      const before = want >= 400 ? await snapshot(f) : null;
      const res = await send(endpoint, f, tokens[actor]);
      expect(res.status, `${endpoint.method} ${endpoint.name} as ${actor}`).toBe(want);
      if (want === 403 && actor === "unpermitted") expect(res.json.code, `${endpoint.name} as ${actor}`).toBe(1005);
      if (before !== null) expect(await snapshot(f), `${endpoint.name} as ${actor} changed data`).toBe(before);
      if (want === endpoint.ok && endpoint.refusedFields) {
        for (const k of endpoint.refusedFields) {
          expect(res.json.errors[k], `${endpoint.name} as ${actor}: ${k}`).toEqual(["employees:errors.personField"]);
        }
      }
      if (want < 400 && endpoint.check) await endpoint.check(res.json, f);
    }
  });
});
