/**
 * Demo data of company administration: company users who belong to both demo
 * companies without a default company, so the company selection (docs/product.md#other-flows) shows its overlay; one per
 * browser project of tests/e2e/company-select.spec.ts. The invitation journey's people (company-ines,
 * company-ivo) are deliberately not seeded: their company user is created by the invitation.
 */
import type { Permission } from "#contracts";
import type { Tx } from "../services/stage";
import * as t from "./schema";
import { demoPerson } from "./seed-people";

/** Company users with two accepted memberships and no default. */
export const TWO_COMPANY_USERS = ["company-hanna", "company-hugo"] as const;

const PERMISSIONS_IN: { muster: Permission[]; beispiel: Permission[] } = {
  muster: ["create_job_openings", "edit_job_openings"],
  beispiel: ["view_student_contracts"],
};

export async function seedCompanyAdmin(tx: Tx, companies: { muster: string; beispiel: string }) {
  for (const sub of TWO_COMPANY_USERS) {
    const [user] = await tx
      .insert(t.companyUsers)
      .values({
        ...demoPerson(sub),
        salutation: "mx",
        language: "de",
      })
      .returning({ id: t.companyUsers.id });
    await tx.insert(t.companyMemberships).values([
      {
        companyId: companies.muster,
        companyUserId: user.id,
        permissions: PERMISSIONS_IN.muster,
        department: "Ausbildung",
        position: "Ausbilder/in",
      },
      {
        companyId: companies.beispiel,
        companyUserId: user.id,
        permissions: PERMISSIONS_IN.beispiel,
        department: "Personal",
        position: "Referent/in",
      },
    ]);
  }
}
