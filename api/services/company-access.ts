/**
 * Tenancy and permissions of company users (docs/product.md#roles-and-permissions, docs/architecture.md#api-and-data), checked in the API on every call:
 * a user who is not an accepted member of the company gets 404 (the company's data does not exist for
 * them; nothing reveals it), a member without the permission gets 403 code 1005. The owner has all eleven.
 */
import { eq } from "drizzle-orm";
import { PERMISSIONS, type Permission } from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { companyMemberships } from "../db/schema";
import { forbidden, notFound, uuidOr404 } from "../errors";
import type { Tx } from "./stage";

export interface CompanyAccess {
  companyId: string;
  companyUserId: string;
  isOwner: boolean;
  permissions: Permission[];
}

/** The caller's membership in `companyId`, accepted or still an invitation; 404 when there is none. */
export async function membershipOf(db: Database | Tx, companyUserId: string, companyId: string) {
  uuidOr404(companyId, "Company not found");
  const m = await firstRow(
    db,
    companyMemberships,
    eq(companyMemberships.companyId, companyId),
    eq(companyMemberships.companyUserId, companyUserId),
  );
  if (!m) throw notFound("Company not found");
  return m;
}

/** The caller's accepted membership in `companyId`, else 404. */
export async function companyAccess(
  db: Database | Tx,
  companyUserId: string,
  companyId: string,
): Promise<CompanyAccess> {
  const m = await membershipOf(db, companyUserId, companyId);
  if (m.invitationPending) throw notFound("Company not found");
  return {
    companyId,
    companyUserId,
    isOwner: m.isOwner,
    permissions: m.isOwner ? [...PERMISSIONS] : PERMISSIONS.filter((p) => m.permissions.includes(p)),
  };
}

/** Membership plus at least one of `anyOf` (403 1005 otherwise). */
export async function requireCompanyPermission(
  db: Database | Tx,
  companyUserId: string,
  companyId: string,
  ...anyOf: Permission[]
): Promise<CompanyAccess> {
  const access = await companyAccess(db, companyUserId, companyId);
  if (anyOf.length > 0 && !anyOf.some((p) => access.permissions.includes(p))) throw forbidden();
  return access;
}
