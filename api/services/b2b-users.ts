/** Company users: the `B2bUser` answer (permissions of the current company, consents), changes. */
import { asc, eq } from "drizzle-orm";
import {
  type B2bUser,
  type B2bUserPatch,
  CONSENT_TYPES,
  type Consent,
  type HintFlags,
  isLanguage,
  type Metadata,
  PERMISSIONS,
  SALUTATIONS,
} from "#contracts";
import type { Database } from "../db/client";
import { companies, companyMemberships, companyUsers, consents } from "../db/schema";
import { notFound } from "../errors";
import { stripUndefined } from "./accounts";
import { audit, ownCompanyUser } from "./audit";

type Salutation = (typeof SALUTATIONS)[number];

export async function findCompanyUser(db: Database, subject: string) {
  const [row] = await db.select().from(companyUsers).where(eq(companyUsers.subject, subject)).limit(1);
  return row ?? null;
}

export async function membershipsOf(db: Database, companyUserId: string) {
  return db
    .select({ m: companyMemberships, company: { id: companies.id, name: companies.name } })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.companyUserId, companyUserId))
    .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.id));
}

/**
 * The company user; permissions, isOwner, department and position are those of `companyId` (404 unless
 * an accepted membership), or without it of the current company: the default membership, else the
 * first accepted, else the first.
 */
export async function getB2bUser(db: Database, id: string, companyId?: string): Promise<B2bUser> {
  const [user] = await db.select().from(companyUsers).where(eq(companyUsers.id, id)).limit(1);
  if (!user) throw notFound();
  const memberships = await membershipsOf(db, id);
  const chosen = companyId ? memberships.find((r) => r.company.id === companyId && !r.m.invitationPending) : null;
  if (companyId && !chosen) throw notFound("Company not found");
  const fallback =
    memberships.find((r) => r.m.isDefault) ?? memberships.find((r) => !r.m.invitationPending) ?? memberships[0];
  const current = chosen ?? fallback;
  const consentRows = await db.select().from(consents).where(eq(consents.companyUserId, id));
  const consentList: Consent[] = CONSENT_TYPES.map((type) => ({
    type,
    status: consentRows.find((c) => c.type === type)?.status ?? "not_answered",
  }));
  const isOwner = current?.m.isOwner ?? false;
  return {
    id: user.id,
    email: user.email,
    salutation: SALUTATIONS.includes(user.salutation as Salutation) ? (user.salutation as Salutation) : null,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    department: current?.m.department ?? null,
    position: current?.m.position ?? null,
    language: isLanguage(user.language) ? user.language : null,
    isOwner,
    permissions: isOwner
      ? [...PERMISSIONS]
      : PERMISSIONS.filter((p) => (!current || current.m.invitationPending ? [] : current.m.permissions).includes(p)),
    consents: consentList,
    metadata: user.metadata as Metadata,
    hints: user.hints as HintFlags,
    profilePicture: user.profilePicture,
    companies: memberships.map((r) => ({
      id: r.company.id,
      name: r.company.name,
      invitationPending: r.m.invitationPending,
      isDefault: r === fallback,
    })),
    productFruitsId: user.productFruitsId,
    currentCompanyId: current?.company.id ?? null,
    defaultCompanyId: memberships.find((r) => r.m.isDefault && !r.m.invitationPending)?.company.id ?? null,
  };
}

export async function patchB2bUser(db: Database, id: string, patch: B2bUserPatch): Promise<B2bUser> {
  const [user] = await db.select().from(companyUsers).where(eq(companyUsers.id, id)).limit(1);
  if (!user) throw notFound();
  const { hints, ...fields } = patch;
  const changes: Partial<typeof companyUsers.$inferInsert> = { ...fields };
  if (hints) changes.hints = { ...user.hints, ...(stripUndefined(hints) as Record<string, boolean>) };
  if (Object.keys(changes).length > 0) {
    await db.update(companyUsers).set(changes).where(eq(companyUsers.id, id));
    await audit(db, { ...ownCompanyUser(id), action: "company_user.updated", details: { fields: Object.keys(patch) } });
  }
  return getB2bUser(db, id);
}

export async function putConsents(db: Database, id: string, list: Consent[]): Promise<B2bUser> {
  for (const { type, status } of list) {
    await db
      .insert(consents)
      .values({ companyUserId: id, type, status })
      .onConflictDoUpdate({ target: [consents.companyUserId, consents.type], set: { status, updatedAt: new Date() } });
  }
  await audit(db, { ...ownCompanyUser(id), action: "company_user.consents_updated", details: { consents: list } });
  return getB2bUser(db, id);
}

/** Keeps the e-mail of a known company user in sync with the identity provider. */
export async function syncCompanyUserEmail(db: Database, id: string, current: string, email: string | undefined) {
  if (!email || email === current) return;
  await db.update(companyUsers).set({ email }).where(eq(companyUsers.id, id));
}
