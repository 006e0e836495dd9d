/**
 * Demo data of help and support: the help topics with real articles (de/en), the
 * support staff member (advisor with the support role), support tickets of both companies in every status
 * with comments both ways, newsletter subscriptions with fixed unsubscribe ids (README), and the people of
 * the support-ticket and feedback journeys (one per browser project).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { notifySupportTicketUpdate } from "../services/notification-producers";
import type { Tx } from "../services/stage";
import * as t from "./schema";
import { demo, demoPerson, onboardedApplicant, seedAccount } from "./seed-people";

/** Unsubscribe ids of the demo subscriptions: /newsletter-unsubscription?id=… works on a fresh database. */
export const DEMO_UNSUBSCRIBE_IDS = {
  lenaApplicantNews: "6f1c2a8e-4b7d-4c3e-9a51-0d2e8b7f4a10",
  olafWeeklyJobOpenings: "b3e5d7f9-1a2c-4e6b-8d0f-2c4e6a8b0d21",
} as const;

export const SUPPORT_JOURNEY_USERS = ["company-tessa", "company-till"] as const;
export const FEEDBACK_JOURNEY_APPLICANTS = ["applicant-fiona", "applicant-felix"] as const;

const HELP: {
  slug: string;
  de: string;
  en: string;
  articles: { de: [string, string]; en: [string, string] }[];
}[] = [
  {
    slug: "getting-started",
    de: "Erste Schritte",
    en: "Getting started",
    articles: [
      {
        de: [
          "Wie funktioniert die Zusammenarbeit mit Tandem?",
          "Sie veröffentlichen Stellenangebote für duale Studienplätze. Unsere Studienberatung schlägt Ihnen passende Bewerberinnen und Bewerber vor, Sie laden zum Gespräch ein und schließen am Ende den Studienvertrag über das Portal ab.",
        ],
        en: [
          "How does working with Tandem work?",
          "You publish job openings for dual study places. Our study advisors suggest suitable applicants, you invite them for an interview and finally conclude the study contract through the portal.",
        ],
      },
      {
        de: [
          "Wen kann ich in mein Unternehmenskonto einladen?",
          "Inhaberinnen und Inhaber sowie Mitarbeitende mit dem Recht „Mitarbeitende anlegen“ laden Kolleginnen und Kollegen unter „Mitarbeitende“ ein. Die Einladung gilt 14 Tage; die Rechte legen Sie beim Einladen fest.",
        ],
        en: [
          "Whom can I invite to my company account?",
          'Owners and employees with the permission "create employees" invite colleagues under "Employees". The invitation is valid for 14 days; you choose the permissions when you invite.',
        ],
      },
    ],
  },
  {
    slug: "job-openings",
    de: "Stellenangebote",
    en: "Job openings",
    articles: [
      {
        de: [
          "Wie lege ich ein Stellenangebot an?",
          "Unter „Stellenangebote“ starten Sie ein neues Angebot. In vier Schritten geben Sie Studiengang, Stelle, Anforderungen an und veröffentlichen es. Bis zur Veröffentlichung bleibt es ein Entwurf, den nur Ihr Unternehmen sieht.",
        ],
        en: [
          "How do I create a job opening?",
          'Start a new opening under "Job openings". In four steps you enter the course of study, the position and the requirements, then publish it. Until then it stays a draft only your company sees.',
        ],
      },
      {
        de: [
          "Warum sehe ich noch keine Vorschläge?",
          "Vorschläge entstehen, sobald Bewerberinnen und Bewerber mit passendem Studiengang, Standort und Studienstart bereit für das Matching sind. Das kann nach der Veröffentlichung einige Tage dauern; Sie werden benachrichtigt.",
        ],
        en: [
          "Why do I not see any suggestions yet?",
          "Suggestions appear as soon as applicants with a matching course, campus and study start are ready for matching. This can take a few days after publishing; you will be notified.",
        ],
      },
    ],
  },
  {
    slug: "contracts",
    de: "Bewerbende und Verträge",
    en: "Applicants and contracts",
    articles: [
      {
        de: [
          "Wie vereinbare ich ein Vorstellungsgespräch?",
          "Öffnen Sie die Bewerberin oder den Bewerber im Stellenangebot und schlagen Sie bis zu drei Termine vor. Die Person wählt einen Termin; Sie erhalten eine Kalenderdatei für Ihren Kalender.",
        ],
        en: [
          "How do I arrange an interview?",
          "Open the applicant in the job opening and suggest up to three dates. The applicant picks one; you receive a calendar file for your calendar.",
        ],
      },
      {
        de: [
          "Wann kann ich den Studienvertrag anlegen?",
          "Sobald ein Angebot angenommen ist, legen Mitarbeitende mit dem Recht „Verträge anfordern“ den Vertrag an. Die Hochschule prüft ihn und sendet ihn zur Unterschrift.",
        ],
        en: [
          "When can I create the study contract?",
          'As soon as an offer has been accepted, employees with the permission "request contracts" create the contract. The university checks it and sends it for signature.',
        ],
      },
    ],
  },
  {
    slug: "invoices",
    de: "Rechnungen und Zahlung",
    en: "Invoices and payment",
    articles: [
      {
        de: [
          "Wann erhalte ich Rechnungen?",
          "Das Kooperationsentgelt wird je Semester und Studierender bzw. Studierendem berechnet. Neue Rechnungen finden Sie unter „Rechnungen“ als PDF; Sie werden zusätzlich benachrichtigt.",
        ],
        en: [
          "When do I receive invoices?",
          'The cooperation fee is charged per semester and student. New invoices are under "Invoices" as PDFs; you are notified as well.',
        ],
      },
      {
        de: [
          "Wie ändere ich unsere Bankverbindung?",
          "Unter „Unternehmen“ → „Zahlungsdaten“ ändern Sie IBAN, Kontoinhaber und Zahlungsart. Für das SEPA-Lastschriftverfahren bestätigen Sie zusätzlich das Mandat.",
        ],
        en: [
          "How do I change our bank details?",
          'Under "Company" → "Payment details" you change the IBAN, account holder and payment type. For SEPA direct debit you also confirm the mandate.',
        ],
      },
    ],
  },
];

interface TicketSeed {
  company: "muster" | "beispiel";
  by: string;
  topic: string;
  subject: string;
  status: "open" | "in_progress" | "waiting" | "closed";
  daysAgo: number;
  /** the opener was notified of support's last answer (the in-app notification links to this ticket) */
  notified?: boolean;
  comments: { staff?: boolean; body: string }[];
}

const TICKETS: TicketSeed[] = [
  {
    company: "muster",
    by: "company-olaf",
    topic: "invoices_and_payment",
    subject: "Rechnung RE-2026-0031 doppelt erhalten?",
    status: "open",
    daysAgo: 1,
    comments: [
      {
        body: "Guten Tag, wir haben die Rechnung RE-2026-0031 per Post und im Portal erhalten. Ist das dieselbe Rechnung?",
      },
    ],
  },
  {
    company: "muster",
    by: "company-erika",
    topic: "job_openings",
    subject: "Stellenangebot lässt sich nicht veröffentlichen",
    status: "in_progress",
    daysAgo: 3,
    comments: [
      { body: "Beim Veröffentlichen unseres Angebots „Maschinenbau Berlin“ erscheint eine Fehlermeldung." },
      {
        staff: true,
        body: "Danke für den Hinweis! Wir schauen uns das an und melden uns spätestens morgen.",
      },
    ],
  },
  {
    company: "muster",
    by: "company-olaf",
    topic: "account_and_employees",
    subject: "Zweiten Inhaber eintragen",
    status: "waiting",
    daysAgo: 6,
    notified: true,
    comments: [
      { body: "Können wir eine zweite Person als Inhaberin eintragen lassen?" },
      {
        staff: true,
        body: "Ja, das übernehmen wir für Sie. Wir haben Frau Engel die Inhaberrechte gegeben. Passt das so? Dann schließen Sie die Anfrage gern.",
      },
    ],
  },
  {
    company: "muster",
    by: "company-erika",
    topic: "technical_problem",
    subject: "PDF-Download im Firefox",
    status: "closed",
    daysAgo: 20,
    comments: [
      { body: "Die Vertragsvorlage öffnet sich im Firefox nicht." },
      { staff: true, body: "Das Problem ist behoben, bitte laden Sie die Seite neu." },
      { body: "Funktioniert jetzt, danke!" },
    ],
  },
  {
    company: "beispiel",
    by: "company-berta",
    topic: "other",
    subject: "Termin für das Praxispartner-Treffen",
    status: "open",
    daysAgo: 2,
    comments: [{ body: "Wann findet das nächste Praxispartner-Treffen in Hamburg statt?" }],
  },
];

/**
 * The notification a real answer of support gives the opener, at the time of the answer and read; the
 * mail it queues is dropped (the demo's mailbox holds only what people do).
 */
async function notifyOfAnswer(tx: Tx, companyUserId: string, ticketId: string, ticket: TicketSeed, at: Date) {
  const mailsBefore = new Set((await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).map((m) => m.id));
  await notifySupportTicketUpdate(tx, { companyUserId, ticketId, subject: ticket.subject, status: ticket.status });
  const answeredAt = new Date(at.getTime() + (ticket.comments.length - 1) * 3_600_000);
  await tx
    .update(t.notifications)
    .set({ createdAt: answeredAt, readAt: answeredAt })
    .where(and(eq(t.notifications.recipientId, companyUserId), sql`${t.notifications.link} like ${`%${ticketId}`}`));
  const queued = (await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).filter((m) => !mailsBefore.has(m.id));
  if (queued.length > 0)
    await tx.delete(t.mailOutbox).where(
      inArray(
        t.mailOutbox.id,
        queued.map((m) => m.id),
      ),
    );
}

async function idBySubject(tx: Tx, sub: string) {
  const [row] = await tx.select({ id: t.companyUsers.id }).from(t.companyUsers).where(eq(t.companyUsers.subject, sub));
  return row.id;
}

export async function seedSupport(
  tx: Tx,
  companies: { muster: string; beispiel: string },
  /** whether the seed in use holds an account (the journeys' people are test-only accounts) */
  seeds: (sub: string) => boolean,
) {
  // help topics and articles
  for (const [i, topic] of HELP.entries()) {
    const [row] = await tx
      .insert(t.helpTopics)
      .values({ slug: topic.slug, titleDe: topic.de, titleEn: topic.en, sortOrder: i })
      .returning({ id: t.helpTopics.id });
    await tx.insert(t.helpArticles).values(
      topic.articles.map((a, j) => ({
        topicId: row.id,
        titleDe: a.de[0],
        bodyDe: a.de[1],
        titleEn: a.en[0],
        bodyEn: a.en[1],
        sortOrder: j,
      })),
    );
  }

  // support staff
  const svenja = demo("staff-svenja");
  const [staff] = await tx
    .insert(t.advisors)
    .values({
      subject: svenja.sub,
      name: `${svenja.givenName} ${svenja.familyName}`,
      email: svenja.email,
      phone: "+49 30 12345699",
      city: "Berlin",
      isSupport: true,
    })
    .returning({ id: t.advisors.id });

  // the support-ticket journey's company users: plain employees of Muster Maschinenbau
  for (const sub of SUPPORT_JOURNEY_USERS.filter(seeds)) {
    const d = demoPerson(sub);
    const [user] = await tx
      .insert(t.companyUsers)
      .values({ ...d, language: "de" })
      .returning({ id: t.companyUsers.id });
    await tx.insert(t.companyMemberships).values({
      companyId: companies.muster,
      companyUserId: user.id,
      permissions: [],
      isDefault: true,
      department: "Personal",
      position: "Referent/in",
    });
  }

  // tickets in every status with comments both ways
  const DAY = 86_400_000;
  for (const ticket of TICKETS) {
    const createdBy = await idBySubject(tx, ticket.by);
    const at = new Date(Date.now() - ticket.daysAgo * DAY);
    const [row] = await tx
      .insert(t.supportTickets)
      .values({
        companyId: companies[ticket.company],
        createdBy,
        topic: ticket.topic,
        subject: ticket.subject,
        status: ticket.status,
        closedAt: ticket.status === "closed" ? new Date(at.getTime() + 2 * DAY) : null,
        createdAt: at,
        updatedAt: new Date(at.getTime() + (ticket.comments.length - 1) * 3_600_000),
      })
      .returning({ id: t.supportTickets.id });
    await tx.insert(t.supportTicketComments).values(
      ticket.comments.map((c, i) => ({
        ticketId: row.id,
        authorKind: c.staff ? ("study_advisor" as const) : ("company" as const),
        authorId: c.staff ? staff.id : createdBy,
        body: c.body,
        createdAt: new Date(at.getTime() + i * 3_600_000),
      })),
    );
    if (ticket.notified) await notifyOfAnswer(tx, createdBy, row.id, ticket, at);
  }

  // the feedback journey's applicants: onboarded, with a unit, feedback not given yet
  const [campus] = await tx.select().from(t.campuses).where(eq(t.campuses.name, "Berlin"));
  const [advisor] = await tx.select().from(t.advisors).where(eq(t.advisors.subject, "staff-sabine"));
  for (const sub of FEEDBACK_JOURNEY_APPLICANTS.filter(seeds)) {
    const account = await seedAccount(tx, {
      ...onboardedApplicant(sub),
      nationality: "DE",
      shippingCity: "Berlin",
      shippingCountry: "DE",
    });
    const [unit] = await tx
      .insert(t.units)
      .values({ accountId: account.id, primary: true, studyType: "ds", stage: "Application", advisorId: advisor.id })
      .returning({ id: t.units.id });
    await tx.insert(t.applications).values({
      unitId: unit.id,
      primary: true,
      campusId: campus.id,
      course: "Informatik (B.Sc.)",
      intake: "2026-10-01",
    });
  }

  // newsletter subscriptions with fixed unsubscribe ids
  const [lena] = await tx.select().from(t.accounts).where(eq(t.accounts.subject, "applicant-lena"));
  const olaf = await idBySubject(tx, "company-olaf");
  await tx.insert(t.newsletterSubscriptions).values([
    {
      id: DEMO_UNSUBSCRIBE_IDS.lenaApplicantNews,
      email: lena.email,
      recipientKind: "applicant",
      recipientId: lena.id,
      list: "applicant_news",
    },
    {
      id: DEMO_UNSUBSCRIBE_IDS.olafWeeklyJobOpenings,
      email: demo("company-olaf").email,
      recipientKind: "company",
      recipientId: olaf,
      list: "job_openings_weekly",
    },
  ]);
}
