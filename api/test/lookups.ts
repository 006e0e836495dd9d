/**
 * Lookups of the API tests: seeded records by the names the seed gives them, document rows and what a
 * command wrote to the audit log, defined once instead of once per test file.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, advisors, auditLog, companies, documents } from "../db/schema";

export async function accountIdOf(db: Database, subject: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.subject, subject));
  return row.id;
}

export async function advisorIdOf(db: Database, subject: string) {
  const [row] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.subject, subject));
  return row.id;
}

export async function companyIdOf(db: Database, name: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row.id;
}

/** The audit rows of one action on one subject. */
export const auditEntries = (db: Database, action: string, subjectId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

/** A pending document of the applicant, metadata only (the store holds no file), as an upload leaves it. */
export const addDocumentRow = (db: Database, accountId: string, category: string) =>
  db.insert(documents).values({
    accountId,
    category,
    type: category,
    name: `${category}.pdf`,
    storageKey: randomUUID(),
    mimeType: "application/pdf",
    size: 10,
  });
