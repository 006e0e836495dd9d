/**
 * Demo data of notifications, news and campaigns, so every category can be seen and tested:
 * - the ready-to-match applicants of tests/e2e/notifications.spec.ts (noah without JS, nele with JS);
 * - six news entries (applicants, companies, both) with German and English texts;
 * - two running campaigns shown where applicants apply (placement "application");
 * - notifications of every category of docs/product.md#entities for Lena (applicant) and Olaf (owner of Muster
 *   Maschinenbau), Bernd's invitation to Muster, written through the real producers. Like the matching
 *   history they stay in the app but leave no mail in the outbox (a fresh database must not send mails
 *   about things that never happened).
 */
import { and, eq, inArray } from "drizzle-orm";
import { draftRemovalDue } from "../services/job-opening-drafts";
import {
  notifyInvitationToCompany,
  notifyJobOpeningDraftExpiring,
  notifyNewAdvisor,
  notifyNewInvoice,
  notifyNewStudents,
  notifyNewStudyYearPlans,
  notifyStudentThirdExamTry,
  notifyThirdPaymentReminder,
} from "../services/notification-producers";
import { notify } from "../services/notifications";
import type { Database } from "./client";
import * as t from "./schema";
import type { SeedFiles } from "./seed-files";
import { MATCHING_JOURNEY_COURSE, seedMatchingApplicants } from "./seed-matching";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The notifications journey applicants: one per browser project. */
export const NOTIFICATION_JOURNEY_APPLICANTS = { nojs: "applicant-noah", js: "applicant-nele" } as const;
/** tests/e2e/advisor-assignment.spec.ts: a team lead moves each to another advisor (new_advisor notice). */
export const ASSIGNMENT_JOURNEY_APPLICANTS = { nojs: "applicant-alma", js: "applicant-arne" } as const;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const NEWS: (Omit<typeof t.news.$inferInsert, "publishedAt"> & { days: number })[] = [
  {
    audience: "both",
    days: 2,
    titleDe: "Neue Studiengänge ab Oktober 2026",
    titleEn: "New degree programmes from October 2026",
    teaserDe: "Ab dem Wintersemester bieten wir Data Science und Pflegemanagement auch dual an.",
    teaserEn: "From the winter semester, Data Science and Nursing Management are also offered as dual programmes.",
    bodyDe:
      "Ab dem Wintersemester 2026/27 erweitern wir das duale Angebot: Data Science (B.Sc.) startet an den Standorten Berlin und München, Pflegemanagement (B.A.) in Hamburg und Köln.\n\nPraxispartner können ab sofort Stellen für beide Studiengänge ausschreiben. Bewerberinnen und Bewerber wählen den Studiengang im ersten Schritt ihrer Bewerbung.",
    bodyEn:
      "From the 2026/27 winter semester we extend the dual programmes: Data Science (B.Sc.) starts in Berlin and Munich, Nursing Management (B.A.) in Hamburg and Cologne.\n\nPractice partners can publish openings for both programmes now. Applicants choose the programme in the first step of their application.",
  },
  {
    audience: "applicant",
    days: 5,
    titleDe: "Bewerbungstraining im Juni",
    titleEn: "Application training in June",
    teaserDe: "In 90 Minuten zu überzeugenden Unterlagen: melde dich für das Online-Training an.",
    teaserEn: "Convincing documents in 90 minutes: sign up for the online training.",
    bodyDe:
      "Unsere Studienberatung zeigt dir, wie du Lebenslauf und Motivationsschreiben auf Praxispartner zuschneidest und wie du dich auf das Vorstellungsgespräch vorbereitest.\n\nDas Training findet online statt und ist kostenlos. Die Anmeldung findest du unter Bewerbungstraining.",
    bodyEn:
      "Our study advisors show you how to tailor your CV and cover letter to practice partners and how to prepare for the interview.\n\nThe training is online and free of charge. You can sign up under application training.",
  },
  {
    audience: "company",
    days: 7,
    titleDe: "Praxispartner-Tag am 12. September",
    titleEn: "Practice partner day on 12 September",
    teaserDe: "Lernen Sie Studierende und andere Praxispartner am Campus Berlin kennen.",
    teaserEn: "Meet students and other practice partners at the Berlin campus.",
    bodyDe:
      "Am 12. September laden wir alle Praxispartner zum Austausch an den Campus Berlin ein. Auf dem Programm stehen ein Vortrag zur Betreuung dual Studierender, eine Fragerunde mit der Studienberatung und ein Markt der Möglichkeiten.\n\nBitte melden Sie sich bis zum 31. August über Ihre Ansprechperson an.",
    bodyEn:
      "On 12 September we invite all practice partners to the Berlin campus. The programme includes a talk on supervising dual students, a Q&A with the study advisors and an exhibition.\n\nPlease register with your contact person by 31 August.",
  },
  {
    audience: "company",
    days: 12,
    titleDe: "Studienjahrespläne 2026/27 veröffentlicht",
    titleEn: "Study-year plans 2026/27 published",
    teaserDe: "Die Theorie- und Praxisphasen des kommenden Studienjahres stehen unter Downloads bereit.",
    teaserEn: "The theory and practice phases of the coming study year are available under downloads.",
    bodyDe:
      "Die Studienjahrespläne 2026/27 für alle dualen Studiengänge sind veröffentlicht. Sie zeigen, wann Ihre Studierenden an der Hochschule sind und wann im Unternehmen.\n\nSie finden die Pläne als PDF unter Downloads.",
    bodyEn:
      "The 2026/27 study-year plans of all dual programmes are published. They show when your students are at university and when they are with you.\n\nYou find the plans as PDFs under downloads.",
  },
  {
    audience: "both",
    days: 20,
    titleDe: "Neues Portal für Bewerbung und Praxispartnersuche",
    titleEn: "New portal for applications and the practice-partner search",
    teaserDe: "Bewerbung, Matching und Vertrag laufen jetzt an einem Ort.",
    teaserEn: "Application, matching and contract now happen in one place.",
    bodyDe:
      "Mit dem neuen Tandem-Portal bewerben sich Studieninteressierte Schritt für Schritt, finden passende Praxispartner und schließen den Vertrag digital ab. Unternehmen schreiben Stellen aus, sehen empfohlene Bewerberinnen und Bewerber und verwalten ihre Teams.\n\nFragen beantwortet die Hilfe im Portal.",
    bodyEn:
      "With the new Tandem portal, prospective students apply step by step, find matching practice partners and sign the contract digitally. Companies publish openings, see recommended applicants and manage their teams.\n\nThe help in the portal answers your questions.",
  },
  {
    audience: "applicant",
    days: 30,
    titleDe: "Infoveranstaltungen jetzt auch online",
    titleEn: "Info sessions now also online",
    teaserDe: "Du kannst die Infoveranstaltung ab sofort auch per Video besuchen.",
    teaserEn: "You can now also attend the info session by video.",
    bodyDe:
      "Neben den Terminen am Campus bieten wir jeden Monat zwei Online-Infoveranstaltungen an. Die Teilnahme zählt genauso für Schritt 3 deiner Bewerbung.\n\nDie Termine findest du in Schritt 3.",
    bodyEn:
      "Besides the sessions on campus we offer two online info sessions every month. Attending counts for step 3 of your application just the same.\n\nYou find the dates in step 3.",
  },
];

const CAMPAIGNS: (typeof t.campaigns.$inferInsert)[] = [
  {
    titleDe: "Frühbewerber-Bonus",
    titleEn: "Early applicant bonus",
    descriptionDe:
      "Wer sich bis Ende des Monats registriert und die Praxispartnersuche startet, erhält ein kostenloses Bewerbungsfoto-Shooting am Campus.",
    descriptionEn:
      "Register by the end of the month and start the practice-partner search to get a free application photo shoot on campus.",
    startsAt: daysAgo(10),
    endsAt: new Date(Date.now() + 60 * DAY),
    placement: "application",
  },
  {
    titleDe: "Speed-Dating mit Praxispartnern",
    titleEn: "Speed dating with practice partners",
    descriptionDe:
      "Lerne an einem Abend fünf Praxispartner aus deiner Region in je zehn Minuten kennen. Registriere dich jetzt und bestätige deine Teilnahme am Abend selbst.",
    descriptionEn:
      "Meet five practice partners from your region in ten minutes each on one evening. Register now and confirm that you take part on the evening itself.",
    startsAt: daysAgo(3),
    endsAt: new Date(Date.now() + 30 * DAY),
    placement: "application",
  },
];

async function idOf<T extends typeof t.accounts | typeof t.companyUsers>(tx: Tx, table: T, sub: string) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as typeof t.accounts)
    .where(eq(table.subject, sub));
  return row.id;
}

export async function seedCommunication(
  tx: Tx,
  companies: { muster: string; beispiel: string },
  /** whether the seed in use holds an account (the journeys' applicants are test-only accounts) */
  seeds: (sub: string) => boolean,
  files: SeedFiles,
) {
  await seedMatchingApplicants(
    tx,
    files,
    Object.values(NOTIFICATION_JOURNEY_APPLICANTS)
      .filter(seeds)
      .map((sub) => ({
        sub,
        campus: "Berlin",
        course: MATCHING_JOURNEY_COURSE,
        intake: "2026-10-01",
        city: "Berlin",
      })),
  );
  await seedMatchingApplicants(
    tx,
    files,
    Object.values(ASSIGNMENT_JOURNEY_APPLICANTS)
      .filter(seeds)
      .map((sub) => ({
        sub,
        campus: "Köln",
        course: "Wirtschaftsinformatik (B.Sc.)",
        intake: "2027-04-01",
        city: "Köln",
      })),
  );
  await tx.insert(t.news).values(NEWS.map(({ days, ...n }) => ({ ...n, publishedAt: daysAgo(days) })));
  await tx.insert(t.campaigns).values(CAMPAIGNS);

  const mailsBefore = new Set((await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).map((m) => m.id));
  const notificationsBefore = new Set(
    (await tx.select({ id: t.notifications.id }).from(t.notifications)).map((n) => n.id),
  );
  const lena = await idOf(tx, t.accounts, "applicant-lena");
  const olaf = await idOf(tx, t.companyUsers, "company-olaf");
  const bernd = await idOf(tx, t.companyUsers, "company-bernd");

  // Lena (applicant): welcome, her advisor, a suggestion, one gone, a news entry
  await notify(tx, {
    recipientKind: "applicant",
    recipientId: lena,
    category: "welcome_message",
    messageKey: "notifications.welcome_applicant",
    link: "/ds/home",
  });
  // her advisor is staff-sabine
  await notifyNewAdvisor(tx, { accountId: lena, advisorName: "Sabine Seidel" });
  const match = {
    jobTitle: "Duales Studium Informatik – Softwareentwicklung",
    companyName: "Muster Maschinenbau GmbH",
  };
  await notify(tx, {
    recipientKind: "applicant",
    recipientId: lena,
    category: "new_possible_match",
    messageKey: "notifications.match_recommended",
    params: match,
    link: "/ds/selfmatching",
  });
  await notify(tx, {
    recipientKind: "applicant",
    recipientId: lena,
    category: "match_not_available_anymore",
    messageKey: "notifications.match_cancelled",
    params: { ...match, jobTitle: "Duales Studium Informatik – IT-Sicherheit" },
    link: "/ds/selfmatching",
  });
  const [newsBoth] = await tx.select().from(t.news).where(eq(t.news.titleDe, NEWS[0].titleDe));
  await notify(tx, {
    recipientKind: "applicant",
    recipientId: lena,
    category: "news_and_events",
    messageKey: "notifications.news_published",
    params: { title: newsBoth.titleDe, titleEn: newsBoth.titleEn },
    link: "/ds/home",
  });

  // Olaf (owner of Muster Maschinenbau): every company category
  await notify(tx, {
    recipientKind: "company",
    recipientId: olaf,
    category: "welcome_message",
    messageKey: "notifications.welcome_company",
    link: "/b2b/home",
  });
  await notifyNewInvoice(tx, { companyId: companies.muster, invoiceNumber: "RE-2025-0611" });
  await notifyThirdPaymentReminder(tx, { companyId: companies.muster, invoiceNumber: "RE-2025-0588" });
  await notifyNewStudyYearPlans(tx, { companyId: companies.muster, studyYear: "2026/27" });
  await notifyStudentThirdExamTry(tx, {
    companyId: companies.muster,
    studentName: "Milan Marković",
    module: "Technische Mechanik II",
  });
  await notifyNewStudents(tx, {
    companyId: companies.muster,
    applicantName: "Mia Meyer",
    jobTitle: "Duales Studium Informatik – Softwareentwicklung",
  });
  // (the answer to Olaf's support ticket is notified with the ticket itself: api/db/seed-support.ts)
  await notify(tx, {
    recipientKind: "company",
    recipientId: olaf,
    category: "new_job_opening_comment",
    messageKey: "notifications.new_job_opening_comment",
    params: { authorName: "Erika Engel", applicantName: "Mia Meyer", jobTitle: match.jobTitle },
    link: "/b2b/job-openings",
  });
  const [newsCompany] = await tx.select().from(t.news).where(eq(t.news.titleDe, NEWS[2].titleDe));
  await notify(tx, {
    recipientKind: "company",
    recipientId: olaf,
    category: "news_and_events",
    messageKey: "notifications.news_published",
    params: { title: newsCompany.titleDe, titleEn: newsCompany.titleEn },
    link: `/b2b/news/${newsCompany.id}`,
  });
  await notifyInvitationToCompany(tx, { companyUserId: bernd, companyName: "Muster Maschinenbau GmbH" });
  // Olaf's draft has waited 24 days: he was told yesterday that it goes in six days unless he goes on with it
  const draftUntouched = { updatedAt: daysAgo(24), expiryNoticeAt: daysAgo(1) };
  const [olafsDraft] = await tx
    .update(t.jobOpenings)
    .set(draftUntouched)
    .where(
      and(
        eq(t.jobOpenings.companyId, companies.muster),
        eq(t.jobOpenings.status, "draft"),
        eq(t.jobOpenings.title, "Duales Studium Maschinenbau – Konstruktion"),
      ),
    )
    .returning();
  await notifyJobOpeningDraftExpiring(tx, { draft: olafsDraft, removalDue: draftRemovalDue(draftUntouched) });

  // spread each user's new entries over the last days (written last = newest); their oldest third is read
  const created = (await tx.select().from(t.notifications)).filter((n) => !notificationsBefore.has(n.id));
  for (const recipient of new Set(created.map((n) => n.recipientId))) {
    const own = created.filter((n) => n.recipientId === recipient);
    for (const [i, n] of own.entries()) {
      await tx
        .update(t.notifications)
        .set({
          createdAt: new Date(Date.now() - (own.length - i) * 6 * 60 * 60 * 1000),
          readAt: i < Math.floor(own.length / 3) ? new Date() : null,
        })
        .where(eq(t.notifications.id, n.id));
    }
  }
  const seededMails = (await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).filter(
    (m) => !mailsBefore.has(m.id),
  );
  if (seededMails.length > 0) {
    await tx.delete(t.mailOutbox).where(
      inArray(
        t.mailOutbox.id,
        seededMails.map((m) => m.id),
      ),
    );
  }
}
