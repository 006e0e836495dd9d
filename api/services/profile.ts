/**
 * The applicant's profile: notification settings, e-mail verification, e-mail change requests for the
 * study advisor, and the referral link. Every function works on the caller's own account only.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import {
  APPLICANT_NOTIFICATION_SETTINGS,
  type AuditAction,
  type EmailChangeRequest,
  type EmailChangeRequestCreate,
  ErrorCode,
  isLanguage,
  type NotificationSettings,
  SAME_EMAIL_MESSAGE,
} from "#contracts";
import type { Database } from "../db/client";
import { accounts, emailChangeRequests, emailVerificationTokens, notificationSettings } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { emailVerificationMail, portalUrl } from "../mail/templates";
import { audit } from "./audit";
import { lockedRow } from "./locked-row";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  new_advisor: true,
  new_students: true,
  job_openings_newsletter: false,
};
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_INTERVAL_MS = 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const applicantAudit = (accountId: string, action: AuditAction, subjectType: string, subjectId: string) => ({
  actorKind: "applicant",
  actorId: accountId,
  action,
  subjectType,
  subjectId,
});

// ---------- Notification settings ----------

export async function getNotificationSettings(db: Database, accountId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.accountId, accountId));
  const stored = row?.settings ?? {};
  const out = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of APPLICANT_NOTIFICATION_SETTINGS) {
    if (typeof stored[key] === "boolean") out[key] = stored[key];
  }
  return out;
}

export async function putNotificationSettings(
  db: Database,
  accountId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ accountId, settings })
      .onConflictDoUpdate({ target: notificationSettings.accountId, set: { settings, updatedAt: new Date() } });
    await audit(tx, {
      ...applicantAudit(accountId, "notification_settings.updated", "account", accountId),
      details: { settings },
    });
  });
  return getNotificationSettings(db, accountId);
}

// ---------- E-mail verification ----------

/**
 * Creates a single-use token (only its hash is stored) and queues the mail with the link, in the
 * caller's transaction. The account row is locked so two parallel requests cannot both pass the
 * 60-second limit (on PostgreSQL; PGlite has one session anyway).
 */
export async function issueEmailVerification(
  tx: Tx,
  accountId: string,
  publicUrl: string,
  now = new Date(),
): Promise<{ expiresAt: Date }> {
  const account = await lockedRow(tx, accounts, accountId);
  if (account.emailVerifiedAt) throw new ApiError(409, ErrorCode.conflict, "The e-mail address is already verified");
  const [last] = await tx
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.accountId, accountId))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < VERIFICATION_INTERVAL_MS) {
    throw new ApiError(429, ErrorCode.tooManyRequests, "Please wait a minute before requesting another e-mail");
  }
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS);
  const [row] = await tx
    .insert(emailVerificationTokens)
    .values({ accountId, tokenHash: sha256(token), email: account.email, expiresAt, createdAt: now })
    .returning({ id: emailVerificationTokens.id });
  const link = portalUrl(publicUrl, `/ds/confirm-email?token=${encodeURIComponent(token)}`);
  const mail = emailVerificationMail(isLanguage(account.language) ? account.language : null, account.firstName, link);
  await enqueueMail(tx, {
    to: account.email,
    ...mail,
    template: "email_verification",
    dedupeKey: `email-verification:${row.id}`,
  });
  await audit(tx, applicantAudit(accountId, "account.email_verification_sent", "email_verification_token", row.id));
  return { expiresAt };
}

export async function sendEmailVerification(db: Database, accountId: string, publicUrl: string) {
  const { expiresAt } = await db.transaction((tx) => issueEmailVerification(tx, accountId, publicUrl));
  return { expiresAt: expiresAt.toISOString() };
}

/**
 * Confirms the caller's own token: someone else's or an unknown token → 404 (indistinguishable);
 * used, expired, or issued for an address the account no longer has → 409.
 */
export async function confirmEmailVerification(db: Database, accountId: string, token: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerificationTokens)
      .where(
        and(eq(emailVerificationTokens.tokenHash, sha256(token)), eq(emailVerificationTokens.accountId, accountId)),
      )
      .for("update");
    if (!row) throw new ApiError(404, ErrorCode.notFound, "Unknown verification link");
    if (row.usedAt) throw new ApiError(409, ErrorCode.conflict, "The verification link was already used");
    if (row.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError(409, ErrorCode.conflict, "The verification link has expired");
    }
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account || account.email !== row.email) {
      throw new ApiError(409, ErrorCode.conflict, "The verification link is for another e-mail address");
    }
    await tx.update(emailVerificationTokens).set({ usedAt: now }).where(eq(emailVerificationTokens.id, row.id));
    await tx
      .update(accounts)
      .set({ emailVerifiedAt: account.emailVerifiedAt ?? now })
      .where(eq(accounts.id, accountId));
    await audit(tx, applicantAudit(accountId, "account.email_verified", "email_verification_token", row.id));
  });
}

// ---------- E-mail change requests ----------

const toRequest = (row: typeof emailChangeRequests.$inferSelect): EmailChangeRequest => ({
  id: row.id,
  newEmail: row.newEmail,
  reason: row.reason,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export async function getOpenEmailChangeRequest(db: Pick<Database, "select">, accountId: string) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.accountId, accountId),
        eq(emailChangeRequests.status, "open"),
        isNull(emailChangeRequests.decidedAt),
      ),
    )
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return row ? toRequest(row) : null;
}

export async function createEmailChangeRequest(
  db: Database,
  accountId: string,
  input: EmailChangeRequestCreate,
): Promise<EmailChangeRequest> {
  return db.transaction(async (tx) => {
    const account = await lockedRow(tx, accounts, accountId);
    if (account.email.trim().toLowerCase() === input.newEmail.toLowerCase()) {
      throw new ApiError(400, ErrorCode.validationFailed, undefined, { newEmail: [SAME_EMAIL_MESSAGE] });
    }
    if (await getOpenEmailChangeRequest(tx, accountId)) {
      throw new ApiError(409, ErrorCode.conflict, "An e-mail change request is already open");
    }
    const [row] = await tx
      .insert(emailChangeRequests)
      .values({ accountId, newEmail: input.newEmail, reason: input.reason || null })
      .returning();
    await audit(tx, applicantAudit(accountId, "account.email_change_requested", "email_change_request", row.id));
    return toRequest(row);
  });
}

// ---------- Referral link ----------

/** The account's referral link; its code is made with the account (migration 0011), so this only reads. */
export async function getReferralLink(db: Database, accountId: string, publicUrl: string): Promise<{ url: string }> {
  const [account] = await db.select({ code: accounts.referralCode }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  const code = account.code;
  return { url: portalUrl(publicUrl, `/ref/${code}`) };
}
