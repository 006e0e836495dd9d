/** Whether an applicant has withdrawn (an open, not reversed withdrawal): read by matching and the portal. */
import { eq, isNull } from "drizzle-orm";
import type { Withdrawal, WithdrawalReason } from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { accountWithdrawals } from "../db/schema";
import type { Tx } from "./stage";

export type WithdrawalRow = typeof accountWithdrawals.$inferSelect;

export async function openWithdrawal(db: Database | Tx, accountId: string): Promise<WithdrawalRow | null> {
  const row = await firstRow(
    db,
    accountWithdrawals,
    eq(accountWithdrawals.accountId, accountId),
    isNull(accountWithdrawals.reversedAt),
  );
  return row ?? null;
}

export const isWithdrawn = async (db: Database | Tx, accountId: string) => !!(await openWithdrawal(db, accountId));

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  reason: row.reason as WithdrawalReason,
  text: row.text,
  withdrawnAt: row.withdrawnAt.toISOString(),
  cancelledMatches: row.cancelledMatches,
});
