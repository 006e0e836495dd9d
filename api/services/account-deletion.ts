/**
 * "Delete my account" (docs/decisions/032-my-data-and-account-deletion.md). The person asks; for
 * DELETION_GRACE_DAYS the person or a study advisor can undo it; then the background job
 * `purge-deleted-accounts` removes the personal data and the documents and anonymises the identity record.
 * The account row stays (without anything personal) as the anonymous end of its matches, so the companies'
 * statistics keep their counts; its subject becomes a hash, so the same login cannot reach it again.
 * Access (the person for their own account, an advisor who may see the applicant) is checked by the routes.
 */
import { createHash } from "node:crypto";
import { and, eq, getTableColumns, inArray, isNull, like, lte, ne, or } from "drizzle-orm";
import { type AccountDeletion, type AccountDeletionState, DELETION_GRACE_DAYS, ErrorCode } from "#contracts";
import { forgetAllTokens } from "../auth/tokens";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import {
  accountDeletions,
  accounts,
  accountWithdrawals,
  apiTokens,
  applicantComments,
  campaignParticipations,
  companyMemberships,
  companyUsers,
  consents,
  cookieConsents,
  cvDrafts,
  dataExports,
  documents,
  emailChangeRequests,
  emailVerificationTokens,
  employeeInvitations,
  experimentAssignments,
  feedback,
  formDrafts,
  infoSessionRegistrations,
  jobOpeningApplicantStates,
  languageEntries,
  mailOutbox,
  newsletterSubscriptions,
  notificationSettings,
  notifications,
  trackingVisits,
  workExperiences,
} from "../db/schema";
import { ApiError, notFound } from "../errors";
import type { BlobStore } from "../storage";
import { type AdvisorRow, assertVisible } from "./advisor";
import { about, actedBy, audit } from "./audit";
import { cancelOpenMatchesOfApplicant } from "./matching/commands";
import type { Tx } from "./stage";

const DAY_MS = 24 * 60 * 60 * 1000;
const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);

/** Whose account: an applicant's or a company user's (the person, never the company's records). */
export type Person = { kind: "applicant"; id: string } | { kind: "company"; id: string };

type DeletionRow = typeof accountDeletions.$inferSelect;

const toDeletion = (row: DeletionRow): AccountDeletion => ({
  id: row.id,
  requestedAt: row.requestedAt.toISOString(),
  purgeAfter: row.purgeAfter.toISOString(),
});

const ofPerson = (person: Person) =>
  person.kind === "applicant"
    ? eq(accountDeletions.accountId, person.id)
    : eq(accountDeletions.companyUserId, person.id);

/** The person's pending deletion (requested, neither undone nor purged), if any. */
export async function pendingDeletion(db: Database | Tx, person: Person): Promise<DeletionRow | null> {
  const row = await firstRow(
    db,
    accountDeletions,
    ofPerson(person),
    isNull(accountDeletions.cancelledAt),
    isNull(accountDeletions.purgedAt),
  );
  return row ?? null;
}

export async function getDeletion(db: Database, person: Person): Promise<AccountDeletionState> {
  const row = await pendingDeletion(db, person);
  if (!row && person.kind === "company" && (await isSoleOwner(db, person.id))) {
    return { deletion: null, blocked: "sole_owner" };
  }
  return { deletion: row ? toDeletion(row) : null };
}

/**
 * Whether the company user is the only owner of one of their companies: a company must keep an owner
 * (who holds every permission), so that person hands the company over before deleting the account.
 */
async function isSoleOwner(db: Database | Tx, companyUserId: string): Promise<boolean> {
  const owned = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyUserId, companyUserId), eq(companyMemberships.isOwner, true)));
  for (const { companyId } of owned) {
    const [other] = await db
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.companyUserId))
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          eq(companyMemberships.isOwner, true),
          eq(companyMemberships.invitationPending, false),
          ne(companyMemberships.companyUserId, companyUserId),
          isNull(companyUsers.anonymisedAt),
        ),
      )
      .limit(1);
    if (!other) return true;
  }
  return false;
}

/** The subject an anonymised identity record keeps: a hash, so the login is recognised and refused. */
export const purgedSubject = (subject: string) => `deleted:${createHash("sha256").update(subject).digest("hex")}`;

/** Whether the login `subject` belonged to an account that was deleted and purged. */
export async function isPurgedSubject(db: Database, kind: Person["kind"], subject: string): Promise<boolean> {
  const table = kind === "applicant" ? accounts : companyUsers;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.subject, purgedSubject(subject)))
    .limit(1);
  return Boolean(row);
}

async function lockPerson(tx: Tx, person: Person) {
  // the person's row is the lock: two requests at once cannot both pass the checks below
  const table = person.kind === "applicant" ? accounts : companyUsers;
  const [row] = await tx
    .select({ id: table.id, anonymisedAt: table.anonymisedAt })
    .from(table)
    .where(eq(table.id, person.id))
    .for("update");
  if (!row || row.anonymisedAt) throw notFound();
}

const subjectType = (person: Person) => (person.kind === "applicant" ? "account" : "company_user");

/** The person asks to delete their account: purged after the grace period unless undone (409 when pending). */
export async function requestDeletion(db: Database, person: Person, now = new Date()): Promise<AccountDeletionState> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, person);
    if (await pendingDeletion(tx, person)) throw conflict("The account is already being deleted");
    if (person.kind === "company" && (await isSoleOwner(tx, person.id))) {
      throw conflict("The only owner of a company cannot delete the account; make another member owner first");
    }
    const [row] = await tx
      .insert(accountDeletions)
      .values({
        ...(person.kind === "applicant" ? { accountId: person.id } : { companyUserId: person.id }),
        requestedAt: now,
        purgeAfter: new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS),
      })
      .returning();
    await audit(tx, {
      ...actedBy(person.kind, person.id),
      action: "account.deletion_requested",
      ...about(subjectType(person), person.id),
      details: { deletionId: row.id, purgeAfter: row.purgeAfter.toISOString() },
    });
    return { deletion: toDeletion(row) };
  });
}

async function cancel(tx: Tx, person: Person, by: { kind: string; id: string }) {
  const open = await pendingDeletion(tx, person);
  if (!open) throw conflict("No deletion is pending");
  await tx
    .update(accountDeletions)
    .set({ cancelledAt: new Date(), cancelledByKind: by.kind, cancelledBy: by.id })
    .where(eq(accountDeletions.id, open.id));
  await audit(tx, {
    ...actedBy(by.kind, by.id),
    action: "account.deletion_cancelled",
    ...about(subjectType(person), person.id),
    details: { deletionId: open.id },
  });
}

/** The person undoes their own request within the grace period (409 when none is pending). */
export async function cancelOwnDeletion(db: Database, person: Person): Promise<AccountDeletionState> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, person);
    await cancel(tx, person, person);
    return { deletion: null };
  });
}

/** A study advisor who may see the applicant restores the account within the grace period. */
export async function cancelDeletionByAdvisor(
  db: Database,
  advisor: AdvisorRow,
  accountId: string,
): Promise<AccountDeletionState> {
  return db.transaction(async (tx) => {
    await assertVisible(tx, advisor, accountId);
    const person: Person = { kind: "applicant", id: accountId };
    await lockPerson(tx, person);
    await cancel(tx, person, { kind: "study_advisor", id: advisor.id });
    return { deletion: null };
  });
}

// ---------- The purge ----------

/**
 * Columns of an identity record that are not personal and stay: keys, the anonymisation time, the
 * referral code (random) and the record's times. Every other nullable column is emptied, so a column
 * added later is purged unless it is named here.
 */
const KEPT_COLUMNS = new Set(["id", "subject", "email", "referralCode", "anonymisedAt", "createdAt", "updatedAt"]);

function emptied(table: typeof accounts | typeof companyUsers) {
  const out: Record<string, null> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (!KEPT_COLUMNS.has(name) && !column.notNull) out[name] = null;
  }
  return out;
}

/** Removes the personal data of one applicant; returns the storage keys of the documents to delete. */
async function purgeApplicant(tx: Tx, accountId: string, now: Date, publicUrl: string) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for("update");
  if (!account) return { storageKeys: [] as string[], matches: 0 };
  // open matches end as the applicant's refusal; ended ones stay as the trace. Silently: the companies'
  // messages name people, and this person is gone (the company's list shows the ended match)
  const matches = await cancelOpenMatchesOfApplicant(tx, accountId, {
    actor: { kind: "system", id: null },
    publicUrl,
    silent: true,
  });
  // the companies' and advisors' earlier messages about the person (new match, interest, withdrawal…) name them
  await tx.delete(notifications).where(like(notifications.link, `%/applicants/${accountId}`));
  const docs = await tx.delete(documents).where(eq(documents.accountId, accountId)).returning({
    storageKey: documents.storageKey,
  });
  const zips = await tx
    .delete(dataExports)
    .where(eq(dataExports.accountId, accountId))
    .returning({ storageKey: dataExports.storageKey });
  await tx.delete(languageEntries).where(eq(languageEntries.accountId, accountId));
  await tx.delete(workExperiences).where(eq(workExperiences.accountId, accountId));
  await tx.delete(formDrafts).where(and(eq(formDrafts.ownerKind, "applicant"), eq(formDrafts.ownerId, accountId)));
  await tx.delete(notificationSettings).where(eq(notificationSettings.accountId, accountId));
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.accountId, accountId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.accountId, accountId));
  await tx.delete(infoSessionRegistrations).where(eq(infoSessionRegistrations.accountId, accountId));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientKind, "applicant"), eq(notifications.recipientId, accountId)));
  await tx.delete(cvDrafts).where(eq(cvDrafts.accountId, accountId));
  await tx.delete(campaignParticipations).where(eq(campaignParticipations.accountId, accountId));
  await tx.delete(experimentAssignments).where(eq(experimentAssignments.accountId, accountId));
  await tx.delete(cookieConsents).where(eq(cookieConsents.accountId, accountId));
  await tx.delete(apiTokens).where(eq(apiTokens.accountId, accountId));
  await tx.delete(accountWithdrawals).where(eq(accountWithdrawals.accountId, accountId));
  // the companies' notes about the person are personal data about them, not a record the company must keep
  await tx.delete(applicantComments).where(eq(applicantComments.accountId, accountId));
  await tx.delete(jobOpeningApplicantStates).where(eq(jobOpeningApplicantStates.accountId, accountId));
  await tx.update(trackingVisits).set({ accountId: null }).where(eq(trackingVisits.accountId, accountId));
  await tx.delete(feedback).where(and(eq(feedback.userKind, "applicant"), eq(feedback.userId, accountId)));
  await tx
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.recipientKind, "applicant"),
        or(eq(newsletterSubscriptions.recipientId, accountId), eq(newsletterSubscriptions.email, account.email)),
      ),
    );
  if (account.email) await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
  await tx
    .update(accounts)
    .set({
      ...emptied(accounts),
      subject: purgedSubject(account.subject),
      email: "",
      metadata: {},
      hints: {},
      anonymisedAt: now,
    })
    .where(eq(accounts.id, accountId));
  const storageKeys = [...docs.map((d) => d.storageKey), ...zips.flatMap((z) => (z.storageKey ? [z.storageKey] : []))];
  return { storageKeys, matches };
}

/** Removes the personal data of one company user: the person, not the company's records. */
async function purgeCompanyUser(tx: Tx, companyUserId: string, now: Date) {
  const [user] = await tx.select().from(companyUsers).where(eq(companyUsers.id, companyUserId)).for("update");
  if (!user) return { storageKeys: [] as string[], matches: 0 };
  const memberships = await tx
    .select({ id: companyMemberships.id })
    .from(companyMemberships)
    .where(eq(companyMemberships.companyUserId, companyUserId));
  if (memberships.length > 0) {
    await tx.delete(employeeInvitations).where(
      inArray(
        employeeInvitations.membershipId,
        memberships.map((m) => m.id),
      ),
    );
  }
  await tx.delete(companyMemberships).where(eq(companyMemberships.companyUserId, companyUserId));
  await tx.delete(consents).where(eq(consents.companyUserId, companyUserId));
  await tx.delete(formDrafts).where(and(eq(formDrafts.ownerKind, "company"), eq(formDrafts.ownerId, companyUserId)));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientKind, "company"), eq(notifications.recipientId, companyUserId)));
  await tx.delete(cookieConsents).where(eq(cookieConsents.companyUserId, companyUserId));
  await tx.delete(apiTokens).where(eq(apiTokens.companyUserId, companyUserId));
  await tx.delete(feedback).where(and(eq(feedback.userKind, "company"), eq(feedback.userId, companyUserId)));
  await tx
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.recipientKind, "company"),
        or(eq(newsletterSubscriptions.recipientId, companyUserId), eq(newsletterSubscriptions.email, user.email)),
      ),
    );
  if (user.email) await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
  const picture = user.profilePicture;
  await tx
    .update(companyUsers)
    .set({
      ...emptied(companyUsers),
      subject: purgedSubject(user.subject),
      email: "",
      metadata: {},
      hints: {},
      notificationSettings: {},
      anonymisedAt: now,
    })
    .where(eq(companyUsers.id, companyUserId));
  return { storageKeys: picture ? [picture] : [], matches: 0 };
}

export interface PurgeDependencies {
  db: Database;
  storage?: BlobStore;
  publicUrl: string;
  now: Date;
}

/**
 * The background job: every deletion whose grace period has passed is purged. Idempotent: a purged
 * request is marked and not looked at again; the documents' bytes are removed after the commit (a store
 * that fails leaves an orphan blob without any record naming it, never a record without its purge).
 */
export async function purgeDeletedAccounts(deps: PurgeDependencies): Promise<Record<string, number>> {
  const { db, now } = deps;
  const due = await db
    .select()
    .from(accountDeletions)
    .where(
      and(
        isNull(accountDeletions.cancelledAt),
        isNull(accountDeletions.purgedAt),
        lte(accountDeletions.purgeAfter, now),
      ),
    )
    .orderBy(accountDeletions.purgeAfter);
  let purged = 0;
  let files = 0;
  let failedFiles = 0;
  for (const request of due) {
    const keys = await db.transaction(async (tx) => {
      // taken again under the lock: an undo or another run in between wins
      const [current] = await tx
        .select()
        .from(accountDeletions)
        .where(
          and(
            eq(accountDeletions.id, request.id),
            isNull(accountDeletions.cancelledAt),
            isNull(accountDeletions.purgedAt),
          ),
        )
        .for("update");
      if (!current) return null;
      const person: Person = current.accountId
        ? { kind: "applicant", id: current.accountId }
        : { kind: "company", id: current.companyUserId! };
      const result =
        person.kind === "applicant"
          ? await purgeApplicant(tx, person.id, now, deps.publicUrl)
          : await purgeCompanyUser(tx, person.id, now);
      await tx.update(accountDeletions).set({ purgedAt: now }).where(eq(accountDeletions.id, current.id));
      await audit(tx, {
        ...actedBy("system", null),
        action: "account.purged",
        ...about(subjectType(person), person.id),
        details: { deletionId: current.id, documents: result.storageKeys.length, cancelledMatches: result.matches },
      });
      return result.storageKeys;
    });
    if (!keys) continue;
    forgetAllTokens(db); // the person's tokens were deleted with them: no remembered row lets one through
    purged++;
    for (const key of keys) {
      try {
        await deps.storage?.delete(key);
        files++;
      } catch {
        failedFiles++;
      }
    }
  }
  return { due: due.length, purged, files, failedFiles };
}
