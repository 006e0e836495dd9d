/**
 * A company's own documents (docs/product.md#api-calls GET /documents/{companyId}, company side): the company picture for
 * every member; the signed contracts its students uploaded (documents of category Contract of applicants
 * with a contract of this company) only for members who may see contracts. Membership is checked by the
 * route (requireCompanyAt); nothing here reads another company's rows.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { CompanyDocument, CompanyDocumentList } from "#contracts";
import type { Database } from "../db/client";
import { companies, companyContracts, documents } from "../db/schema";
import { companyPicturePath } from "./companies";
import type { CompanyAccess } from "./company-access";

const CONTRACT_PERMISSIONS = ["request_contracts", "edit_contracts", "view_student_contracts"];

export async function listCompanyDocuments(db: Database, access: CompanyAccess): Promise<CompanyDocumentList> {
  const list: CompanyDocument[] = [];
  const [company] = await db.select().from(companies).where(eq(companies.id, access.companyId));
  if (company?.profilePicture) {
    list.push({
      uuid: company.id,
      category: "Picture",
      type: "Picture",
      name: company.name,
      mimeType: null,
      size: null,
      createdAt: company.updatedAt.toISOString(),
      href: companyPicturePath(company.id),
    });
  }
  if (access.permissions.some((p) => CONTRACT_PERMISSIONS.includes(p))) {
    const students = db
      .select({ accountId: companyContracts.accountId })
      .from(companyContracts)
      .where(eq(companyContracts.companyId, access.companyId));
    const rows = await db
      .select()
      .from(documents)
      .where(and(eq(documents.category, "Contract"), inArray(documents.accountId, students)))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    for (const d of rows) {
      list.push({
        uuid: d.id,
        category: "Contract",
        type: "Contract",
        name: d.name,
        mimeType: d.mimeType,
        size: d.size,
        createdAt: d.createdAt.toISOString(),
        href: null,
      });
    }
  }
  return { documents: list };
}
