/**
 * Invitations and the company selection: the invitation link accepted through a (new) company login
 * (POST /auth with invitationToken), expired/used/revoked links, accept/decline in the company
 * selection, set-default and GET /me?companyId=.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { companyMemberships, companyUsers, employeeInvitations, mailOutbox } from "../db/schema";
import { setupApi, signIdToken, TEST_NONCE } from "./harness";

const { ctx, call, login } = setupApi();

let olaf: string;
let berta: string;
let muster: string;
let beispiel: string;

const employees = (companyId: string) => `/api/b2b/v1/companies/${companyId}/employees`;

async function invite(
  token: string,
  companyId: string,
  email: string,
  permissions: string[] = ["create_job_openings"],
) {
  const res = await call("POST", employees(companyId), {
    token,
    body: { firstName: "Ines", lastName: "Imhof", email, permissions },
  });
  expect(res.status).toBe(201);
  const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = /\/b2b\/invitations\/([\w-]+)/.exec(mails[mails.length - 1].textBody)![1];
  return { employeeId: res.json.id as string, link };
}

async function loginWith(sub: string, invitationToken?: string, email?: string) {
  const idToken = await signIdToken("company", sub, { claims: email ? { email } : {} });
  return call("POST", "/api/b2b/v1/auth", { body: { accessToken: "at", idToken, nonce: TEST_NONCE, invitationToken } });
}

beforeEach(async () => {
  olaf = await login("company", "company-olaf");
  berta = await login("company", "company-berta");
  muster = (await call("GET", "/api/b2b/v1/me", { token: olaf })).json.currentCompanyId;
  beispiel = (await call("GET", "/api/b2b/v1/me", { token: berta })).json.currentCompanyId;
});

describe("invitation link and login", () => {
  it("a new person accepts through the login: the invited user takes the subject, the link is used up", async () => {
    const { link, employeeId } = await invite(olaf, muster, "ines@example.com");
    expect((await loginWith("company-ines")).json.code).toBe(1001);
    const res = await loginWith("company-ines", link, "ines.imhof@beispiel-software.example");
    expect(res.status).toBe(200);
    const me = await call("GET", "/api/b2b/v1/me", { token: res.json.api_token });
    expect(me.json).toEqual(
      expect.objectContaining({
        firstName: "Ines",
        email: "ines.imhof@beispiel-software.example",
        isOwner: false,
        permissions: ["create_job_openings"],
        currentCompanyId: muster,
      }),
    );
    expect(me.json.companies).toEqual([expect.objectContaining({ id: muster, invitationPending: false })]);
    const list = await call("GET", `${employees(muster)}/${employeeId}`, { token: olaf });
    expect(list.json.status).toBe("active");
    expect((await call("GET", `/api/b2b/v1/invitations/${link}`)).json.state).toBe("accepted");
    // used links do not work again, for nobody
    const again = await loginWith("company-ivo", link);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe(1009);
    // the next login without the link works as for every user
    expect((await loginWith("company-ines")).status).toBe(200);
  });

  it("an existing company user accepting a link for a new address gets the membership; the invitation's user goes", async () => {
    const { link } = await invite(olaf, muster, "berta.privat@example.com", []);
    const res = await loginWith("company-berta", link);
    expect(res.status).toBe(200);
    const me = await call("GET", `/api/b2b/v1/me?companyId=${muster}`, { token: res.json.api_token });
    expect(me.json.currentCompanyId).toBe(muster);
    expect(me.json.permissions).toEqual([]);
    expect(me.json.companies.map((c: { id: string }) => c.id).sort()).toEqual([muster, beispiel].sort());
    const users = await ctx.handle.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.email, "berta.privat@example.com"));
    expect(users).toHaveLength(0);
  });

  it("expired, revoked and unknown links are refused without creating anything", async () => {
    const { link, employeeId } = await invite(olaf, muster, "ines@example.com");
    await ctx.handle.db.update(employeeInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call("GET", `/api/b2b/v1/invitations/${link}`)).json.state).toBe("expired");
    expect((await loginWith("company-ines", link)).status).toBe(409);
    await call("POST", `${employees(muster)}/${employeeId}/resend-invitation`, { token: olaf });
    expect((await call("GET", `/api/b2b/v1/invitations/${link}`)).json.state).toBe("revoked");
    expect((await loginWith("company-ines", link)).status).toBe(409);
    expect((await call("GET", "/api/b2b/v1/invitations/unknown-token")).status).toBe(404);
    expect((await loginWith("company-ines", "unknown-token")).status).toBe(404);
    expect(
      await ctx.handle.db.select().from(companyUsers).where(eq(companyUsers.subject, "company-ines")),
    ).toHaveLength(0);
  });

  it("an invitation addressed to an existing user is only theirs; they accept or decline in the company selection", async () => {
    // erika already has a login: the invitation to Beispiel attaches to her as pending
    const { link } = await invite(berta, beispiel, "erika.engel@muster-maschinenbau.example", []);
    expect((await loginWith("company-hanna", link)).status).toBe(409);
    const erika = await login("company", "company-erika");
    const me = await call("GET", "/api/b2b/v1/me", { token: erika });
    expect(me.json.companies).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: beispiel, invitationPending: true })]),
    );
    expect((await call("GET", `/api/b2b/v1/me?companyId=${beispiel}`, { token: erika })).status).toBe(404);
    expect((await call("GET", employees(beispiel), { token: erika })).status).toBe(404);
    expect((await call("POST", `/api/b2b/v1/me/companies/${beispiel}/set-default`, { token: erika })).status).toBe(409);
    const accepted = await call("POST", `/api/b2b/v1/me/companies/${beispiel}/accept-invitation`, { token: erika });
    expect(accepted.status).toBe(200);
    expect(accepted.json.companies.find((c: { id: string }) => c.id === beispiel).invitationPending).toBe(false);
    expect((await call("GET", `/api/b2b/v1/invitations/${link}`)).json.state).toBe("accepted");
    expect((await call("GET", employees(beispiel), { token: erika })).status).toBe(200);
    expect(
      (await call("POST", `/api/b2b/v1/me/companies/${beispiel}/accept-invitation`, { token: erika })).status,
    ).toBe(409);
  });

  it("declining removes the pending membership; someone else's or a foreign company is 404", async () => {
    const bernd = await login("company", "company-bernd");
    expect(
      (await call("POST", `/api/b2b/v1/me/companies/${beispiel}/decline-invitation`, { token: bernd })).status,
    ).toBe(409);
    const declined = await call("POST", `/api/b2b/v1/me/companies/${muster}/decline-invitation`, { token: bernd });
    expect(declined.status).toBe(200);
    expect(declined.json.companies.map((c: { id: string }) => c.id)).toEqual([beispiel]);
    expect((await call("POST", `/api/b2b/v1/me/companies/${muster}/accept-invitation`, { token: berta })).status).toBe(
      404,
    );
    expect((await call("POST", "/api/b2b/v1/me/companies/nope/accept-invitation", { token: berta })).status).toBe(404);
    expect((await call("POST", `/api/b2b/v1/me/companies/${muster}/accept-invitation`)).status).toBe(401);
  });
});

describe("what an invitation reveals", () => {
  it("an address nobody uses yet: each company sees only what it typed; the new person starts with the accepted company's typing", async () => {
    const typedBy = async (token: string, companyId: string, body: Record<string, unknown>) => {
      const res = await call("POST", employees(companyId), {
        token,
        body: { email: "ines@example.com", permissions: [], ...body },
      });
      expect(res.status).toBe(201);
      return res.json.id as string;
    };
    const inMuster = await typedBy(olaf, muster, { firstName: "Ines", lastName: "Imhof", phone: "+49 711 1" });
    const inBeispiel = await typedBy(berta, beispiel, { firstName: "Frau", lastName: "Unbekannt", salutation: "mrs" });
    // the user the invitation created holds the address only: nothing one company typed reaches the other
    const [placeholder] = await ctx.handle.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.email, "ines@example.com"));
    expect([placeholder.firstName, placeholder.lastName, placeholder.phone, placeholder.salutation]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const seenByBeispiel = (await call("GET", `${employees(beispiel)}/${inBeispiel}`, { token: berta })).json;
    expect(seenByBeispiel).toEqual(
      expect.objectContaining({ firstName: "Frau", lastName: "Unbekannt", salutation: "mrs", phone: null }),
    );

    // ines accepts Muster's link with a new login: her profile starts with what Muster typed
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "ines@example.com"));
    const muster1 = mails.find((m) => m.textBody.includes("Muster"))!;
    const link = /\/b2b\/invitations\/([\w-]+)/.exec(muster1.textBody)![1];
    const ines = (await loginWith("company-ines", link)).json.api_token as string;
    expect((await call("GET", "/api/b2b/v1/me", { token: ines })).json).toEqual(
      expect.objectContaining({ firstName: "Ines", lastName: "Imhof", phone: "+49 711 1", salutation: null }),
    );
    expect((await call("GET", `${employees(muster)}/${inMuster}`, { token: olaf })).json.firstName).toBe("Ines");
    // Beispiel's invitation is still pending: Beispiel still sees only its own typing, not her profile
    expect((await call("GET", `${employees(beispiel)}/${inBeispiel}`, { token: berta })).json).toEqual(
      expect.objectContaining({ firstName: "Frau", lastName: "Unbekannt", phone: null, status: "invited" }),
    );
    // she changes her own data; once she accepts Beispiel's invitation, Beispiel sees her own data
    await call("PATCH", "/api/b2b/v1/me", { token: ines, body: { salutation: "mx", phone: "+49 30 2" } });
    expect((await call("POST", `/api/b2b/v1/me/companies/${beispiel}/accept-invitation`, { token: ines })).status).toBe(
      200,
    );
    expect((await call("GET", `${employees(beispiel)}/${inBeispiel}`, { token: berta })).json).toEqual(
      expect.objectContaining({ firstName: "Ines", lastName: "Imhof", phone: "+49 30 2", status: "active" }),
    );
  });
});

describe("company selection", () => {
  it("a two-company user has no stored default until set-default; /me?companyId= answers for that company", async () => {
    const hanna = await login("company", "company-hanna");
    const me = await call("GET", "/api/b2b/v1/me", { token: hanna });
    expect(me.json.defaultCompanyId).toBeNull();
    expect(me.json.companies).toHaveLength(2);
    const inMuster = await call("GET", `/api/b2b/v1/me?companyId=${muster}`, { token: hanna });
    expect(inMuster.json.permissions).toEqual(["create_job_openings", "edit_job_openings"]);
    const inBeispiel = await call("GET", `/api/b2b/v1/me?companyId=${beispiel}`, { token: hanna });
    expect(inBeispiel.json.permissions).toEqual(["view_student_contracts"]);
    expect(inBeispiel.json.currentCompanyId).toBe(beispiel);
    expect((await call("GET", `/api/b2b/v1/me?companyId=${crypto.randomUUID()}`, { token: hanna })).status).toBe(404);

    const set = await call("POST", `/api/b2b/v1/me/companies/${beispiel}/set-default`, { token: hanna });
    expect(set.status).toBe(200);
    expect(set.json.defaultCompanyId).toBe(beispiel);
    expect(set.json.currentCompanyId).toBe(beispiel);
    await call("POST", `/api/b2b/v1/me/companies/${muster}/set-default`, { token: hanna });
    const defaults = await ctx.handle.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.isDefault, true));
    expect(defaults.filter((d) => d.companyId === beispiel && d.companyUserId === set.json.id)).toHaveLength(0);
    expect((await call("GET", "/api/b2b/v1/me", { token: hanna })).json.defaultCompanyId).toBe(muster);
  });
});
