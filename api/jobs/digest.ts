/**
 * The daily "what changed" mail (ADR 033) of the advisors and company users who asked for it: new
 * applicants, new interest, and offers whose answer is due today. Each subscriber is looked at once a day
 * (from DIGEST_HOUR German time), over the period since the last look; a day with nothing to say sends
 * nothing. The look, the mail and the day it was sent are written in one transaction, and the mail carries a
 * dedupe key of the day: a retry or a second run sends nothing twice.
 */
import { and, eq, gt, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { germanWallClock } from "#contracts/german-time";
import type { Database } from "../db/client";
import {
  accounts,
  advisors,
  companies,
  companyMemberships,
  companyUsers,
  digestSubscriptions,
  jobMatches,
  jobOpenings,
  units,
} from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { escapeHtml, portalUrl } from "../mail/templates";
import { type MailParams, mailText } from "../mail/texts";
import { germanDate } from "../services/working-days";

/** The German hour from which the day's digest goes out (a morning read). */
export const DIGEST_HOUR = 7;

export interface DigestContext {
  db: Database;
  publicUrl: string;
  now: Date;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DigestLine {
  applicantName: string;
  jobTitle: string;
  companyName: string;
}

export interface DigestContent {
  newApplicants: DigestLine[];
  interest: DigestLine[];
  dueToday: DigestLine[];
}

const berlinHour = (d: Date) => germanWallClock(d)?.hour ?? 0;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

const matchLine = {
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  jobTitle: jobOpenings.title,
  companyName: companies.name,
};
const toLines = (
  rows: { firstName: string | null; lastName: string | null; jobTitle: string | null; companyName: string }[],
) =>
  rows.map((r) => ({
    applicantName: fullName(r.firstName, r.lastName),
    jobTitle: r.jobTitle ?? "",
    companyName: r.companyName,
  }));

/** What changed for one advisor: their new applicants, interest in their applicants' matches, offers due today. */
async function advisorContent(tx: Tx, advisorId: string, from: Date, to: Date, today: string): Promise<DigestContent> {
  const newApplicants = await tx
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(units)
    .innerJoin(accounts, eq(accounts.id, units.accountId))
    .where(
      and(eq(units.advisorId, advisorId), eq(units.primary, true), gt(units.createdAt, from), lte(units.createdAt, to)),
    );
  const mine = (where: ReturnType<typeof and>) =>
    tx
      .select(matchLine)
      .from(jobMatches)
      .innerJoin(units, and(eq(units.accountId, jobMatches.accountId), eq(units.primary, true)))
      .innerJoin(accounts, eq(accounts.id, jobMatches.accountId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
      .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
      .where(and(eq(units.advisorId, advisorId), where));
  return {
    newApplicants: newApplicants.map((r) => ({
      applicantName: fullName(r.firstName, r.lastName),
      jobTitle: "",
      companyName: "",
    })),
    interest: toLines(await mine(interestBetween(from, to))),
    dueToday: toLines(await mine(dueOn(today))),
  };
}

/** What changed at the companies a company user looks after: new matches, applicants' interest, offers due today. */
async function companyContent(
  tx: Tx,
  companyUserId: string,
  from: Date,
  to: Date,
  today: string,
): Promise<DigestContent> {
  const memberships = await tx
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyUserId, companyUserId), eq(companyMemberships.invitationPending, false)));
  const companyIds = memberships.map((m) => m.companyId);
  if (companyIds.length === 0) return { newApplicants: [], interest: [], dueToday: [] };
  const ours = (where: ReturnType<typeof and>) =>
    tx
      .select(matchLine)
      .from(jobMatches)
      .innerJoin(accounts, eq(accounts.id, jobMatches.accountId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
      .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
      .where(and(inArray(jobOpenings.companyId, companyIds), where));
  return {
    newApplicants: toLines(await ours(and(gt(jobMatches.createdAt, from), lte(jobMatches.createdAt, to)))),
    interest: toLines(
      await ours(and(gt(jobMatches.applicantInterestAt, from), lte(jobMatches.applicantInterestAt, to))),
    ),
    dueToday: toLines(await ours(dueOn(today))),
  };
}

const interestBetween = (from: Date, to: Date) =>
  or(
    and(gt(jobMatches.applicantInterestAt, from), lte(jobMatches.applicantInterestAt, to)),
    and(gt(jobMatches.companyInterestAt, from), lte(jobMatches.companyInterestAt, to)),
  );
const dueOn = (day: string) =>
  and(eq(jobMatches.status, "awaiting_applicant_confirmation"), eq(jobMatches.offerAnswerBy, day));

const isEmpty = (c: DigestContent) => c.newApplicants.length + c.interest.length + c.dueToday.length === 0;

/** The digest mail: a greeting, one section per kind of change that has lines, the link into the portal. */
export function digestMail(
  language: string | null,
  firstName: string | null,
  audience: "advisor" | "company",
  content: DigestContent,
  day: string,
  url: string,
) {
  const t = (key: string, params: MailParams = {}) => mailText(language, `digest.${audience}.${key}`, params);
  const date = day.split("-").reverse().join(".");
  const hello = firstName ? t("greeting", { name: firstName }) : t("greetingAnonymous");
  const sections = (["newApplicants", "interest", "dueToday"] as const)
    .filter((kind) => content[kind].length > 0)
    .map((kind) => ({
      title: t(kind, { count: content[kind].length }),
      lines: content[kind].map((l) =>
        l.jobTitle
          ? t("line", { applicantName: l.applicantName, jobTitle: l.jobTitle, companyName: l.companyName })
          : l.applicantName,
      ),
    }));
  return {
    subject: t("subject", { date }),
    text: [
      hello,
      "",
      t("intro", { date }),
      ...sections.flatMap((s) => ["", s.title, ...s.lines.map((l) => `- ${l}`)]),
      "",
      url,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(t("intro", { date }))}</p>`,
      ...sections.map(
        (s) => `<h2>${escapeHtml(s.title)}</h2>\n<ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      ),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    ].join("\n"),
  };
}

/** One look per subscriber and day; answers how many were looked at and how many mails went out. */
export async function sendDailyDigests({ db, publicUrl, now }: DigestContext) {
  if (berlinHour(now) < DIGEST_HOUR) return { looked: 0, sent: 0 };
  const today = germanDate(now);
  const notYetToday = or(isNull(digestSubscriptions.lastCheckedOn), lt(digestSubscriptions.lastCheckedOn, today));
  const due = await db
    .select({ kind: digestSubscriptions.recipientKind, id: digestSubscriptions.recipientId })
    .from(digestSubscriptions)
    .where(notYetToday);
  let looked = 0;
  let sent = 0;
  for (const s of due) {
    const outcome = await db.transaction(async (tx) => {
      const [sub] = await tx
        .select()
        .from(digestSubscriptions)
        .where(
          and(eq(digestSubscriptions.recipientKind, s.kind), eq(digestSubscriptions.recipientId, s.id), notYetToday),
        )
        .for("update");
      if (!sub) return null;
      const from = sub.coveredUntil;
      const to = now > from ? now : from;
      const recipient = await recipientOf(tx, s.kind, s.id);
      let mailed = false;
      if (recipient) {
        const content =
          s.kind === "study_advisor"
            ? await advisorContent(tx, s.id, from, to, today)
            : await companyContent(tx, s.id, from, to, today);
        if (!isEmpty(content)) {
          const mail = digestMail(
            recipient.language,
            recipient.firstName,
            recipient.audience,
            content,
            today,
            portalUrl(publicUrl, recipient.path),
          );
          const result = await enqueueMail(tx, {
            to: recipient.email,
            ...mail,
            template: "daily_digest",
            dedupeKey: `digest:${s.kind}:${s.id}:${today}`,
          });
          mailed = result.queued;
        }
      }
      await tx
        .update(digestSubscriptions)
        .set({ lastCheckedOn: today, coveredUntil: to, ...(mailed ? { lastSentOn: today } : {}) })
        .where(and(eq(digestSubscriptions.recipientKind, s.kind), eq(digestSubscriptions.recipientId, s.id)));
      return mailed;
    });
    if (outcome === null) continue;
    looked++;
    if (outcome) sent++;
  }
  return { looked, sent };
}

async function recipientOf(tx: Tx, kind: string, id: string) {
  if (kind === "study_advisor") {
    const [a] = await tx
      .select({ email: advisors.email, name: advisors.name })
      .from(advisors)
      .where(eq(advisors.id, id));
    // advisors have no stored language: the console's, German
    return a
      ? { email: a.email, firstName: a.name, language: "de", audience: "advisor" as const, path: "/advisor" }
      : null;
  }
  if (kind === "company") {
    const [u] = await tx
      .select({ email: companyUsers.email, firstName: companyUsers.firstName, language: companyUsers.language })
      .from(companyUsers)
      .where(eq(companyUsers.id, id));
    return u ? { ...u, audience: "company" as const, path: "/b2b/home" } : null;
  }
  return null;
}
