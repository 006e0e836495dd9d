/**
 * Who hears about a match event, and what (spec §3 Notification categories new_possible_match and
 * match_not_available_anymore). Written in the command's transaction through `notify` (in-app + outbox),
 * so a refused or rolled-back command leaves no notice behind. Interview dates go to both sides with an
 * .ics invitation attached.
 */
import { and, eq } from "drizzle-orm";
import type { MatchCommand, MatchStatus } from "../../../contracts";
import { accounts, companies, companyMemberships, type jobMatches, jobOpenings } from "../../db/schema";
import { notifyNewStudents } from "../notification-producers";
import { type MailText, notify } from "../notifications";
import type { Tx } from "../stage";
import { calendarInvitation } from "./ics";

type MatchRow = typeof jobMatches.$inferSelect;
type Event = MatchCommand | "created" | "interview_date_chosen";
type Texts = { de: MailText; en: MailText };

const NEW_MATCH = "new_possible_match";
const GONE = "match_not_available_anymore";

/** Company users who look after openings: owners and those allowed to edit job openings. */
async function companyRecipients(tx: Tx, companyId: string) {
  const rows = await tx
    .select({
      id: companyMemberships.companyUserId,
      isOwner: companyMemberships.isOwner,
      p: companyMemberships.permissions,
    })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.invitationPending, false)));
  return rows.filter((r) => r.isOwner || r.p.includes("edit_job_openings")).map((r) => r.id);
}

const germanDateTime = (d: Date) =>
  d.toLocaleString("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" });

const texts = (
  de: [string, (p: Record<string, string>) => string],
  en: [string, (p: Record<string, string>) => string],
): Texts => ({
  de: { subject: de[0], body: de[1] },
  en: { subject: en[0], body: en[1] },
});

/** Mail texts of the match notices (the in-app texts are in locales/{lng}/notifications.json). */
export const MATCH_MAIL_TEXTS: Record<string, Texts> = {
  "notifications.match_recommended": texts(
    [
      "Neuer Praxispartner-Vorschlag",
      (p) => `deine Studienberatung schlägt dir die Stelle „${p.jobTitle}" bei ${p.companyName} vor.`,
    ],
    [
      "A new practice-partner suggestion",
      (p) => `your study advisor suggests the position "${p.jobTitle}" at ${p.companyName}.`,
    ],
  ),
  "notifications.match_recommended_company": texts(
    ["Neue Empfehlung für Ihre Stelle", (p) => `die Studienberatung empfiehlt ${p.applicantName} für „${p.jobTitle}".`],
    [
      "A new recommendation for your opening",
      (p) => `the study advisory recommends ${p.applicantName} for "${p.jobTitle}".`,
    ],
  ),
  "notifications.match_applicant_interested": texts(
    ["Neues Interesse an Ihrer Stelle", (p) => `${p.applicantName} interessiert sich für „${p.jobTitle}".`],
    ["New interest in your opening", (p) => `${p.applicantName} is interested in "${p.jobTitle}".`],
  ),
  "notifications.match_company_interested": texts(
    [
      "Ein Unternehmen interessiert sich für dich",
      (p) => `${p.companyName} interessiert sich für dich als „${p.jobTitle}".`,
    ],
    ["A company is interested in you", (p) => `${p.companyName} is interested in you for "${p.jobTitle}".`],
  ),
  "notifications.interview_arranged": texts(
    [
      "Einladung zum Vorstellungsgespräch",
      (p) =>
        `${p.companyName} lädt dich zum Vorstellungsgespräch für „${p.jobTitle}" ein${p.date ? ` am ${p.date}` : ". Bitte wähle einen der vorgeschlagenen Termine"}.`,
    ],
    [
      "Invitation to an interview",
      (p) =>
        `${p.companyName} invites you to an interview for "${p.jobTitle}"${p.date ? ` on ${p.date}` : ". Please choose one of the suggested dates"}.`,
    ],
  ),
  "notifications.interview_confirmed_company": texts(
    [
      "Termin für das Vorstellungsgespräch",
      (p) => `das Vorstellungsgespräch mit ${p.applicantName} für „${p.jobTitle}" findet am ${p.date} statt.`,
    ],
    ["Interview date", (p) => `the interview with ${p.applicantName} for "${p.jobTitle}" takes place on ${p.date}.`],
  ),
  "notifications.trial_day_scheduled": texts(
    ["Einladung zum Probetag", (p) => `${p.companyName} lädt dich am ${p.date} zum Probetag für „${p.jobTitle}" ein.`],
    [
      "Invitation to a trial day",
      (p) => `${p.companyName} invites you to a trial day for "${p.jobTitle}" on ${p.date}.`,
    ],
  ),
  "notifications.offer_made": texts(
    [
      "Du hast eine Zusage",
      (p) => `${p.companyName} möchte dich als „${p.jobTitle}". Bitte nimm das Angebot an oder lehne es ab.`,
    ],
    ["You have an offer", (p) => `${p.companyName} wants you as "${p.jobTitle}". Please accept or decline the offer.`],
  ),
  "notifications.applicant_accepted": texts(
    [
      "Zusage einer Bewerberin oder eines Bewerbers",
      (p) => `${p.applicantName} möchte die Stelle „${p.jobTitle}" annehmen. Bitte bestätigen Sie.`,
    ],
    [
      "An applicant accepted",
      (p) => `${p.applicantName} would like to take the position "${p.jobTitle}". Please confirm.`,
    ],
  ),
  "notifications.offer_accepted": texts(
    [
      "Glückwunsch: Praxispartner gefunden",
      (p) => `dein Platz als „${p.jobTitle}" bei ${p.companyName} ist bestätigt. Als Nächstes folgt der Vertrag.`,
    ],
    [
      "Congratulations: practice partner found",
      (p) => `your place as "${p.jobTitle}" at ${p.companyName} is confirmed. The contract comes next.`,
    ],
  ),
  "notifications.offer_accepted_company": texts(
    [
      "Stelle besetzt",
      (p) => `${p.applicantName} hat die Stelle „${p.jobTitle}" angenommen. Sie können jetzt den Vertrag anlegen.`,
    ],
    [
      "Position filled",
      (p) => `${p.applicantName} has accepted the position "${p.jobTitle}". You can now create the contract.`,
    ],
  ),
  "notifications.match_cancelled": texts(
    [
      "Eine Stelle ist nicht mehr verfügbar",
      (p) => `die Stelle „${p.jobTitle}" bei ${p.companyName} ist für dich nicht mehr verfügbar.`,
    ],
    [
      "A position is no longer available",
      (p) => `the position "${p.jobTitle}" at ${p.companyName} is no longer available to you.`,
    ],
  ),
  "notifications.match_rejected_by_applicant": texts(
    ["Absage einer Bewerberin oder eines Bewerbers", (p) => `${p.applicantName} hat für „${p.jobTitle}" abgesagt.`],
    ["An applicant declined", (p) => `${p.applicantName} has declined "${p.jobTitle}".`],
  ),
};

interface NoticeInput {
  match: MatchRow;
  command: Event;
  from: MatchStatus | null;
  /** Only the portal address for links; the command's own context type stays in commands.ts, which imports this module. */
  ctx: { publicUrl?: string };
}

export async function notifyMatchEvent(tx: Tx, { match, command, ctx }: NoticeInput) {
  const [opening] = await tx
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      companyId: jobOpenings.companyId,
      place: jobOpenings.placeOfTraining,
      companyName: companies.name,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .where(eq(jobOpenings.id, match.jobOpeningId));
  const [applicant] = await tx
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, match.accountId));
  if (!opening || !applicant) return;
  const params: Record<string, string> = {
    jobTitle: opening.title ?? "",
    companyName: opening.companyName,
    applicantName: [applicant.firstName, applicant.lastName].filter(Boolean).join(" "),
  };
  const applicantLink = `/ds/selfmatching/${opening.id}`;
  const companyLink = `/b2b/job-openings/${opening.id}/applicants/${match.accountId}`;

  const toApplicant = (category: string, key: string, extra: Partial<Parameters<typeof notify>[1]> = {}) =>
    notify(tx, {
      recipientKind: "applicant",
      recipientId: match.accountId,
      category,
      messageKey: key,
      params,
      link: applicantLink,
      publicUrl: ctx.publicUrl,
      mailTexts: MATCH_MAIL_TEXTS[key],
      ...extra,
    });
  const toCompany = async (category: string, key: string, extra: Partial<Parameters<typeof notify>[1]> = {}) => {
    for (const id of await companyRecipients(tx, opening.companyId)) {
      await notify(tx, {
        recipientKind: "company",
        recipientId: id,
        category,
        messageKey: key,
        params,
        link: companyLink,
        publicUrl: ctx.publicUrl,
        mailTexts: MATCH_MAIL_TEXTS[key],
        ...extra,
      });
    }
  };
  const invitation = (at: Date, kind: "interview" | "trial-day") => {
    const summary =
      kind === "interview"
        ? `Vorstellungsgespräch: ${params.jobTitle} (${params.companyName}) – ${params.applicantName}`
        : `Probetag: ${params.jobTitle} (${params.companyName}) – ${params.applicantName}`;
    const ics = calendarInvitation({
      uid: `${match.id}-${kind}@tandem`,
      start: at,
      durationMinutes: kind === "interview" ? 60 : 8 * 60,
      summary,
      location: opening.place ?? undefined,
      sequence: Math.floor(Date.now() / 1000), // later invitations for the same event replace earlier ones
    });
    return [
      {
        filename: `${kind}.ics`,
        contentType: "text/calendar; charset=utf-8",
        content: Buffer.from(ics).toString("base64"),
      },
    ];
  };

  switch (command) {
    case "created":
      if (match.source === "study_advisor") {
        await toApplicant(NEW_MATCH, "notifications.match_recommended");
        await toCompany(NEW_MATCH, "notifications.match_recommended_company");
      } else if (match.source === "company") {
        await toApplicant(NEW_MATCH, "notifications.match_company_interested");
      }
      return;
    case "applicant_interest":
      return toCompany(NEW_MATCH, "notifications.match_applicant_interested");
    case "company_interest":
      return toApplicant(NEW_MATCH, "notifications.match_company_interested");
    case "arrange_interview":
    case "interview_date_chosen": {
      const at = match.interviewAt;
      const withDate = at ? { ...params, date: germanDateTime(at) } : params;
      const attachments = at ? invitation(at, "interview") : undefined;
      if (command === "arrange_interview") {
        await toApplicant(NEW_MATCH, "notifications.interview_arranged", { params: withDate, attachments });
      }
      if (at)
        await toCompany(NEW_MATCH, "notifications.interview_confirmed_company", { params: withDate, attachments });
      return;
    }
    case "schedule_trial_day": {
      const at = match.trialDayAt;
      if (!at) return;
      const withDate = { ...params, date: germanDateTime(at) };
      const attachments = invitation(at, "trial-day");
      await toApplicant(NEW_MATCH, "notifications.trial_day_scheduled", { params: withDate, attachments });
      return toCompany(NEW_MATCH, "notifications.interview_confirmed_company", { params: withDate, attachments });
    }
    case "company_accept":
      if (match.status === "offer_accepted") {
        await toApplicant(NEW_MATCH, "notifications.offer_accepted");
        return;
      }
      return toApplicant(NEW_MATCH, "notifications.offer_made");
    case "applicant_accept":
      if (match.status === "offer_accepted") {
        await toCompany(NEW_MATCH, "notifications.offer_accepted_company");
        // the company's contract people also hear of their new student (category new_students)
        return notifyNewStudents(tx, {
          companyId: opening.companyId,
          applicantName: params.applicantName,
          jobTitle: params.jobTitle,
          publicUrl: ctx.publicUrl,
        });
      }
      return toCompany(NEW_MATCH, "notifications.applicant_accepted");
    case "applicant_reject":
      // a "not interested" on a suggestion the company never saw is nobody's news
      if (match.source === "applicant" && !match.applicantInterestAt && !match.companyInterestAt) return;
      return toCompany(GONE, "notifications.match_rejected_by_applicant", {
        params: { ...params, lostReason: match.lostReason ?? "" },
      });
    case "company_reject":
    case "staffed":
    case "opening_closed":
      return toApplicant(GONE, "notifications.match_cancelled", {
        params: { ...params, lostReason: match.lostReason ?? "" },
      });
  }
}
