/**
 * Reminders the product promises its advisors: a consultation asked for over a week ago and still not
 * confirmed, and documents waiting more than three days for their check. Each reminder is a mail in the
 * outbox with a dedupe key, so running the job again (a retry, a second instance) sends nothing twice:
 * a consultation is reminded once, an advisor's waiting documents once a day.
 */
import { and, count, eq, isNull, lte } from "drizzle-orm";
import { germanTimeFormat } from "#contracts/german-time";
import type { Database } from "../db/client";
import { accounts, advisors, consultations, documents, units } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { notificationMail, portalUrl } from "../mail/templates";

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONSULTATION_OVERDUE_AFTER_MS = 7 * DAY_MS;
export const DOCUMENTS_PENDING_AFTER_MS = 3 * DAY_MS;

export interface ReminderContext {
  db: Database;
  publicUrl: string;
  now?: Date;
}

// advisors have no stored language: the console's default, German (as their other mails)
const ADVISOR_LANGUAGE = "de";
const berlinDay = germanTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });

/** One mail per consultation that waits for its confirmation for over a week (to the unit's advisor). */
export async function remindOverdueConsultations({ db, publicUrl, now = new Date() }: ReminderContext) {
  const overdue = await db
    .select({
      consultationId: consultations.id,
      requestedAt: consultations.requestedAt,
      accountId: units.accountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      advisorName: advisors.name,
      advisorEmail: advisors.email,
    })
    .from(consultations)
    .innerJoin(units, eq(units.id, consultations.unitId))
    .innerJoin(accounts, eq(accounts.id, units.accountId))
    .innerJoin(advisors, eq(advisors.id, units.advisorId))
    .where(
      and(
        isNull(consultations.confirmedAt),
        lte(consultations.requestedAt, new Date(now.getTime() - CONSULTATION_OVERDUE_AFTER_MS)),
      ),
    );
  let queued = 0;
  for (const row of overdue) {
    const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
    const mail = notificationMail(
      ADVISOR_LANGUAGE,
      row.advisorName,
      "reminders.consultationOverdue",
      { name, date: row.requestedAt ? berlinDay.format(row.requestedAt) : "" },
      portalUrl(publicUrl, `/advisor/applicants/${row.accountId}`),
    );
    const result = await enqueueMail(db, {
      to: row.advisorEmail,
      ...mail,
      template: "reminder_consultation_overdue",
      dedupeKey: `reminder:consultation-overdue:${row.consultationId}`,
    });
    if (result.queued) queued++;
  }
  return { queued };
}

/** One mail a day per advisor whose applicants' documents wait for their check for over three days. */
export async function remindPendingDocuments({ db, publicUrl, now = new Date() }: ReminderContext) {
  const waiting = await db
    .select({ advisorName: advisors.name, advisorEmail: advisors.email, advisorId: advisors.id, documents: count() })
    .from(documents)
    .innerJoin(units, and(eq(units.accountId, documents.accountId), eq(units.primary, true)))
    .innerJoin(advisors, eq(advisors.id, units.advisorId))
    .where(
      and(
        eq(documents.reviewStatus, "pending"),
        lte(documents.createdAt, new Date(now.getTime() - DOCUMENTS_PENDING_AFTER_MS)),
      ),
    )
    .groupBy(advisors.id, advisors.name, advisors.email);
  const day = now.toISOString().slice(0, 10);
  let queued = 0;
  for (const row of waiting) {
    const mail = notificationMail(
      ADVISOR_LANGUAGE,
      row.advisorName,
      "reminders.documentsPending",
      { count: row.documents },
      portalUrl(publicUrl, "/advisor#queue-documents"),
    );
    const result = await enqueueMail(db, {
      to: row.advisorEmail,
      ...mail,
      template: "reminder_documents_pending",
      dedupeKey: `reminder:documents-pending:${row.advisorId}:${day}`,
    });
    if (result.queued) queued++;
  }
  return { queued };
}
