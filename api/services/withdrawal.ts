/**
 * The applicant's withdrawal from the programme (docs/product.md#api-calls PATCH /account/lost) and its reversal by the
 * study advisor. One transaction each: the change, the audit row, the open matches ended through the
 * transition table, the advisor's notification and the e-mail in the outbox (sent after commit).
 * Access (applicant for the own account, advisor who may see the applicant) is checked by the routes.
 */
import { and, desc, eq } from "drizzle-orm";
import { type AccountLost, ErrorCode, type WithdrawalState } from "#contracts";
import type { Database } from "../db/client";
import { accounts, accountWithdrawals, advisors, units } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { notificationMail, portalUrl } from "../mail/templates";
import type { AdvisorRow } from "./advisor";
import { assertVisible } from "./advisor";
import { about, actedBy, audit } from "./audit";
import { lockedRow } from "./locked-row";
import { cancelOpenMatchesOfApplicant } from "./matching/commands";
import { notify } from "./notifications";
import type { Tx } from "./stage";
import { openWithdrawal, toWithdrawal } from "./withdrawal-state";

const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);

export async function getWithdrawal(db: Database, accountId: string): Promise<WithdrawalState> {
  const row = await openWithdrawal(db, accountId);
  return { withdrawal: row ? toWithdrawal(row) : null };
}

/** The advisor of the applicant's primary unit (else of any unit), if one is assigned. */
async function advisorOf(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({ id: advisors.id, name: advisors.name, email: advisors.email })
    .from(units)
    .innerJoin(advisors, eq(advisors.id, units.advisorId))
    .where(eq(units.accountId, accountId))
    .orderBy(desc(units.primary), units.createdAt)
    .limit(1);
  return row ?? null;
}

export async function withdraw(
  db: Database,
  accountId: string,
  input: AccountLost,
  publicUrl: string,
): Promise<WithdrawalState> {
  return db.transaction(async (tx) => {
    // the account row is the lock: two withdrawals at once cannot both pass the check below
    const account = await lockedRow(tx, accounts, accountId);
    if (await openWithdrawal(tx, accountId)) throw conflict("You have already withdrawn");
    const cancelledMatches = await cancelOpenMatchesOfApplicant(tx, accountId, {
      actor: { kind: "applicant", id: accountId },
      publicUrl,
    });
    const [row] = await tx
      .insert(accountWithdrawals)
      .values({ accountId, reason: input.reason, text: input.text, cancelledMatches })
      .returning();
    await audit(tx, {
      actorKind: "applicant",
      actorId: accountId,
      action: "account.withdrawn",
      subjectType: "account",
      subjectId: accountId,
      // the applicant's own words stay out of the log (personal data); the reason is a list value
      details: { reason: input.reason, cancelledMatches },
    });
    const advisor = await advisorOf(tx, accountId);
    if (advisor) {
      const name = [account.firstName, account.lastName].filter(Boolean).join(" ") || account.email;
      const link = `/advisor/applicants/${accountId}`;
      await notify(tx, {
        recipientKind: "study_advisor",
        recipientId: advisor.id,
        category: "applicant_withdrew",
        messageKey: "notifications.applicant_withdrew",
        params: { name },
        link,
      });
      // advisors have no stored language: the console's default, German
      const mail = notificationMail(
        "de",
        advisor.name,
        "notifications.applicant_withdrew",
        { name },
        portalUrl(publicUrl, link),
      );
      await enqueueMail(tx, {
        to: advisor.email,
        ...mail,
        template: "applicant_withdrew",
        dedupeKey: `withdrawal:${row.id}`,
      });
    }
    return { withdrawal: toWithdrawal(row) };
  });
}

/**
 * The advisor takes the withdrawal back: the applicant can continue (and be matched again). Matches it
 * ended stay cancelled: their companies were told; new interest starts new matches.
 */
export async function reverseWithdrawal(
  db: Database,
  advisor: AdvisorRow,
  accountId: string,
  publicUrl: string,
): Promise<WithdrawalState> {
  return db.transaction(async (tx) => {
    await assertVisible(tx, advisor, accountId);
    const open = await openWithdrawal(tx, accountId);
    if (!open) throw conflict("The applicant has not withdrawn");
    await tx
      .update(accountWithdrawals)
      .set({ reversedAt: new Date(), reversedBy: advisor.id })
      .where(and(eq(accountWithdrawals.id, open.id)));
    await audit(tx, {
      ...actedBy("study_advisor", advisor.id),
      action: "account.withdrawal_reversed",
      ...about("account", accountId),
      details: { withdrawalId: open.id, reason: open.reason },
    });
    await notify(tx, {
      recipientKind: "applicant",
      recipientId: accountId,
      category: "withdrawal_reversed",
      messageKey: "notifications.withdrawal_reversed",
      params: { advisorName: advisor.name },
      link: "/ds/home",
      publicUrl,
      mail: true,
    });
    return { withdrawal: null };
  });
}
