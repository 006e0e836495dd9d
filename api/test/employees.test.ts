/**
 * Employees under /api/b2b/v1/companies/{id}/employees: list (sort, search), create with the invitation
 * mail, edit, re-invite, delete; the owner rule (400 code 5000), the permission rules (403 code 1005,
 * nothing changed), tenancy (404) and a removed permission taking effect on the next request.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, companyMemberships, companyUsers, employeeInvitations, mailOutbox } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login, ifMatchNow } = setupApi();

interface Setup {
  olaf: string;
  emil: string;
  erika: string;
  berta: string;
  muster: string;
  beispiel: string;
}
let s: Setup;

const employees = (companyId = s.muster) => `/api/b2b/v1/companies/${companyId}/employees`;
/** `If-Match` with the employee's current version (as the owner reads it): the writes require one. */
const current = (path: string) => ifMatchNow(path, s.olaf);
const newPerson = (extra: Record<string, unknown> = {}) => ({
  salutation: "mx",
  firstName: "Noah",
  lastName: "Neumann",
  email: "Noah.Neumann@Example.com",
  department: "Vertrieb",
  position: "Referent",
  permissions: ["edit_employees"],
  ...extra,
});

/** Rows a denied call must not touch. */
async function snapshot() {
  const db = ctx.handle.db;
  return {
    memberships: await db.select().from(companyMemberships),
    users: await db.select().from(companyUsers),
    invitations: await db.select().from(employeeInvitations),
    mails: (await db.select().from(mailOutbox)).length,
  };
}

async function companyIdOf(token: string) {
  const me = await call("GET", "/api/b2b/v1/me", { token });
  return me.json.currentCompanyId as string;
}

async function employeeIdOf(companyId: string, token: string, email: string) {
  const list = await call("GET", `${employees(companyId)}?search=${encodeURIComponent(email)}`, { token });
  return list.json.items.find((e: { email: string }) => e.email === email).id as string;
}

beforeEach(async () => {
  const olaf = await login("company", "company-olaf");
  const berta = await login("company", "company-berta");
  s = {
    olaf,
    berta,
    emil: await login("company", "company-emil"),
    erika: await login("company", "company-erika"),
    muster: await companyIdOf(olaf),
    beispiel: await companyIdOf(berta),
  };
});

describe("employee list", () => {
  it("lists the company's employees for any member, sorted by last name both ways, searchable, owner marked", async () => {
    const asc = await call("GET", employees(), { token: s.erika });
    expect(asc.status).toBe(200);
    const names = asc.json.items.map((e: { lastName: string }) => e.lastName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "de")));
    expect(asc.json.total).toBe(asc.json.items.length);
    expect(asc.json.pageSize).toBe(20);
    const olaf = asc.json.items.find((e: { email: string }) => e.email.startsWith("olaf"));
    expect(olaf).toEqual(expect.objectContaining({ isOwner: true, status: "active", salutation: "mr" }));
    expect(olaf.permissions).toHaveLength(11);
    expect(asc.json.items.find((e: { email: string }) => e.email.startsWith("bernd")).status).toBe("invited");
    expect(asc.json.items.find((e: { email: string }) => e.email.startsWith("erika")).isSelf).toBe(true);

    const desc = await call("GET", `${employees()}?sort=lastName_desc`, { token: s.erika });
    expect(desc.json.items.map((e: { lastName: string }) => e.lastName)).toEqual([...names].reverse());

    const found = await call("GET", `${employees()}?search=ENGEL`, { token: s.erika });
    expect(found.json.items.map((e: { email: string }) => e.email)).toEqual([
      "erika.engel@muster-maschinenbau.example",
    ]);
    const byFullName = await call("GET", `${employees()}?search=${encodeURIComponent("Olaf Oster")}`, {
      token: s.erika,
    });
    expect(byFullName.json.total).toBe(1);
    expect((await call("GET", `${employees()}?search=%25`, { token: s.erika })).json.total).toBe(0);
    expect((await call("GET", `${employees()}?sort=age`, { token: s.erika })).status).toBe(400);
  });

  it("keeps companies apart: 404 outside the company, also for another company's employee id; 401/403 for others", async () => {
    expect((await call("GET", employees(), { token: s.berta })).status).toBe(404);
    const erikaId = await employeeIdOf(s.muster, s.olaf, "erika.engel@muster-maschinenbau.example");
    expect((await call("GET", `${employees(s.beispiel)}/${erikaId}`, { token: s.berta })).status).toBe(404);
    expect((await call("GET", `${employees(s.muster)}/${erikaId}`, { token: s.erika })).json.firstName).toBe("Erika");
    expect((await call("GET", `${employees(s.muster)}/not-a-uuid`, { token: s.erika })).status).toBe(404);
    expect((await call("GET", employees())).status).toBe(401);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", employees(), { token: lena })).status).toBe(403);
  });
});

describe("creating an employee", () => {
  it("invites with create_employees: pending membership, mail with the accept link, only the token's hash stored", async () => {
    const res = await call("POST", employees(), { token: s.emil, body: newPerson() });
    expect(res.status).toBe(201);
    expect(res.json).toEqual(
      expect.objectContaining({
        email: "noah.neumann@example.com",
        status: "invited",
        permissions: ["edit_employees"],
        salutation: "mx",
        department: "Vertrieb",
        isOwner: false,
      }),
    );
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "noah.neumann@example.com"));
    // emil's language is English: the mail is English
    expect(mail.subject).toBe("Invitation to the company portal of Muster Maschinenbau GmbH");
    const token = /\/b2b\/invitations\/([\w-]+)/.exec(mail.textBody)![1];
    const [inv] = await ctx.handle.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.membershipId, res.json.id));
    expect(inv.tokenHash).not.toContain(token);
    expect(inv.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (inv.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect((await call("GET", `/api/b2b/v1/invitations/${token}`)).json).toEqual(
      expect.objectContaining({ state: "valid", companyName: "Muster Maschinenbau GmbH" }),
    );
    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "employee.invited"));
    expect(audits).toHaveLength(1);

    // the owner's (German) mail; the same address twice is a field error
    const dup = await call("POST", employees(), {
      token: s.olaf,
      body: newPerson({ email: "noah.neumann@example.com" }),
    });
    expect(dup.status).toBe(400);
    expect(dup.json.errors.email).toEqual(["employees:errors.alreadyEmployee"]);
  });

  it("writes a German mail for a German inviter and validates the input with field errors", async () => {
    const res = await call("POST", employees(), { token: s.olaf, body: newPerson({ permissions: [] }) });
    expect(res.status).toBe(201);
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "noah.neumann@example.com"));
    expect(mail.subject).toBe("Einladung in das Unternehmensportal von Muster Maschinenbau GmbH");
    expect(mail.textBody).toContain("Olaf Ostermann hat Sie");
    const bad = await call("POST", employees(), {
      token: s.olaf,
      body: { firstName: "", lastName: "X", email: "kein-mail", permissions: ["fly"] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "firstName", "permissions.0"]);
  });

  it("refuses without create_employees, and permissions the inviter does not hold; nothing changes", async () => {
    const before = await snapshot();
    expect((await call("POST", employees(), { token: s.erika, body: newPerson() })).status).toBe(403);
    const escalate = await call("POST", employees(), {
      token: s.emil,
      body: newPerson({ permissions: ["edit_company_payment_details"] }),
    });
    expect(escalate.status).toBe(403);
    expect(escalate.json.code).toBe(1005);
    expect((await call("POST", employees(), { token: s.berta, body: newPerson() })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe("editing and deleting", () => {
  it("the owner cannot be edited or deleted by anyone: 400 code 5000 and its message", async () => {
    const olafId = await employeeIdOf(s.muster, s.olaf, "olaf.ostermann@muster-maschinenbau.example");
    const before = await snapshot();
    for (const token of [s.olaf, s.emil]) {
      const patch = await call("PATCH", `${employees()}/${olafId}`, {
        token,
        headers: await current(`${employees()}/${olafId}`),
        body: { department: "Vertrieb" },
      });
      expect(patch.status).toBe(400);
      expect(patch.json).toEqual({ code: 5000, message: "An owner cannot be edited" });
      const del = await call("DELETE", `${employees()}/${olafId}`, {
        token,
        headers: await current(`${employees()}/${olafId}`),
      });
      expect(del.json.code).toBe(5000);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("edit_employees changes the membership; own permissions and permissions one lacks are refused", async () => {
    const erikaId = await employeeIdOf(s.muster, s.olaf, "erika.engel@muster-maschinenbau.example");
    const emilId = await employeeIdOf(s.muster, s.olaf, "emil.ebert@muster-maschinenbau.example");
    const ok = await call("PATCH", `${employees()}/${erikaId}`, {
      token: s.emil,
      headers: await current(`${employees()}/${erikaId}`),
      body: { department: "Ausbildung", position: "Leitung" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual(expect.objectContaining({ department: "Ausbildung", position: "Leitung" }));
    const before = await snapshot();
    // emil may not take away (or grant) job-opening permissions he does not hold
    expect(
      (
        await call("PATCH", `${employees()}/${erikaId}`, {
          token: s.emil,
          headers: await current(`${employees()}/${erikaId}`),
          body: { permissions: [] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call("PATCH", `${employees()}/${emilId}`, {
          token: s.emil,
          headers: await current(`${employees()}/${emilId}`),
          body: { permissions: ["create_employees", "edit_employees", "delete_employees"] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call("PATCH", `${employees()}/${erikaId}`, {
          token: s.erika,
          headers: await current(`${employees()}/${erikaId}`),
          body: { position: "x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call("PATCH", `${employees()}/${erikaId}`, {
          token: s.emil,
          headers: await current(`${employees()}/${erikaId}`),
          body: { email: "x@y.de" },
        })
      ).status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("a permission removed takes effect on the employee's next request", async () => {
    const erikaId = await employeeIdOf(s.muster, s.olaf, "erika.engel@muster-maschinenbau.example");
    const grant = await call("PATCH", `${employees()}/${erikaId}`, {
      token: s.olaf,
      headers: await current(`${employees()}/${erikaId}`),
      body: { permissions: ["create_employees", "create_job_openings"] },
    });
    expect(grant.json.permissions).toEqual(["create_employees", "create_job_openings"]);
    expect((await call("POST", employees(), { token: s.erika, body: newPerson({ permissions: [] }) })).status).toBe(
      201,
    );
    await call("PATCH", `${employees()}/${erikaId}`, {
      token: s.olaf,
      headers: await current(`${employees()}/${erikaId}`),
      body: { permissions: ["create_job_openings"] },
    });
    // the same api token, no new login
    const again = await call("POST", employees(), {
      token: s.erika,
      body: newPerson({ email: "zweite@example.com", permissions: [] }),
    });
    expect(again.status).toBe(403);
    expect((await call("GET", "/api/b2b/v1/me", { token: s.erika })).json.permissions).toEqual(["create_job_openings"]);
  });

  it("deletes with delete_employees (the invitation's user goes too); oneself 409; without permission 403", async () => {
    const created = await call("POST", employees(), { token: s.olaf, body: newPerson() });
    const before = await snapshot();
    expect(
      (
        await call("DELETE", `${employees()}/${created.json.id}`, {
          token: s.erika,
          headers: await current(`${employees()}/${created.json.id}`),
        })
      ).status,
    ).toBe(403);
    const emilId = await employeeIdOf(s.muster, s.olaf, "emil.ebert@muster-maschinenbau.example");
    expect(
      (
        await call("DELETE", `${employees()}/${emilId}`, {
          token: s.emil,
          headers: await current(`${employees()}/${emilId}`),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call("DELETE", `${employees(s.beispiel)}/${created.json.id}`, {
          token: s.berta,
          headers: { "if-match": "*" },
        })
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);

    expect(
      (
        await call("DELETE", `${employees()}/${created.json.id}`, {
          token: s.emil,
          headers: await current(`${employees()}/${created.json.id}`),
        })
      ).status,
    ).toBe(204);
    const users = await ctx.handle.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.email, "noah.neumann@example.com"));
    expect(users).toHaveLength(0);
    expect((await call("GET", `${employees()}/${created.json.id}`, { token: s.olaf })).status).toBe(404);
  });

  it("re-invites with a new link; the old link is revoked; an accepted invitation answers 409", async () => {
    const created = await call("POST", employees(), { token: s.olaf, body: newPerson() });
    const links = async () =>
      (await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "noah.neumann@example.com"))).map(
        (m) => /\/b2b\/invitations\/([\w-]+)/.exec(m.textBody)![1],
      );
    const [first] = await links();
    expect((await call("POST", `${employees()}/${created.json.id}/resend-invitation`, { token: s.erika })).status).toBe(
      403,
    );
    const resent = await call("POST", `${employees()}/${created.json.id}/resend-invitation`, { token: s.emil });
    expect(resent.status).toBe(200);
    const all = await links();
    expect(all).toHaveLength(2);
    const second = all.find((l) => l !== first)!;
    expect((await call("GET", `/api/b2b/v1/invitations/${first}`)).json.state).toBe("revoked");
    expect((await call("GET", `/api/b2b/v1/invitations/${second}`)).json.state).toBe("valid");
    const emilId = await employeeIdOf(s.muster, s.olaf, "emil.ebert@muster-maschinenbau.example");
    expect((await call("POST", `${employees()}/${emilId}/resend-invitation`, { token: s.olaf })).status).toBe(409);
  });
});

describe("the person and the membership", () => {
  const me = (token: string) => call("GET", "/api/b2b/v1/me", { token });
  const person = async (sub: string) =>
    (await ctx.handle.db.select().from(companyUsers).where(eq(companyUsers.subject, sub)))[0];
  const PERSON_KEYS = ["salutation", "firstName", "lastName", "phone"];

  it("inviting another company's user answers only what the inviter typed, in the answer, the list and the search", async () => {
    // berta (owner of Beispiel) has a phone, a salutation and a name of her own (not part of her address)
    const own = { phone: "+49 40 9876543", salutation: "mrs", lastName: "Quirinus" };
    expect((await call("PATCH", "/api/b2b/v1/me", { token: s.berta, body: own })).status).toBe(200);
    const berta = await person("company-berta");
    const typed = { firstName: "Irgend", lastName: "Jemand", email: berta.email.toUpperCase(), permissions: [] };
    const res = await call("POST", employees(), { token: s.emil, body: typed });
    expect(res.status).toBe(201);
    const onlyTyped = {
      salutation: null,
      firstName: "Irgend",
      lastName: "Jemand",
      phone: null,
      email: berta.email.toLowerCase(),
      status: "invited",
    };
    expect(res.json).toEqual(expect.objectContaining(onlyTyped));
    expect(JSON.stringify(res.json)).not.toContain("Quirinus");
    expect(JSON.stringify(res.json)).not.toContain("9876543");
    // the same shape as the invitation of an address nobody uses: nothing tells the two apart
    const unknown = await call("POST", employees(), {
      token: s.emil,
      body: { ...typed, firstName: "Niemand", lastName: "Sonst", email: "niemand@example.org" },
    });
    expect(Object.keys(unknown.json).sort()).toEqual(Object.keys(res.json).sort());
    expect((await call("GET", `${employees()}/${res.json.id}`, { token: s.erika })).json).toEqual(
      expect.objectContaining(onlyTyped),
    );
    const listed = await call("GET", `${employees()}?search=Jemand`, { token: s.erika });
    expect(listed.json.items).toEqual([expect.objectContaining(onlyTyped)]);
    // her real name does not find the pending invitation either (no search oracle)
    const byRealName = await call("GET", `${employees()}?search=Quirinus`, { token: s.erika });
    expect(byRealName.json.total).toBe(0);
    expect(JSON.stringify((await call("GET", employees(), { token: s.erika })).json)).not.toContain("9876543");
    // and her own record is untouched
    expect(await person("company-berta")).toEqual(berta);
  });

  it("a company's PATCH cannot change an accepted member's name, phone or salutation; the other company and /me keep them", async () => {
    // hanna is an accepted member of both companies
    const hanna = await login("company", "company-hanna");
    const hannaBefore = await person("company-hanna");
    const inMuster = await employeeIdOf(s.muster, s.olaf, hannaBefore.email);
    const inBeispiel = await employeeIdOf(s.beispiel, s.berta, hannaBefore.email);
    const before = await snapshot();
    for (const body of [
      { firstName: "Umbenannt" },
      { lastName: "Umbenannt", phone: "+49 1 2", salutation: "mr", department: "Vertrieb" },
      { phone: null },
    ]) {
      const res = await call("PATCH", `${employees()}/${inMuster}`, {
        token: s.olaf,
        headers: await current(`${employees()}/${inMuster}`),
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const refused = Object.keys(body).filter((k) => PERSON_KEYS.includes(k));
      expect(Object.keys(res.json.errors).sort()).toEqual(refused.sort());
      for (const k of refused) expect(res.json.errors[k]).toEqual(["employees:errors.personField"]);
    }
    // nothing changed, not even the department sent along with a refused field
    expect(await snapshot()).toEqual(before);
    const own = (await me(hanna)).json;
    expect(own).toEqual(
      expect.objectContaining({
        firstName: hannaBefore.firstName,
        lastName: hannaBefore.lastName,
        phone: hannaBefore.phone,
        salutation: hannaBefore.salutation,
      }),
    );
    const seenByBeispiel = (await call("GET", `${employees(s.beispiel)}/${inBeispiel}`, { token: s.berta })).json;
    expect(seenByBeispiel).toEqual(
      expect.objectContaining({ firstName: hannaBefore.firstName, lastName: hannaBefore.lastName }),
    );
    // the membership itself stays the company's to change
    const dept = await call("PATCH", `${employees()}/${inMuster}`, {
      token: s.olaf,
      headers: await current(`${employees()}/${inMuster}`),
      body: { department: "Vertrieb" },
    });
    expect(dept.status).toBe(200);
    expect(dept.json.department).toBe("Vertrieb");
    expect((await call("GET", `${employees(s.beispiel)}/${inBeispiel}`, { token: s.berta })).json.department).toBe(
      "Personal",
    );

    // the person's own profile edit still works, and every company then shows it
    const edit = await call("PATCH", "/api/b2b/v1/me", {
      token: hanna,
      body: { firstName: "Johanna", phone: "+49 30 5550123", salutation: "mrs" },
    });
    expect(edit.status).toBe(200);
    for (const [companyId, id, token] of [
      [s.muster, inMuster, s.olaf],
      [s.beispiel, inBeispiel, s.berta],
    ]) {
      expect((await call("GET", `${employees(companyId)}/${id}`, { token })).json).toEqual(
        expect.objectContaining({ firstName: "Johanna", phone: "+49 30 5550123", salutation: "mrs" }),
      );
    }
  });

  it("a pending invitation's typed values can be corrected without touching the person; after acceptance the person's own data shows", async () => {
    const bertaBefore = await person("company-berta");
    const created = await call("POST", employees(), {
      token: s.olaf,
      body: { firstName: "Berta", lastName: "Tippfehler", email: bertaBefore.email, permissions: [] },
    });
    const fixed = await call("PATCH", `${employees()}/${created.json.id}`, {
      token: s.olaf,
      headers: await current(`${employees()}/${created.json.id}`),
      body: { lastName: "Korrigiert", phone: "+49 711 5550111", salutation: "mrs", position: "Beirat" },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toEqual(
      expect.objectContaining({
        lastName: "Korrigiert",
        phone: "+49 711 5550111",
        salutation: "mrs",
        position: "Beirat",
      }),
    );
    expect(await person("company-berta")).toEqual(bertaBefore);
    expect((await me(s.berta)).json.lastName).toBe(bertaBefore.lastName);

    const accepted = await call("POST", `/api/b2b/v1/me/companies/${s.muster}/accept-invitation`, { token: s.berta });
    expect(accepted.status).toBeLessThan(300);
    const seen = (await call("GET", `${employees()}/${created.json.id}`, { token: s.olaf })).json;
    expect(seen).toEqual(
      expect.objectContaining({
        status: "active",
        firstName: bertaBefore.firstName,
        lastName: bertaBefore.lastName,
        phone: bertaBefore.phone,
        position: "Beirat",
      }),
    );
    // what the company typed is gone with the invitation
    const [m] = await ctx.handle.db.select().from(companyMemberships).where(eq(companyMemberships.id, created.json.id));
    expect([m.invitedFirstName, m.invitedLastName, m.invitedPhone, m.invitedSalutation]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const late = await call("PATCH", `${employees()}/${created.json.id}`, {
      token: s.olaf,
      headers: await current(`${employees()}/${created.json.id}`),
      body: { lastName: "X" },
    });
    expect(late.status).toBe(400);
    expect(late.json.errors.lastName).toEqual(["employees:errors.personField"]);
  });
});
