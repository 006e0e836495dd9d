/**
 * Reading a match's training contract, apart from the commands of company-contracts.ts: the applicant
 * view of company-applicants.ts shows the contract, and the commands check the match through that module,
 * so the read lives here to keep the two from importing each other.
 */
import { eq } from "drizzle-orm";
import type { CompanyContract } from "#contracts";
import type { Database } from "../db/client";
import { companyContracts } from "../db/schema";

type ContractRow = typeof companyContracts.$inferSelect;

export const toContract = (r: ContractRow): CompanyContract => ({
  id: r.id,
  matchId: r.matchId,
  status: r.status,
  startDate: r.startDate,
  weeklyHours: r.weeklyHours,
  monthlySalary: r.monthlySalaryCents / 100,
  vacationDays: r.vacationDays,
  supervisorName: r.supervisorName,
  supervisorEmail: r.supervisorEmail,
  notes: r.notes,
  signedOn: r.signedOn,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function getContractForMatch(db: Database, matchId: string): Promise<CompanyContract | null> {
  const [row] = await db.select().from(companyContracts).where(eq(companyContracts.matchId, matchId)).limit(1);
  return row ? toContract(row) : null;
}
