/**
 * Who hears about a match event, and what (docs/product.md#entities Notification categories new_possible_match and
 * match_not_available_anymore). Written in the command's transaction through `notify` (in-app + outbox),
 * so a refused or rolled-back command leaves no notice behind. Interview dates go to both sides with an
 * .ics invitation attached.
 */
import { eq } from "drizzle-orm";
import type { MatchCommand, MatchStatus } from "#contracts";
import { germanTimeFormat } from "#contracts/german-time";
import { accounts, companies, type jobMatches, jobOpenings } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { notificationMail, portalUrl } from "../../mail/templates";
import { companyMembersWith, notifyNewStudents } from "../notification-producers";
import { notify, recipientAddress } from "../notifications";
import type { Tx } from "../stage";
import { calendarInvitation } from "./ics";

type MatchRow = typeof jobMatches.$inferSelect;
type Event = MatchCommand | "created" | "interview_date_chosen" | "offer_deadline_reminder";

const NEW_MATCH = "new_possible_match";
const GONE = "match_not_available_anymore";

/** Company users who look after openings: owners and those allowed to edit job openings. */
const companyRecipients = (tx: Tx, companyId: string) => companyMembersWith(tx, companyId, "edit_job_openings");

/** dd.MM.yyyy of a German calendar day (yyyy-mm-dd), as every date in the product. */
const formatGermanDay = (day: string | null) => (day ? day.split("-").reverse().join(".") : "");

const germanDateTime = (d: Date) => germanTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short" }).format(d);

interface NoticeInput {
  match: MatchRow;
  command: Event;
  from: MatchStatus | null;
  /** Only the portal address for links; the command's own context type stays in commands.ts, which imports this module. */
  ctx: { publicUrl?: string };
}

/** The opening, its company and the applicant's name of a match: what every notice about it says. */
async function aboutMatch(tx: Tx, match: MatchRow) {
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
  if (!opening || !applicant) return null;
  const params: Record<string, string> = {
    jobTitle: opening.title ?? "",
    companyName: opening.companyName,
    applicantName: [applicant.firstName, applicant.lastName].filter(Boolean).join(" "),
  };
  return { opening, params };
}

/** An .ics invitation (RFC 5545) of the interview or the trial day, as a mail attachment. */
function invitation(
  match: MatchRow,
  about: NonNullable<Awaited<ReturnType<typeof aboutMatch>>>,
  at: Date,
  kind: "interview" | "trial-day",
) {
  const { params, opening } = about;
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
}

/**
 * The day-before reminder of an interview or a trial day to both sides, each with the .ics again. Mails only,
 * each with a dedupe key naming the match, the event's time and the recipient: a second run sends nothing,
 * a moved date is reminded again. Answers how many mails it queued.
 */
export async function remindOfEvent(
  tx: Tx,
  match: MatchRow,
  kind: "interview" | "trial-day",
  at: Date,
  publicUrl: string,
): Promise<number> {
  const about = await aboutMatch(tx, match);
  if (!about) return 0;
  const params = { ...about.params, date: germanDateTime(at) };
  const attachments = invitation(match, about, at, kind);
  const key = kind === "interview" ? "notifications.interview_reminder" : "notifications.trial_day_reminder";
  const recipients: { kind: "applicant" | "company"; id: string; link: string }[] = [
    { kind: "applicant", id: match.accountId, link: `/ds/selfmatching/${about.opening.id}` },
    ...(await companyRecipients(tx, about.opening.companyId)).map((id) => ({
      kind: "company" as const,
      id,
      link: `/b2b/job-openings/${about.opening.id}/applicants/${match.accountId}`,
    })),
  ];
  let queued = 0;
  for (const r of recipients) {
    const address = await recipientAddress(tx, r.kind, r.id);
    if (!address) continue;
    const mailKey = r.kind === "applicant" ? key : `${key}_company`;
    const mail = notificationMail(address.language, address.firstName, mailKey, params, portalUrl(publicUrl, r.link));
    const result = await enqueueMail(tx, {
      to: address.email,
      ...mail,
      template: `reminder_${kind.replace("-", "_")}`,
      dedupeKey: `reminder:${kind}:${match.id}:${at.toISOString()}:${r.kind}:${r.id}`,
      attachments,
    });
    if (result.queued) queued++;
  }
  return queued;
}

export async function notifyMatchEvent(tx: Tx, { match, command, ctx }: NoticeInput) {
  const about = await aboutMatch(tx, match);
  if (!about) return;
  const { opening, params } = about;
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
      mail: true,
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
        mail: true,
        ...extra,
      });
    }
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
      const attachments = at ? invitation(match, about, at, "interview") : undefined;
      if (command === "arrange_interview") {
        // without a date the applicant chooses one of the suggested dates: the mail says so
        const mailKey = at ? undefined : "notifications.interview_arranged_choose_date";
        await toApplicant(NEW_MATCH, "notifications.interview_arranged", { params: withDate, attachments, mailKey });
      }
      if (at)
        await toCompany(NEW_MATCH, "notifications.interview_confirmed_company", { params: withDate, attachments });
      return;
    }
    case "schedule_trial_day": {
      const at = match.trialDayAt;
      if (!at) return;
      const withDate = { ...params, date: germanDateTime(at) };
      const attachments = invitation(match, about, at, "trial-day");
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
    case "offer_deadline_reminder":
      return toApplicant(NEW_MATCH, "notifications.offer_deadline_reminder", {
        params: { ...params, date: formatGermanDay(match.offerAnswerBy) },
      });
    case "offer_expired":
      await toApplicant(GONE, "notifications.offer_expired", {
        params: { ...params, lostReason: match.lostReason ?? "" },
      });
      return toCompany(GONE, "notifications.offer_expired_company", {
        params: { ...params, lostReason: match.lostReason ?? "" },
      });
    case "suggestion_expired":
      // nobody acted on it: nobody misses it, and both units show it as expired
      return;
    case "company_reject":
    case "staffed":
    case "opening_closed":
      return toApplicant(GONE, "notifications.match_cancelled", {
        params: { ...params, lostReason: match.lostReason ?? "" },
      });
  }
}
