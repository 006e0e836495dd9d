import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "#contracts";
import { setupApi } from "./harness";

const { call, login } = setupApi();

describe("GET /api/b2b/v1/me", () => {
  it("gives the owner olaf all eleven permissions", async () => {
    const token = await login("company", "company-olaf");
    const res = await call("GET", "/api/b2b/v1/me", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      email: "olaf.ostermann@muster-maschinenbau.example",
      firstName: "Olaf",
      salutation: "mr",
      isOwner: true,
      consents: [{ type: "user_research", status: "not_answered" }],
    });
    expect(res.json.permissions).toHaveLength(11);
    expect([...res.json.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(res.json.companies).toEqual([
      expect.objectContaining({ name: "Muster Maschinenbau GmbH", invitationPending: false, isDefault: true }),
    ]);
  });

  it("gives erika only her listed permissions", async () => {
    const token = await login("company", "company-erika");
    const res = await call("GET", "/api/b2b/v1/me", { token });
    expect(res.json.isOwner).toBe(false);
    expect([...res.json.permissions].sort()).toEqual(
      [
        "create_job_openings",
        "edit_contracts",
        "edit_job_openings",
        "request_contracts",
        "view_student_contracts",
      ].sort(),
    );
  });

  it("takes bernd's permissions from his default company and lists the pending invitation", async () => {
    const token = await login("company", "company-bernd");
    const res = await call("GET", "/api/b2b/v1/me", { token });
    expect(res.json.permissions).toEqual(["view_student_contracts"]);
    expect(res.json.companies).toHaveLength(2);
    expect(res.json.companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Beispiel Software AG", isDefault: true, invitationPending: false }),
        expect.objectContaining({ name: "Muster Maschinenbau GmbH", isDefault: false, invitationPending: true }),
      ]),
    );
  });
});

describe("PATCH /api/b2b/v1/me", () => {
  it("changes own data and rejects unknown fields", async () => {
    const token = await login("company", "company-emil");
    const res = await call("PATCH", "/api/b2b/v1/me", {
      token,
      body: { phone: "+49 711 999", salutation: "mx", hints: { hideSupportTicketNotice: true } },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      phone: "+49 711 999",
      salutation: "mx",
      hints: { hideSupportTicketNotice: true },
    });
    const bad = await call("PATCH", "/api/b2b/v1/me", { token, body: { isOwner: true, salutation: "dr" } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe(1007);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["isOwner", "salutation"]);
    expect((await call("GET", "/api/b2b/v1/me", { token })).json.isOwner).toBe(false);
  });
});

describe("PUT /api/b2b/v1/consents", () => {
  it("stores the consent and answers it on later reads", async () => {
    const token = await login("company", "company-erika");
    const res = await call("PUT", "/api/b2b/v1/consents", {
      token,
      body: { consents: [{ type: "user_research", status: "opt_in_single" }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.consents).toEqual([{ type: "user_research", status: "opt_in_single" }]);
    await call("PUT", "/api/b2b/v1/consents", {
      token,
      body: { consents: [{ type: "user_research", status: "opt_out" }] },
    });
    const me = await call("GET", "/api/b2b/v1/me", { token });
    expect(me.json.consents).toEqual([{ type: "user_research", status: "opt_out" }]);
    // other users are unaffected
    const olaf = await login("company", "company-olaf");
    expect((await call("GET", "/api/b2b/v1/me", { token: olaf })).json.consents[0].status).toBe("not_answered");
  });

  it("rejects an unknown consent value", async () => {
    const token = await login("company", "company-erika");
    const res = await call("PUT", "/api/b2b/v1/consents", {
      token,
      body: { consents: [{ type: "user_research", status: "maybe" }] },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors["consents.0.status"]).toBeDefined();
  });
});
