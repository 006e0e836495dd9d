/**
 * In-app notifications of the applicant (and later the company) with an e-mail copy through the outbox,
 * both written in the caller's transaction: roll back the event and neither is left behind.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { isLanguage, type NotificationList, type UserKind } from "../../contracts";
import type { Database } from "../db/client";
import { accounts, companyUsers, notifications } from "../db/schema";
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

/** Writes the in-app entry and queues the e-mail copy to the applicant's current address. */
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
  if (texts) {
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
