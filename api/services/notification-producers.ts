/**
 * Producers of the notification categories of docs/product.md#entities that are not match events (those are in
 * matching/notices.ts). Each is called in the transaction of the event that causes it, so the entry and its
 * e-mail copy exist exactly when the event does. Other areas call these:
 * - notifyInvitationToCompany — an EXISTING company user is invited to another company (employees);
 * - notifyNewInvoice / notifyThirdPaymentReminder — an invoice row / a third reminder is written (accounting);
 * - notifySupportTicketUpdate — support answered or changed a ticket's status (support tickets);
 * - notifyNewAdvisor — a unit gets an advisor;
 * - notifyNewStudents — an offer was accepted (the company has a new student);
 * - notifyNewJobOpeningComment — a colleague commented on an applicant;
 * - notifyJobOpeningDraftExpiring — a draft nobody changed for 23 days will be removed (jobs/job-opening-drafts.ts);
 * - notifyStudentThirdExamTry, notifyNewStudyYearPlans — university events (seeded examples);
 * - welcomeOnFirstLogin — the first login of an applicant or company user (auth).
 */
import { and, eq } from "drizzle-orm";
import type { Permission } from "#contracts";
import { germanTimeFormat } from "#contracts/german-time";
import type { TokenOwner } from "../auth/tokens";
import type { Database } from "../db/client";
import { accounts, companyMemberships, companyUsers, jobOpenings, notifications } from "../db/schema";
import { notify } from "./notifications";
import type { Tx } from "./stage";

type Params = Record<string, string>;

/** Accepted members of a company who are owners or hold one of the permissions. */
export async function companyMembersWith(tx: Tx, companyId: string, ...anyOf: Permission[]) {
  const rows = await tx
    .select({
      id: companyMemberships.companyUserId,
      isOwner: companyMemberships.isOwner,
      p: companyMemberships.permissions,
    })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.invitationPending, false)));
  return rows.filter((r) => r.isOwner || anyOf.some((p) => r.p.includes(p))).map((r) => r.id);
}

interface Common {
  publicUrl?: string;
}

const toCompanyUsers = async (
  tx: Tx,
  ids: string[],
  n: { category: string; messageKey: string; params: Params; link: string; publicUrl?: string },
) => {
  for (const id of ids) {
    await notify(tx, {
      recipientKind: "company",
      recipientId: id,
      ...n,
      mail: true,
    });
  }
};

export async function notifyNewAdvisor(tx: Tx, i: Common & { accountId: string; advisorName: string }) {
  return notify(tx, {
    recipientKind: "applicant",
    recipientId: i.accountId,
    category: "new_advisor",
    messageKey: "notifications.new_advisor",
    params: { advisorName: i.advisorName },
    link: "/ds/home",
    publicUrl: i.publicUrl,
    mail: true,
  });
}

/**
 * An existing company user was invited to (another) company: they accept it in the company selection.
 * In-app only: the invitation itself already went out by e-mail (employees' invitation mail).
 */
export async function notifyInvitationToCompany(tx: Tx, i: Common & { companyUserId: string; companyName: string }) {
  return notify(tx, {
    recipientKind: "company",
    recipientId: i.companyUserId,
    category: "invitation_to_company",
    messageKey: "notifications.invitation_to_company",
    params: { companyName: i.companyName },
    link: "/b2b/company-select",
    publicUrl: i.publicUrl,
  });
}

/** A new invoice for the company: its owners and those who look after the payment details hear of it. */
export async function notifyNewInvoice(tx: Tx, i: Common & { companyId: string; invoiceNumber: string }) {
  await toCompanyUsers(tx, await companyMembersWith(tx, i.companyId, "edit_company_payment_details"), {
    category: "new_invoices",
    messageKey: "notifications.new_invoice",
    params: { invoiceNumber: i.invoiceNumber },
    link: "/b2b/invoices",
    publicUrl: i.publicUrl,
  });
}

export async function notifyThirdPaymentReminder(tx: Tx, i: Common & { companyId: string; invoiceNumber: string }) {
  await toCompanyUsers(tx, await companyMembersWith(tx, i.companyId, "edit_company_payment_details"), {
    category: "third_payment_reminder",
    messageKey: "notifications.third_payment_reminder",
    params: { invoiceNumber: i.invoiceNumber },
    link: "/b2b/invoices",
    publicUrl: i.publicUrl,
  });
}

/** Support answered or changed the status of a ticket: the user who opened it hears of it. */
export async function notifySupportTicketUpdate(
  tx: Tx,
  i: Common & { companyUserId: string; ticketId: string; subject: string; status: string },
) {
  return notify(tx, {
    recipientKind: "company",
    recipientId: i.companyUserId,
    category: "support_ticket_updates",
    messageKey: "notifications.support_ticket_update",
    params: { subject: i.subject, status: i.status },
    link: `/b2b/help/contact/${i.ticketId}`,
    publicUrl: i.publicUrl,
    mail: true,
  });
}

/** An offer was accepted: the company's owners and contract people have a new student. */
export async function notifyNewStudents(
  tx: Tx,
  i: Common & { companyId: string; applicantName: string; jobTitle: string },
) {
  await toCompanyUsers(tx, await companyMembersWith(tx, i.companyId, "view_student_contracts", "edit_contracts"), {
    category: "new_students",
    messageKey: "notifications.new_student",
    params: { applicantName: i.applicantName, jobTitle: i.jobTitle },
    link: "/b2b/students",
    publicUrl: i.publicUrl,
  });
}

/** A colleague commented on an applicant: the others who look after the opening hear of it. */
export async function notifyNewJobOpeningComment(
  tx: Tx,
  i: Common & { companyId: string; authorId: string; jobOpeningId: string; accountId: string },
) {
  const ids = (await companyMembersWith(tx, i.companyId, "edit_job_openings")).filter((id) => id !== i.authorId);
  if (ids.length === 0) return;
  const [author] = await tx
    .select({ first: companyUsers.firstName, last: companyUsers.lastName })
    .from(companyUsers)
    .where(eq(companyUsers.id, i.authorId));
  const [applicant] = await tx
    .select({ first: accounts.firstName, last: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, i.accountId));
  const [opening] = await tx
    .select({ title: jobOpenings.title })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, i.jobOpeningId));
  const name = (p?: { first: string | null; last: string | null }) => [p?.first, p?.last].filter(Boolean).join(" ");
  await toCompanyUsers(tx, ids, {
    category: "new_job_opening_comment",
    messageKey: "notifications.new_job_opening_comment",
    params: { authorName: name(author), applicantName: name(applicant), jobTitle: opening?.title ?? "" },
    link: `/b2b/job-openings/${i.jobOpeningId}/applicants/${i.accountId}`,
    publicUrl: i.publicUrl,
  });
}

const berlinDay = germanTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });

/**
 * A draft nobody changed for 23 days will be removed on `removalDue`: its creator hears of it while they
 * may still fill it in here, else those who edit the company's openings. An untitled draft is named by
 * the day it was started.
 */
export async function notifyJobOpeningDraftExpiring(
  tx: Tx,
  i: Common & {
    draft: { companyId: string; createdBy: string | null; title: string | null; createdAt: Date };
    removalDue: Date;
  },
) {
  const { companyId, createdBy, title, createdAt } = i.draft;
  const fillers = await companyMembersWith(tx, companyId, "create_job_openings", "edit_job_openings");
  const ids =
    createdBy && fillers.includes(createdBy)
      ? [createdBy]
      : await companyMembersWith(tx, companyId, "edit_job_openings");
  await toCompanyUsers(tx, ids, {
    category: "job_opening_draft_expiring",
    messageKey: title
      ? "notifications.job_opening_draft_expiring"
      : "notifications.job_opening_draft_expiring_untitled",
    params: { title: title ?? "", created: berlinDay.format(createdAt), date: berlinDay.format(i.removalDue) },
    link: "/b2b/job-openings",
    publicUrl: i.publicUrl,
  });
}

export async function notifyStudentThirdExamTry(
  tx: Tx,
  i: Common & { companyId: string; studentName: string; module: string },
) {
  await toCompanyUsers(tx, await companyMembersWith(tx, i.companyId, "view_student_contracts"), {
    category: "student_in_third_try_for_exam",
    messageKey: "notifications.student_third_exam_try",
    params: { studentName: i.studentName, module: i.module },
    link: "/b2b/students",
    publicUrl: i.publicUrl,
  });
}

export async function notifyNewStudyYearPlans(tx: Tx, i: Common & { companyId: string; studyYear: string }) {
  const ids = (
    await tx
      .select({ id: companyMemberships.companyUserId })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.companyId, i.companyId), eq(companyMemberships.invitationPending, false)))
  ).map((r) => r.id);
  await toCompanyUsers(tx, ids, {
    category: "new_study_year_plans",
    messageKey: "notifications.new_study_year_plans",
    params: { studyYear: i.studyYear },
    link: "/b2b/downloads",
    publicUrl: i.publicUrl,
  });
}

/**
 * The welcome entry at a user's first login (the first login finds no welcome entry yet): in-app only —
 * the account itself came from the identity provider's registration, which already greets by e-mail.
 */
export async function welcomeOnFirstLogin(db: Database, owner: TokenOwner) {
  const kind = owner.kind;
  const id = kind === "applicant" ? owner.accountId : kind === "company" ? owner.companyUserId : null;
  if (!id || kind === "study_advisor") return;
  const [earlier] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientKind, kind),
        eq(notifications.recipientId, id),
        eq(notifications.category, "welcome_message"),
      ),
    )
    .limit(1);
  if (earlier) return;
  await db.transaction((tx) =>
    notify(tx, {
      recipientKind: kind,
      recipientId: id,
      category: "welcome_message",
      messageKey: kind === "applicant" ? "notifications.welcome_applicant" : "notifications.welcome_company",
      link: kind === "applicant" ? "/ds/home" : "/b2b/home",
    }),
  );
}
