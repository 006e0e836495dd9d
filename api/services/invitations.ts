/**
 * Employee invitations (docs/product.md#other-flows, docs/product.md#roles-and-permissions): a pending membership plus a one-time link. Only the sha256 of
 * the random token is stored; a new invitation revokes the previous ones of the membership. The
 * invited person accepts either through the link (the token travels through the login and
 * POST /auth binds the membership to whoever logs in) or, when already a company user, in the
 * company selection (accept/decline), which also settles the open invitations.
 * What the inviting company typed (name, salutation, phone) stays on the membership while it is
 * pending and is cleared on acceptance; only a user the invitation created, taken over by a new login,
 * starts with it as the person's own data (still empty fields only), which the person then changes.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { ErrorCode, INVITATION_VALID_DAYS, type InvitationInfo, type InvitationState } from "#contracts";
import { germanTimeFormat } from "#contracts/german-time";
import type { Database } from "../db/client";
import { companies, companyMemberships, companyUsers, employeeInvitations } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { employeeInvitationMail } from "../mail/templates";
import { about, actedBy, audit } from "./audit";
import { membershipOf } from "./company-access";
import type { Tx } from "./stage";

type Db = Database | Tx;

/** Subjects of company users created by an invitation before anyone logged in; never issued by a provider. */
export const INVITED_SUBJECT_PREFIX = "invited:";
export const isInvitedPlaceholder = (subject: string) => subject.startsWith(INVITED_SUBJECT_PREFIX);

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const invitationGone = (state: InvitationState) =>
  new ApiError(409, ErrorCode.conflict, `The invitation is no longer valid (${state})`);

export interface InvitationMailContext {
  publicUrl: string;
  companyName: string;
  inviterName: string;
  /** language of the inviter: the mail is German unless the inviter uses English */
  language: string | null;
}

/** Membership columns that hold what the inviting company typed; reset when the person accepts. */
const settled = {
  invitationPending: false,
  invitedEmail: null,
  invitedSalutation: null,
  invitedFirstName: null,
  invitedLastName: null,
  invitedPhone: null,
} satisfies Partial<typeof companyMemberships.$inferInsert>;

/** Revokes open invitations of the membership, stores a new one and queues its mail (same transaction). */
export async function issueInvitation(
  tx: Db,
  input: { membershipId: string; email: string; invitedBy: string; firstName: string | null },
  mail: InvitationMailContext,
): Promise<{ token: string }> {
  const now = new Date();
  await tx
    .update(employeeInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(employeeInvitations.membershipId, input.membershipId),
        isNull(employeeInvitations.acceptedAt),
        isNull(employeeInvitations.revokedAt),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 3600 * 1000);
  await tx.insert(employeeInvitations).values({
    membershipId: input.membershipId,
    email: input.email,
    tokenHash: sha256(token),
    invitedBy: input.invitedBy,
    expiresAt,
  });
  const link = `${mail.publicUrl}/b2b/invitations/${token}`;
  const english = mail.language === "en";
  const until = germanTimeFormat(english ? "en-GB" : "de-DE", {}).format(expiresAt);
  const texts = employeeInvitationMail(mail.language, {
    firstName: input.firstName,
    inviterName: mail.inviterName,
    companyName: mail.companyName,
    link,
    until,
  });
  await enqueueMail(tx, { to: input.email, ...texts, template: "employee_invitation" });
  return { token };
}

async function invitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({ inv: employeeInvitations, m: companyMemberships, companyName: companies.name })
    .from(employeeInvitations)
    .innerJoin(companyMemberships, eq(companyMemberships.id, employeeInvitations.membershipId))
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(employeeInvitations.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

const stateOf = (inv: typeof employeeInvitations.$inferSelect, now = new Date()): InvitationState =>
  inv.acceptedAt ? "accepted" : inv.revokedAt ? "revoked" : inv.expiresAt <= now ? "expired" : "valid";

/** What the public invitation page shows; 404 for a token that never existed. */
export async function invitationInfo(db: Db, token: string): Promise<InvitationInfo> {
  const row = await invitationByToken(db, token);
  if (!row) throw notFound("Invitation not found");
  return {
    state: stateOf(row.inv),
    companyName: row.companyName,
    email: row.inv.email,
    expiresAt: row.inv.expiresAt.toISOString(),
  };
}

/**
 * At the company login (POST /auth with invitationToken): accepts the invitation for the logged-in
 * subject. A user created by the invitation takes over the subject (or, when the subject already has a
 * company user, the membership moves to that user and the placeholder goes). An invitation addressed
 * to another existing user is refused. Returns the company user to log in.
 */
export async function acceptInvitationAtLogin(
  db: Database,
  token: string,
  claims: { sub: string; email?: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await invitationByToken(tx, token);
    if (!row) throw notFound("Invitation not found");
    const state = stateOf(row.inv);
    if (state !== "valid") throw invitationGone(state);
    const [invited] = await tx.select().from(companyUsers).where(eq(companyUsers.id, row.m.companyUserId)).limit(1);
    const [existing] = await tx.select().from(companyUsers).where(eq(companyUsers.subject, claims.sub)).limit(1);
    let userId: string;
    if (existing && existing.id === invited.id) {
      userId = existing.id;
    } else if (!isInvitedPlaceholder(invited.subject)) {
      // addressed to a person who already has a login: only that person may accept it
      throw new ApiError(409, ErrorCode.conflict, "The invitation belongs to another user");
    } else if (existing) {
      userId = existing.id;
      const [already] = await tx
        .select({ id: companyMemberships.id })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.companyId, row.m.companyId), eq(companyMemberships.companyUserId, userId)))
        .limit(1);
      if (already) {
        // already in the company: the duplicate invitation membership goes, the existing one stays
        await tx.delete(companyMemberships).where(eq(companyMemberships.id, row.m.id));
        await tx.update(companyMemberships).set(settled).where(eq(companyMemberships.id, already.id));
      } else {
        await tx
          .update(companyMemberships)
          .set({ ...settled, companyUserId: userId })
          .where(eq(companyMemberships.id, row.m.id));
      }
      await deletePlaceholderIfUnused(tx, invited.id);
    } else {
      userId = invited.id;
      // a new person: their profile starts with what the company typed (they change it in their profile)
      await tx
        .update(companyUsers)
        .set({
          subject: claims.sub,
          ...(claims.email ? { email: claims.email } : {}),
          salutation: invited.salutation ?? row.m.invitedSalutation,
          firstName: invited.firstName ?? row.m.invitedFirstName,
          lastName: invited.lastName ?? row.m.invitedLastName,
          phone: invited.phone ?? row.m.invitedPhone,
        })
        .where(eq(companyUsers.id, invited.id));
    }
    await tx
      .update(companyMemberships)
      .set(settled)
      .where(and(eq(companyMemberships.id, row.m.id), eq(companyMemberships.companyUserId, userId)));
    await tx.update(employeeInvitations).set({ acceptedAt: new Date() }).where(eq(employeeInvitations.id, row.inv.id));
    await audit(tx, {
      ...actedBy("company", userId),
      action: "employee.invitation_accepted",
      ...about("company_membership", row.m.id),
      details: { companyId: row.m.companyId, via: "link" },
    });
    return userId;
  });
}

/** Removes a user the invitation created when it no longer belongs to any company. */
export async function deletePlaceholderIfUnused(tx: Db, companyUserId: string) {
  const [user] = await tx.select().from(companyUsers).where(eq(companyUsers.id, companyUserId)).limit(1);
  if (!user || !isInvitedPlaceholder(user.subject)) return;
  const [left] = await tx
    .select({ id: companyMemberships.id })
    .from(companyMemberships)
    .where(eq(companyMemberships.companyUserId, companyUserId))
    .limit(1);
  if (!left) await tx.delete(companyUsers).where(eq(companyUsers.id, companyUserId));
}

/** POST /me/companies/{id}/accept-invitation: the caller's pending membership becomes active. */
export async function acceptOwnInvitation(db: Database, companyUserId: string, companyId: string) {
  const m = await membershipOf(db, companyUserId, companyId);
  if (!m.invitationPending)
    throw new ApiError(409, ErrorCode.conflict, "There is no pending invitation for this company");
  await db.transaction(async (tx) => {
    await tx.update(companyMemberships).set(settled).where(eq(companyMemberships.id, m.id));
    await tx
      .update(employeeInvitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(employeeInvitations.membershipId, m.id),
          isNull(employeeInvitations.acceptedAt),
          isNull(employeeInvitations.revokedAt),
        ),
      );
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "employee.invitation_accepted",
      ...about("company_membership", m.id),
      details: { companyId, via: "company_select" },
    });
  });
}

/** POST /me/companies/{id}/decline-invitation: the pending membership (and its invitations) go. */
export async function declineOwnInvitation(db: Database, companyUserId: string, companyId: string) {
  const m = await membershipOf(db, companyUserId, companyId);
  if (!m.invitationPending)
    throw new ApiError(409, ErrorCode.conflict, "There is no pending invitation for this company");
  await db.transaction(async (tx) => {
    await tx.delete(companyMemberships).where(eq(companyMemberships.id, m.id));
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "employee.invitation_declined",
      ...about("company_membership", m.id),
      details: { companyId },
    });
  });
}

/** POST /me/companies/{id}/set-default: this accepted membership becomes the only default. */
export async function setDefaultCompany(db: Database, companyUserId: string, companyId: string) {
  const m = await membershipOf(db, companyUserId, companyId);
  if (m.invitationPending) throw new ApiError(409, ErrorCode.conflict, "Accept the invitation first");
  await db.transaction(async (tx) => {
    await tx
      .update(companyMemberships)
      .set({ isDefault: false })
      .where(eq(companyMemberships.companyUserId, companyUserId));
    await tx.update(companyMemberships).set({ isDefault: true }).where(eq(companyMemberships.id, m.id));
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "company_user.default_company_set",
      ...about("company_membership", m.id),
      details: { companyId },
    });
  });
}
