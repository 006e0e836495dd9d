/**
 * In-app notifications of applicants and company users with an e-mail copy through the outbox, both
 * written in the caller's transaction: roll back the event and neither is left behind. Reading, marking
 * read and the user's own reminders (POST /notifications) work on the caller's own entries only.
 */
import { and, count, desc, eq, inArray, isNull, type Placeholder, sql } from "drizzle-orm";
import {
  ErrorCode,
  type NotificationCreate,
  type NotificationItem,
  type NotificationList,
  type NotificationSettings,
  REMINDER_CATEGORY,
  REMINDER_MESSAGE_KEY,
  type UserKind,
  V,
} from "#contracts";
import { isSafeReturnPath } from "#contracts/return-path";
import type { Database } from "../db/client";
import { prepared } from "../db/prepared";
import { accounts, companyUsers, notificationSettings, notifications } from "../db/schema";
import { ApiError, notFound, uuidOr404 } from "../errors";
import { enqueueMail, type MailAttachment } from "../mail/outbox";
import { notificationMail, portalUrl } from "../mail/templates";
import type { MailParams } from "../mail/texts";
import type { Tx } from "./stage";

export interface NewNotification {
  recipientKind: UserKind;
  recipientId: string;
  category: string;
  /** i18n key of the in-app text (namespace `notifications` in the portal) */
  messageKey: string;
  params?: Record<string, string>;
  /** portal path the entry leads to, e.g. /ds/documents */
  link?: string | null;
  /** public address of the portal for the link in the mail */
  publicUrl?: string;
  /**
   * Also send the e-mail copy (when the recipient's settings allow it): subject and body are the texts
   * under the message key in locales/{lng}/mail.json.
   */
  mail?: boolean;
  /** the mail.json key of the copy when it differs from the message key (a variant of the text) */
  mailKey?: string;
  /** values only the e-mail copy uses, beside params (e.g. a news teaser) */
  mailParams?: MailParams;
  /** files for the e-mail copy (e.g. an interview invitation .ics) */
  attachments?: MailAttachment[];
}

/** E-mail address, language and first name of an applicant or company user (advisors get no copies). */
export async function recipientAddress(tx: Tx, kind: UserKind, id: string) {
  if (kind !== "applicant" && kind !== "company") return null;
  const people = kind === "applicant" ? accounts : companyUsers;
  const [row] = await tx
    .select({ email: people.email, language: people.language, firstName: people.firstName })
    .from(people)
    .where(eq(people.id, id));
  return row ?? null;
}

/**
 * The e-mail switch that governs a category (docs/product.md#entities: settings exist for new_advisor, new_students and the
 * newsletter). News go by mail only to those who want the newsletter; other categories always mail.
 */
const MAIL_SETTING: Record<string, { key: keyof NotificationSettings; fallback: boolean }> = {
  new_advisor: { key: "new_advisor", fallback: true },
  new_students: { key: "new_students", fallback: true },
  news_and_events: { key: "job_openings_newsletter", fallback: false },
};

/** Whether the recipient's notification settings allow the e-mail copy of this category. */
async function wantsMail(tx: Tx, kind: UserKind, id: string, category: string): Promise<boolean> {
  const setting = MAIL_SETTING[category];
  if (!setting) return true;
  let stored: Record<string, boolean> | undefined;
  if (kind === "applicant") {
    const [row] = await tx
      .select({ s: notificationSettings.settings })
      .from(notificationSettings)
      .where(eq(notificationSettings.accountId, id));
    stored = row?.s;
  } else if (kind === "company") {
    const [row] = await tx
      .select({ s: companyUsers.notificationSettings })
      .from(companyUsers)
      .where(eq(companyUsers.id, id));
    stored = row?.s;
  }
  const value = stored?.[setting.key];
  return typeof value === "boolean" ? value : setting.fallback;
}

/**
 * Writes the in-app entry (always) and queues the e-mail copy to the recipient's current address when
 * the caller asks for it and the recipient's settings allow it.
 */
export async function notify(tx: Tx, n: NewNotification): Promise<{ id: string }> {
  const params = n.params ?? {};
  const [row] = await tx
    .insert(notifications)
    .values({
      recipientKind: n.recipientKind,
      recipientId: n.recipientId,
      category: n.category,
      messageKey: n.messageKey,
      params,
      link: n.link ?? null,
    })
    .returning({ id: notifications.id });
  if (n.mail && (await wantsMail(tx, n.recipientKind, n.recipientId, n.category))) {
    const account = await recipientAddress(tx, n.recipientKind, n.recipientId);
    if (account) {
      const url = n.link ? portalUrl(n.publicUrl ?? "http://localhost:3000", n.link) : null;
      const mail = notificationMail(
        account.language,
        account.firstName,
        n.mailKey ?? n.messageKey,
        { ...params, ...n.mailParams },
        url,
      );
      await enqueueMail(tx, {
        to: account.email,
        ...mail,
        template: `notification.${n.category}`,
        dedupeKey: `notification:${row.id}`,
        attachments: n.attachments,
      });
    }
  }
  return row;
}

/** The entries of one recipient; the values may be placeholders of a prepared query. */
const recipientIs = (kind: UserKind | Placeholder, id: string | Placeholder) =>
  and(eq(notifications.recipientKind, kind), eq(notifications.recipientId, id));

/** The recipient's newest entries first, with total and unread counts. */
export async function listNotifications(
  db: Database,
  recipientKind: UserKind,
  recipientId: string,
  limit: number,
  offset: number,
): Promise<NotificationList> {
  const mine = recipientIs(recipientKind, recipientId);
  const rows =
    limit === 0
      ? []
      : await db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset);
  // both counts in one pass: the navbar asks for them on every page
  const [{ total, unread }] = await prepared(db, "notification_counts", (on, name) =>
    on
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)` })
      .from(notifications)
      .where(recipientIs(sql.placeholder("recipientKind"), sql.placeholder("recipientId")))
      .prepare(name),
  ).execute({ recipientKind, recipientId });
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      category: r.category,
      messageKey: r.messageKey,
      params: r.params,
      link: r.link,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total),
    unread: Number(unread),
  };
}

const own = (recipientKind: UserKind, recipientId: string) =>
  and(eq(notifications.recipientKind, recipientKind), eq(notifications.recipientId, recipientId));

async function unreadCount(db: Database, recipientKind: UserKind, recipientId: string) {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(own(recipientKind, recipientId), isNull(notifications.readAt)));
  return Number(unread);
}

/** Marks one of the caller's entries read (idempotent); another user's entry is "not found". */
export async function markNotificationRead(db: Database, recipientKind: UserKind, recipientId: string, id: string) {
  uuidOr404(id, "Notification not found");
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(own(recipientKind, recipientId), eq(notifications.id, id)));
  if (!row) throw notFound("Notification not found");
  let marked = 0;
  if (!row.readAt) {
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
    marked = 1;
  }
  return { marked, unread: await unreadCount(db, recipientKind, recipientId) };
}

/** Marks all of the caller's unread entries read. */
export async function markAllNotificationsRead(db: Database, recipientKind: UserKind, recipientId: string) {
  const unreadIds = (
    await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(own(recipientKind, recipientId), isNull(notifications.readAt)))
  ).map((r) => r.id);
  if (unreadIds.length > 0) {
    await db.update(notifications).set({ readAt: new Date() }).where(inArray(notifications.id, unreadIds));
  }
  return { marked: unreadIds.length, unread: await unreadCount(db, recipientKind, recipientId) };
}

/**
 * A reminder's link: a path the return-path rule accepts (no backslash, no other origin however it is
 * encoded) that stays inside the unit once its dot segments are resolved. The page shows it as a link
 * the router follows, and React Router 6 can still be led off the origin by some targets
 * (GHSA-wrjc-x8rr-h8h6, ADR 046).
 */
function isLinkIntoUnit(link: string, unitRoot: string): boolean {
  if (!isSafeReturnPath(link) || !(link === unitRoot || link.startsWith(`${unitRoot}/`))) return false;
  const { pathname } = new URL(link, "http://portal.invalid");
  return pathname === unitRoot || pathname.startsWith(`${unitRoot}/`);
}

/**
 * A reminder the user files for themself (e.g. "finish the profile") — in-app only, no e-mail, and the
 * link must stay inside the caller's own unit.
 */
export async function createReminder(
  db: Database,
  recipientKind: UserKind,
  recipientId: string,
  input: NotificationCreate,
): Promise<NotificationItem> {
  if (input.link && !isLinkIntoUnit(input.link, recipientKind === "company" ? "/b2b" : "/ds")) {
    throw new ApiError(400, ErrorCode.validationFailed, undefined, { link: [V.formInvalid] });
  }
  const [row] = await db
    .insert(notifications)
    .values({
      recipientKind,
      recipientId,
      category: REMINDER_CATEGORY,
      messageKey: REMINDER_MESSAGE_KEY,
      params: { text: input.text },
      link: input.link ?? null,
    })
    .returning();
  return {
    id: row.id,
    category: row.category,
    messageKey: row.messageKey,
    params: row.params,
    link: row.link,
    readAt: null,
    createdAt: row.createdAt.toISOString(),
  };
}
