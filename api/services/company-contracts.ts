/**
 * The training contract a company writes for an accepted applicant (docs/product.md#company-unit .../applicants/:id/contract,
 * §7 GET and POST contract): one per match, only for a match in `offer_accepted`. Requesting needs
 * `request_contracts`, changing and marking it signed `edit_contracts`, reading any of those or
 * `view_student_contracts` (declared by the routes, api/routes/company-applicants.ts). Signing moves the applicant's unit to Won through the one stage service.
 */
import { eq } from "drizzle-orm";
import { type CompanyContractInput, type CompanyContractPatch, ErrorCode } from "#contracts";
import type { Database } from "../db/client";
import { companyContracts } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { about, actedBy, audit } from "./audit";
import { type Caller, matchOf } from "./company-applicants";
import { getContractForMatch, toContract } from "./company-contract-read";
import { recordJourneyEvent } from "./stage";

const cents = (euro: number) => Math.round(euro * 100);

export async function getContract(db: Database, caller: Caller, applicantId: string) {
  const { match } = await matchOf(db, caller, applicantId);
  const contract = await getContractForMatch(db, match.id);
  if (!contract) throw notFound("No contract for this applicant yet");
  return contract;
}

export async function createContract(db: Database, caller: Caller, applicantId: string, input: CompanyContractInput) {
  const { match } = await matchOf(db, caller, applicantId);
  if (match.status !== "offer_accepted") {
    throw new ApiError(409, ErrorCode.conflict, "A contract can only be written for an accepted offer");
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: companyContracts.id })
      .from(companyContracts)
      .where(eq(companyContracts.matchId, match.id));
    if (existing) throw new ApiError(409, ErrorCode.conflict, "There is already a contract for this applicant");
    const [row] = await tx
      .insert(companyContracts)
      .values({
        matchId: match.id,
        companyId: caller.companyId,
        accountId: match.accountId,
        startDate: input.startDate,
        weeklyHours: input.weeklyHours,
        monthlySalaryCents: cents(input.monthlySalary),
        vacationDays: input.vacationDays,
        supervisorName: input.supervisorName,
        supervisorEmail: input.supervisorEmail,
        notes: input.notes,
        requestedBy: caller.companyUserId,
      })
      .returning();
    await audit(tx, {
      ...actedBy("company", caller.companyUserId),
      action: "contract.requested",
      ...about("company_contract", row.id),
      details: { matchId: match.id },
    });
    return toContract(row);
  });
}

/** Changes fields and/or marks the contract signed; a signed contract no longer changes (409). */
export async function patchContract(db: Database, caller: Caller, applicantId: string, patch: CompanyContractPatch) {
  const { match } = await matchOf(db, caller, applicantId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(companyContracts)
      .where(eq(companyContracts.matchId, match.id))
      .for("update")
      .limit(1);
    if (!current) throw notFound("No contract for this applicant yet");
    if (current.status === "signed") throw new ApiError(409, ErrorCode.conflict, "The contract is already signed");
    const { signed, monthlySalary, ...fields } = patch;
    const changes: Partial<typeof companyContracts.$inferInsert> = { ...fields };
    if (monthlySalary !== undefined) changes.monthlySalaryCents = cents(monthlySalary);
    if (signed) {
      changes.status = "signed";
      changes.signedOn = new Date().toISOString().slice(0, 10);
    }
    const [row] = await tx.update(companyContracts).set(changes).where(eq(companyContracts.id, current.id)).returning();
    const actor = { kind: "company" as const, id: caller.companyUserId };
    await audit(tx, {
      ...actedBy(actor.kind, actor.id),
      action: signed ? "contract.signed" : "contract.changed",
      ...about("company_contract", row.id),
      details: { matchId: match.id, fields: Object.keys(changes) },
    });
    if (signed) await recordJourneyEvent(tx, match.accountId, "contract_signed", actor);
    return toContract(row);
  });
}
