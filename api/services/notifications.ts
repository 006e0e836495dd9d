/**
 * In-app notifications of applicants and company users with an e-mail copy through the outbox, both
 * written in the caller's transaction: roll back the event and neither is left behind. Reading, marking
 * read and the user's own reminders (POST /notifications) work on the caller's own entries only.
 */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  ErrorCode,
  isLanguage,
  type NotificationCreate,
  type NotificationItem,
  type NotificationList,
  type NotificationSettings,
  REMINDER_CATEGORY,
  REMINDER_MESSAGE_KEY,
  type UserKind,
  V,
} from "../../contracts";
import type { Database } from "../db/client";
import { accounts, companyUsers, notificationSettings, notifications } from "../db/schema";
import { ApiError, notFound, uuidOr404 } from "../errors";
import { enqueueMail, type MailAttachment } from "../mail/outbox";
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
  /** the e-mail copy's texts when they are not in MAIL_TEXTS (e.g. api/services/matching/notices.ts) */
  mailTexts?: { de: MailText; en: MailText };
  /** files for the e-mail copy (e.g. an interview invitation .ics) */
  attachments?: MailAttachment[];
}

export type MailText = { subject: string; body: (p: Record<string, string>) => string };
/** E-mail copies per message key, German (default) and English. */
const MAIL_TEXTS: Record<string, { de: MailText; en: MailText }> = {
  "notifications.attendance_confirmed": {
    de: {
      subject: "Deine Teilnahme an der Infoveranstaltung wurde bestätigt",
      body: () =>
        "deine Studienberatung hat deine Teilnahme an der Infoveranstaltung bestätigt. Du kannst jetzt mit Schritt 4 weitermachen.",
    },
    en: {
      subject: "Your info-session attendance was confirmed",
      body: () =>
        "your study advisor has confirmed your attendance at the info session. You can now continue with step 4.",
    },
  },
  "notifications.consultation_confirmed": {
    de: {
      subject: "Dein Erstgespräch wurde bestätigt",
      body: (p) =>
        `deine Studienberatung hat dein Erstgespräch vom ${p.date ?? ""} bestätigt. Weiter geht es mit der Praxispartnersuche.`,
    },
    en: {
      subject: "Your first consultation was confirmed",
      body: (p) =>
        `your study advisor has confirmed your first consultation of ${p.date ?? ""}. Next comes the practice-partner search.`,
    },
  },
  "notifications.document_accepted": {
    de: {
      subject: "Dein Dokument wurde geprüft",
      body: (p) => `dein Dokument „${p.name ?? ""}" wurde geprüft und angenommen.`,
    },
    en: {
      subject: "Your document was checked",
      body: (p) => `your document "${p.name ?? ""}" was checked and accepted.`,
    },
  },
  "notifications.document_rejected": {
    de: {
      subject: "Bitte lade ein Dokument neu hoch",
      body: (p) => `dein Dokument „${p.name ?? ""}" wurde nicht angenommen. Grund: ${p.reason ?? ""}`,
    },
    en: {
      subject: "Please upload a document again",
      body: (p) => `your document "${p.name ?? ""}" was not accepted. Reason: ${p.reason ?? ""}`,
    },
  },
  "notifications.email_changed": {
    de: {
      subject: "Deine E-Mail-Adresse wurde geändert",
      body: (p) =>
        `deine E-Mail-Adresse im Tandem-Portal lautet jetzt ${p.email ?? ""}. Bitte bestätige sie über den Link in der separaten E-Mail.`,
    },
    en: {
      subject: "Your e-mail address was changed",
      body: (p) =>
        `your e-mail address in the Tandem portal is now ${p.email ?? ""}. Please confirm it with the link in the separate e-mail.`,
    },
  },
  "notifications.email_change_rejected": {
    de: {
      subject: "Deine Änderung der E-Mail-Adresse wurde abgelehnt",
      body: (p) => `deine Studienberatung hat die Änderung deiner E-Mail-Adresse abgelehnt. Grund: ${p.reason ?? ""}`,
    },
    en: {
      subject: "Your e-mail change was declined",
      body: (p) => `your study advisor has declined the change of your e-mail address. Reason: ${p.reason ?? ""}`,
    },
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** E-mail address, language and first name of an applicant or company user (advisors get no copies). */
async function recipientAddress(tx: Tx, kind: UserKind, id: string) {
  if (kind === "applicant") {
    const [row] = await tx
      .select({ email: accounts.email, language: accounts.language, firstName: accounts.firstName })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row ?? null;
  }
  if (kind === "company") {
    const [row] = await tx
      .select({ email: companyUsers.email, language: companyUsers.language, firstName: companyUsers.firstName })
      .from(companyUsers)
      .where(eq(companyUsers.id, id));
    return row ?? null;
  }
  return null;
}

/**
 * The e-mail switch that governs a category (spec §3: settings exist for new_advisor, new_students and the
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
 * there are mail texts for the message and the recipient's settings allow it.
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
  const texts = n.mailTexts ?? MAIL_TEXTS[n.messageKey];
  if (texts && (await wantsMail(tx, n.recipientKind, n.recipientId, n.category))) {
    const account = await recipientAddress(tx, n.recipientKind, n.recipientId);
    if (account) {
      const lang = isLanguage(account.language) && account.language === "en" ? "en" : "de";
      const t = texts[lang];
      const greeting = lang === "en" ? "Hello" : "Hallo";
      const hello = account.firstName ? `${greeting} ${account.firstName},` : `${greeting},`;
      const url = n.link ? `${(n.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "")}${n.link}` : null;
      const body = t.body(params);
      await enqueueMail(tx, {
        to: account.email,
        subject: t.subject,
        text: [hello, "", body, ...(url ? ["", url] : [])].join("\n"),
        html: [
          `<p>${escapeHtml(hello)}</p>`,
          `<p>${escapeHtml(body)}</p>`,
          ...(url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`] : []),
        ].join("\n"),
        template: `notification.${n.category}`,
        dedupeKey: `notification:${row.id}`,
        attachments: n.attachments,
      });
    }
  }
  return row;
}

/** The recipient's newest entries first, with total and unread counts. */
export async function listNotifications(
  db: Database,
  recipientKind: UserKind,
  recipientId: string,
  limit: number,
  offset: number,
): Promise<NotificationList> {
  const mine = and(eq(notifications.recipientKind, recipientKind), eq(notifications.recipientId, recipientId));
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(mine);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
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
 * A reminder the user files for themself (e.g. "finish the profile") — in-app only, no e-mail, and the
 * link must stay inside the caller's own unit.
 */
export async function createReminder(
  db: Database,
  recipientKind: UserKind,
  recipientId: string,
  input: NotificationCreate,
): Promise<NotificationItem> {
  const unitRoot = recipientKind === "company" ? "/b2b" : "/ds";
  if (input.link && !(input.link === unitRoot || input.link.startsWith(`${unitRoot}/`))) {
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
