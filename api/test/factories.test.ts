import { describe, expect, it } from "vitest";
import { createApplicant, createCompanyUser, createJobOpening } from "./factories";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

describe("test factories", () => {
  it("createApplicant: a new applicant at the stage asked for, with the documents asked for", async () => {
    const a = await createApplicant(ctx.handle.db, {
      stage: "Ready to match",
      documents: [{ category: "CV", reviewStatus: "accepted" }, { category: "Picture" }],
    });
    const b = await createApplicant(ctx.handle.db);
    expect(a.sub).not.toBe(b.sub);
    const token = await login("applicant", a.sub);
    expect((await call("GET", "/api/v1/unit", { token })).json).toMatchObject({
      studyType: "ds",
      stage: "Ready to match",
    });
    const docs = (await call("GET", "/api/v1/documents", { token })).json.documents as { category: string }[];
    expect(docs.map((d) => d.category).sort()).toEqual(["CV", "Picture"]);
    // the other applicant sees none of them
    const other = await login("applicant", b.sub);
    expect((await call("GET", "/api/v1/documents", { token: other })).json.documents).toEqual([]);
  });

  it("createCompanyUser: exactly the permissions asked for, in the company asked for", async () => {
    const u = await createCompanyUser(ctx.handle.db, {
      company: "Beispiel Software AG",
      permissions: ["create_job_openings"],
    });
    const me = (await call("GET", "/api/b2b/v1/me", { token: await login("company", u.sub) })).json;
    expect(me.isOwner).toBe(false);
    expect(me.permissions).toEqual(["create_job_openings"]);
    expect(me.companies.map((c: { id: string }) => c.id)).toEqual([u.companyId]);
  });

  it("createJobOpening: a published opening through the service, listed as open with its audit trail", async () => {
    const owner = await createCompanyUser(ctx.handle.db, { isOwner: true });
    const opening = await createJobOpening(ctx.handle.db, {
      companyId: owner.companyId,
      createdBy: owner.companyUserId,
      requiredCount: 2,
    });
    const draft = await createJobOpening(ctx.handle.db, {
      companyId: owner.companyId,
      createdBy: owner.companyUserId,
      status: "draft",
    });
    const token = await login("company", owner.sub);
    const base = `/api/b2b/v1/companies/${owner.companyId}/job-openings`;
    expect((await call("GET", `${base}/${opening.id}`, { token })).json).toMatchObject({
      status: "open",
      requiredCount: 2,
    });
    expect((await call("GET", `${base}/${draft.id}`, { token })).json.status).toBe("draft");
  });
});
