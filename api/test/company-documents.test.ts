import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, companyContracts, documents } from "../db/schema";
import { createApplicant, createCompanyUser } from "./factories";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();
const db = () => ctx.handle.db;
const url = (companyId: string) => `/api/b2b/v1/documents/${companyId}`;

/** The seeded contract's company, with a signed contract its student uploaded. */
async function companyWithContractDocument() {
  const [contract] = await db().select().from(companyContracts).limit(1);
  const [company] = await db().select().from(companies).where(eq(companies.id, contract.companyId));
  const [doc] = await db()
    .insert(documents)
    .values({
      accountId: contract.accountId,
      category: "Contract",
      type: "Contract",
      name: "Vertrag-unterschrieben.pdf",
      storageKey: randomUUID(),
      mimeType: "application/pdf",
      size: 2048,
    })
    .returning();
  return { company, doc };
}

describe("GET /b2b/v1/documents/{companyId}", () => {
  it("lists the company's picture and its students' signed contracts to members who may see contracts", async () => {
    const { company, doc } = await companyWithContractDocument();
    await db().update(companies).set({ profilePicture: randomUUID() }).where(eq(companies.id, company.id));
    const name = company.name as "Muster Maschinenbau GmbH" | "Beispiel Software AG";
    const owner = await createCompanyUser(db(), { company: name, isOwner: true });
    const res = await call("GET", url(company.id), { token: await login("company", owner.sub) });
    expect(res.status).toBe(200);
    expect(res.json.documents).toEqual([
      expect.objectContaining({
        uuid: company.id,
        category: "Picture",
        href: `/b2b/v1/companies/${company.id}/profile-picture`,
      }),
      expect.objectContaining({ uuid: doc.id, category: "Contract", name: "Vertrag-unterschrieben.pdf" }),
    ]);
    // another applicant's contract document is nobody's business here
    const stranger = await createApplicant(db());
    await db().insert(documents).values({
      accountId: stranger.accountId,
      category: "Contract",
      type: "Contract",
      name: "fremd.pdf",
      storageKey: randomUUID(),
      mimeType: "application/pdf",
      size: 10,
    });
    const again = await call("GET", url(company.id), { token: await login("company", owner.sub) });
    expect(again.json.documents.map((d: { name: string }) => d.name)).not.toContain("fremd.pdf");

    // a member without a contract permission sees the picture only
    const member = await createCompanyUser(db(), { company: name, permissions: ["create_employees"] });
    const limited = await call("GET", url(company.id), { token: await login("company", member.sub) });
    expect(limited.status).toBe(200);
    expect(limited.json.documents.map((d: { category: string }) => d.category)).toEqual(["Picture"]);
  });

  it("answers 404 to members of other companies and for unknown ids, 403 to applicants, 401 without login", async () => {
    const { company } = await companyWithContractDocument();
    const other = company.name === "Beispiel Software AG" ? "Muster Maschinenbau GmbH" : "Beispiel Software AG";
    const outsider = await createCompanyUser(db(), { company: other, isOwner: true });
    const token = await login("company", outsider.sub);
    expect((await call("GET", url(company.id), { token })).status).toBe(404);
    expect((await call("GET", url(randomUUID()), { token })).status).toBe(404);
    expect((await call("GET", url("not-a-uuid"), { token })).status).toBe(404);
    const applicant = await createApplicant(db());
    expect((await call("GET", url(company.id), { token: await login("applicant", applicant.sub) })).status).toBe(403);
    expect((await call("GET", url(company.id))).status).toBe(401);
  });
});
