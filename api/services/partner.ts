/**
 * Step 5, the practice-partner search (docs/product.md#applicant-unit, docs/product.md#validation): preferences (distance), the motivation text,
 * the "partner already found" path, and completing the step. Completing it is the journey event
 * "partner_search_completed" (api/services/stage.ts moves the unit to "Ready to match").
 */
import { and, asc, eq, sql } from "drizzle-orm";
import {
  type AuditAction,
  CONTRACT_DONE_KEY,
  ErrorCode,
  HEALTH_INSURANCE_PROOF_DATE_KEY,
  type MotivationBody,
  PARTNER_SEARCH_DONE_KEY,
  type PartnerContractState,
  type PartnerFound,
  type PartnerPreferences,
  type UnitStage,
} from "#contracts";
import type { Database } from "../db/client";
import { accounts, applications, campuses, documents, units } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { writeMetadata } from "./account-row";
import { audit, ownAccount } from "./audit";
import { recordJourneyEvent, stageRank, type Tx } from "./stage";
import { earliestDocumentDate } from "./working-days";

type Db = Database | Tx;

/** The primary unit of the applicant (else the first) and its primary application (else the first). */
export async function primaryApplication(db: Db, accountId: string) {
  const unitRows = await db.select().from(units).where(eq(units.accountId, accountId)).orderBy(asc(units.createdAt));
  const unit = unitRows.find((u) => u.primary) ?? unitRows[0];
  if (!unit) return null;
  const rows = await db
    .select({
      primary: applications.primary,
      course: applications.course,
      intake: applications.intake,
      campus: campuses.name,
    })
    .from(applications)
    .innerJoin(campuses, eq(campuses.id, applications.campusId))
    .where(eq(applications.unitId, unit.id))
    .orderBy(asc(applications.createdAt));
  const app = rows.find((a) => a.primary) ?? rows[0];
  return {
    unit,
    stage: unit.stage as UnitStage,
    course: app?.course ?? null,
    campus: app?.campus ?? null,
    intake: app?.intake ?? null,
  };
}

async function loadAccount(db: Db, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw notFound();
  return account;
}

const meta = (account: { metadata: unknown }) => (account.metadata ?? {}) as Record<string, unknown>;

/** Merges keys into the account's metadata, as PUT /v1/metadata does, inside the caller's transaction. */
export async function mergeMetadata(db: Db, accountId: string, patch: Record<string, unknown>) {
  await writeMetadata(db, accountId, { metadata: sql`${accounts.metadata} || ${JSON.stringify(patch)}::jsonb` }, patch);
}

export async function getPartnerContractState(db: Db, accountId: string): Promise<PartnerContractState> {
  const account = await loadAccount(db, accountId);
  const app = await primaryApplication(db, accountId);
  const docs = await db
    .select({ category: documents.category })
    .from(documents)
    .where(eq(documents.accountId, accountId));
  const m = meta(account);
  const proofDate =
    typeof m[HEALTH_INSURANCE_PROOF_DATE_KEY] === "string" ? (m[HEALTH_INSURANCE_PROOF_DATE_KEY] as string) : null;
  return {
    stage: app?.stage ?? null,
    studyStart: app?.intake ?? null,
    earliestDocumentDate: app?.intake ? earliestDocumentDate(app.intake) : null,
    practicePartnerMaxDistance: account.practicePartnerMaxDistance,
    motivationText: account.motivationText,
    practicePartnerExists: account.practicePartnerExists,
    practicePartnerContact: account.practicePartnerContact,
    healthInsuranceType: account.healthInsuranceType,
    healthInsuranceNotification: account.healthInsuranceNotification,
    proofDate,
    hasContract: docs.some((d) => d.category === "Contract"),
    hasInsuranceProof: docs.some((d) => d.category === "Certificate health insurance"),
    partnerSearchDone: m[PARTNER_SEARCH_DONE_KEY] === true,
    contractDone: m[CONTRACT_DONE_KEY] === true,
  };
}

async function updateAccount(
  db: Db,
  accountId: string,
  values: Partial<typeof accounts.$inferInsert>,
  action: AuditAction,
) {
  const changed = await db
    .update(accounts)
    .set(values)
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  if (changed.length === 0) throw notFound();
  await audit(db, { ...ownAccount(accountId), action, details: { fields: Object.keys(values) } });
}

export const setPreferences = (db: Database, accountId: string, body: PartnerPreferences) =>
  updateAccount(
    db,
    accountId,
    { practicePartnerMaxDistance: body.practicePartnerMaxDistance },
    "partner_search.preferences",
  );

export const setMotivation = (db: Database, accountId: string, body: MotivationBody) =>
  updateAccount(db, accountId, { motivationText: body.motivationText }, "partner_search.motivation");

export const setPartnerFound = (db: Database, accountId: string, body: PartnerFound) =>
  updateAccount(
    db,
    accountId,
    { practicePartnerExists: true, practicePartnerContact: body.practicePartnerContact },
    "partner_search.partner_found",
  );

/** The minimum stage for step 5: the advisor has checked the documents and the consultation. */
export const PARTNER_SEARCH_MIN_STAGE: UnitStage = "Examined Application";

/**
 * Completes step 5: the advisor must have examined the application, and either the preferences and the
 * motivation text are given or a partner was already found. Sets PARTNER_SEARCH_DONE and records the event.
 */
export async function completePartnerSearch(db: Database, accountId: string): Promise<PartnerContractState> {
  return db.transaction(async (tx) => {
    const app = await primaryApplication(tx, accountId);
    if (!app || stageRank(app.stage) < stageRank(PARTNER_SEARCH_MIN_STAGE)) {
      throw new ApiError(
        409,
        ErrorCode.conflict,
        "The study advisor has not yet checked your documents and the first consultation (stage Examined Application)",
      );
    }
    const account = await loadAccount(tx, accountId);
    const found = account.practicePartnerExists === true && (account.practicePartnerContact ?? "").trim().length >= 15;
    const searching = account.practicePartnerMaxDistance !== null && (account.motivationText ?? "").trim().length > 0;
    if (!found && !searching) {
      throw new ApiError(
        409,
        ErrorCode.conflict,
        "Set the maximum distance and the motivation text, or confirm the practice partner you found",
      );
    }
    await mergeMetadata(tx, accountId, { [PARTNER_SEARCH_DONE_KEY]: true });
    await recordJourneyEvent(tx, accountId, "partner_search_completed", { kind: "applicant", id: accountId });
    return getPartnerContractState(tx, accountId);
  });
}

/** Whether the applicant has a document of a category (tenancy: only their own rows). */
export async function hasDocument(db: Db, accountId: string, category: string) {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.category, category)))
    .limit(1);
  return rows.length > 0;
}
