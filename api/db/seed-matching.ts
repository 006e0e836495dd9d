/**
 * Demo data of the matching marketplace, so every match status can be seen and tested:
 * - ready-to-match applicants for tests/e2e/matching-journey.spec.ts, two per browser project (ben + bea
 *   without JS, carl + cora with JS; Informatik (B.Sc.), Berlin, start 2027-10-01) with the profile data
 *   and documents a company may see;
 * - job openings of both companies in every status (draft, open, open with active matches, staffed,
 *   closed) and matches in every status, moved through the command services so that every match has its
 *   audit trail, notifications and unit-stage events like a real one; comments and one requested contract.
 * Seeded documents get their files through `SeedFiles` (seed-files.ts).
 */
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { JobOpeningInput, MatchSource } from "#contracts";
import {
  acceptByApplicant,
  acceptByCompany,
  arrangeInterview,
  type CommandContext,
  closeJobOpening,
  createMatch,
  expireOffer,
  expireSuggestion,
  expressApplicantInterest,
  expressCompanyInterest,
  rejectByApplicant,
  rejectByCompany,
  scheduleTrialDay,
} from "../services/matching/commands";
import type { Database } from "./client";
import * as t from "./schema";
import type { SeedFiles } from "./seed-files";
import { SEEN_HINTS } from "./seed-hints";
import { acceptedDocuments, demoPerson, nativeGermanFluentEnglish, seedAccount, seedExaminedUnit } from "./seed-people";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The journey applicants: [applicant 1 (hired), applicant 2 (loses the opening as staffed)] per project. */
export const MATCHING_JOURNEY_APPLICANTS = {
  nojs: ["applicant-ben", "applicant-bea"],
  js: ["applicant-carl", "applicant-cora"],
} as const;
const journeyApplicant = (sub: string) =>
  [...MATCHING_JOURNEY_APPLICANTS.nojs, ...MATCHING_JOURNEY_APPLICANTS.js].includes(sub as never);
/** The journey's applicants come to the job search for the first time: its intro is still unread. */
const { visitedSelfMatchingView: _read, ...HINTS_BEFORE_THE_SEARCH } = SEEN_HINTS;
export const MATCHING_JOURNEY_INTAKE = "2027-10-01";
export const MATCHING_JOURNEY_COURSE = "Informatik (B.Sc.)";

export interface ReadyApplicant {
  sub: string;
  campus: string;
  course: string;
  intake: string;
  city: string;
}

export const READY_APPLICANTS: ReadyApplicant[] = [
  ...[...MATCHING_JOURNEY_APPLICANTS.nojs, ...MATCHING_JOURNEY_APPLICANTS.js].map((sub) => ({
    sub,
    campus: "Berlin",
    course: MATCHING_JOURNEY_COURSE,
    intake: MATCHING_JOURNEY_INTAKE,
    city: "Berlin",
  })),
  { sub: "applicant-mia", campus: "Berlin", course: "Informatik (B.Sc.)", intake: "2026-10-01", city: "Berlin" },
  {
    sub: "applicant-milan",
    campus: "Hamburg",
    course: "Wirtschaftsinformatik (B.Sc.)",
    intake: "2026-10-01",
    city: "Hamburg",
  },
];

const DAY = 86_400_000;
const POSTAL_CODES: Record<string, string> = { Berlin: "10961", Hamburg: "20095", Köln: "50667", München: "80331" };

/** Applicants at stage "Ready to match": steps 1–4 done and confirmed, documents accepted by the advisor. */
export async function seedMatchingApplicants(
  tx: Tx,
  files: SeedFiles,
  applicants: ReadyApplicant[] = READY_APPLICANTS,
) {
  const [advisor] = await tx.select().from(t.advisors).where(eq(t.advisors.subject, "staff-sabine"));
  const campuses = await tx.select().from(t.campuses);
  const checkedAt = new Date(Date.now() - 10 * DAY);
  for (const a of applicants) {
    const account = await seedAccount(tx, {
      ...demoPerson(a.sub),
      language: "de",
      // steps 1–5 done: the partner search ("search for me") led to "Ready to match"
      metadata: { ONBOARDING_DONE: true, PARTNER_SEARCH_DONE: true },
      hints: journeyApplicant(a.sub) ? HINTS_BEFORE_THE_SEARCH : SEEN_HINTS,
      birthday: "2005-02-17",
      placeOfBirth: a.city,
      countryOfBirth: "DE",
      nationality: "DE",
      phone: "+49 173 5556677",
      shippingStreet: "Bergmannstraße 5",
      shippingPostalCode: POSTAL_CODES[a.city] ?? "10961",
      shippingCity: a.city,
      shippingCountry: "DE",
      gradeAverage: 1.9,
      motivationText:
        "Ich programmiere seit der Schulzeit und möchte im dualen Studium früh an echten Projekten mitarbeiten.",
      practicePartnerMaxDistance: 20,
      universityEntranceQualification: "Abitur/Matura",
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: "Existing",
      professionalExperienceExists: true,
      drivingLicenseExists: true,
      ownCar: false,
      studiedalready: false,
      practicePartnerExists: false,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
    });
    await tx.insert(t.languageEntries).values(nativeGermanFluentEnglish(account.id));
    await tx.insert(t.workExperiences).values({
      accountId: account.id,
      employer: "Café Kiezbohne",
      position: "Aushilfe (Minijob)",
      startDate: "2023-06-01",
      endDate: "2024-08-31",
      description: "Kasse, Bestellungen und die Website des Cafés gepflegt.",
    });
    await tx.insert(t.documents).values(
      acceptedDocuments(files, account.id, ["CV", "Picture", "Certificate"], {
        reviewedBy: advisor.id,
        reviewedAt: checkedAt,
      }),
    );
    const unit = await seedExaminedUnit(tx, account.id, "Ready to match", advisor.id, checkedAt);
    const campusId = campuses.find((c) => c.name === a.campus)!.id;
    await tx.insert(t.applications).values({
      unitId: unit.id,
      primary: true,
      campusId,
      course: a.course,
      intake: a.intake,
    });
    await tx
      .insert(t.consultations)
      .values({ unitId: unit.id, requestedAt: checkedAt, confirmedAt: checkedAt, confirmedBy: advisor.id });
    await seedAttendedInfoSession(tx, account.id, campusId, advisor.id);
  }
}

/** Test applicants of a journey, ready to match in Berlin (Informatik, intake 2026-10-01) with advisor Sabine Seidel. */
export const seedReadyInBerlin = (tx: Tx, files: SeedFiles, subs: readonly string[]) =>
  seedMatchingApplicants(
    tx,
    files,
    subs.map((sub) => ({ sub, campus: "Berlin", course: "Informatik (B.Sc.)", intake: "2026-10-01", city: "Berlin" })),
  );

/**
 * Step 3 done: registered for a past info session of the campus, attendance ticked and confirmed by the
 * advisor (the stage "Consultation" and every later one follow it).
 */
export async function seedAttendedInfoSession(tx: Tx, accountId: string, campusId: string, advisorId: string | null) {
  const [session] = await tx
    .select()
    .from(t.infoSessions)
    .where(and(eq(t.infoSessions.campusId, campusId), lt(t.infoSessions.startsAt, new Date())))
    .orderBy(asc(t.infoSessions.startsAt))
    .limit(1);
  const after = new Date(session.startsAt.getTime() + 2 * 3_600_000);
  await tx.insert(t.infoSessionRegistrations).values({
    accountId,
    infoSessionId: session.id,
    attendanceTickedAt: after,
    confirmedAt: after,
    confirmedBy: advisorId,
    createdAt: new Date(session.startsAt.getTime() - 5 * DAY),
  });
}

// ---------- Job openings and matches ----------

type OpeningSeed = Partial<JobOpeningInput> & {
  key: string;
  company: "muster" | "beispiel";
  campus: string;
  /** the stored status; matches decide whether "open" shows as "open with active matches" */
  status: "draft" | "open" | "staffed" | "closed";
};

const fullOpening = (title: string, course: JobOpeningInput["course"], startDate: string, requiredCount: number) => ({
  title,
  course,
  startDate,
  requiredCount,
  tasks: "Du arbeitest in einem festen Team mit, übernimmst eigene Aufgaben und lernst alle Abteilungen kennen.",
  offerDescription: "Wir bieten eine feste Betreuung, Übernahme der Studiengebühren und gute Übernahmechancen.",
  offerUrl: null,
  teamSize: 8,
  workModel: "hybrid" as const,
  placeOfTraining: "Hauptsitz",
  practicePlace: null,
  benefits: "Jobticket, 30 Urlaubstage, Laptop auch zur privaten Nutzung",
  extraPayment: null,
  skills: "Neugier, Teamgeist, erste Erfahrungen mit einer Programmiersprache",
  softwareSkills: [{ area: "office" as const, level: 2 as const, name: null }],
});

const OPENINGS: OpeningSeed[] = [
  // Muster Maschinenbau GmbH (Stuttgart, Berlin)
  {
    key: "m-draft",
    company: "muster",
    campus: "Berlin",
    status: "draft",
    title: "Duales Studium Maschinenbau – Konstruktion",
    course: "Maschinenbau (B.Eng.)",
  },
  {
    key: "m-open",
    company: "muster",
    campus: "Berlin",
    status: "open",
    ...fullOpening("Duales Studium Informatik – IT-Sicherheit", "Informatik (B.Sc.)", "2026-10-01", 2),
  },
  {
    key: "m-dev",
    company: "muster",
    campus: "Berlin",
    status: "open",
    ...fullOpening("Duales Studium Informatik – Softwareentwicklung", "Informatik (B.Sc.)", "2026-10-01", 2),
  },
  {
    key: "m-cloud",
    company: "muster",
    campus: "Berlin",
    status: "open",
    ...fullOpening("Duales Studium Informatik – Cloud-Plattform", "Informatik (B.Sc.)", "2026-10-01", 1),
  },
  {
    key: "m-embedded",
    company: "muster",
    campus: "München",
    status: "open",
    ...fullOpening("Duales Studium Informatik – Embedded Systems", "Informatik (B.Sc.)", "2026-10-01", 1),
  },
  {
    key: "m-data",
    company: "muster",
    campus: "Berlin",
    status: "open",
    ...fullOpening(
      "Duales Studium Wirtschaftsinformatik – Datenanalyse",
      "Wirtschaftsinformatik (B.Sc.)",
      "2026-10-01",
      1,
    ),
  },
  {
    key: "m-staffed",
    company: "muster",
    campus: "Berlin",
    status: "open", // staffed by paul's accepted offer below
    ...fullOpening("Duales Studium Maschinenbau – Fertigung", "Maschinenbau (B.Eng.)", "2025-10-01", 1),
  },
  {
    key: "m-closed",
    company: "muster",
    campus: "München",
    status: "open", // closed below, which cancels milan's match
    ...fullOpening("Duales Studium BWL – Einkauf", "Betriebswirtschaftslehre (B.A.)", "2026-10-01", 1),
  },
  // Beispiel Software AG (Hamburg)
  {
    key: "b-draft",
    company: "beispiel",
    campus: "Hamburg",
    status: "draft",
    title: "Duales Studium Wirtschaftsinformatik – Produktmanagement",
  },
  {
    key: "b-open",
    company: "beispiel",
    campus: "Hamburg",
    status: "open",
    ...fullOpening("Duales Studium Informatik – Frontend", "Informatik (B.Sc.)", "2026-10-01", 2),
  },
  {
    key: "b-web",
    company: "beispiel",
    campus: "Hamburg",
    status: "open",
    ...fullOpening("Duales Studium Informatik – Webentwicklung", "Informatik (B.Sc.)", "2026-10-01", 3),
  },
  {
    key: "b-qa",
    company: "beispiel",
    campus: "Hamburg",
    status: "open",
    ...fullOpening("Duales Studium Informatik – Qualitätssicherung", "Informatik (B.Sc.)", "2026-10-01", 2),
  },
  {
    key: "b-ops",
    company: "beispiel",
    campus: "Hamburg",
    status: "open",
    ...fullOpening(
      "Duales Studium Wirtschaftsinformatik – IT-Betrieb",
      "Wirtschaftsinformatik (B.Sc.)",
      "2026-10-01",
      2,
    ),
  },
  {
    key: "b-sales",
    company: "beispiel",
    campus: "Hamburg",
    status: "open",
    ...fullOpening("Duales Studium BWL – Vertrieb", "Betriebswirtschaftslehre (B.A.)", "2026-10-01", 2),
  },
  {
    key: "b-staffed",
    company: "beispiel",
    campus: "Hamburg",
    status: "open", // staffed by milan's accepted offer below
    ...fullOpening(
      "Duales Studium Wirtschaftsinformatik – Consulting",
      "Wirtschaftsinformatik (B.Sc.)",
      "2026-10-01",
      1,
    ),
  },
  {
    key: "b-closed",
    company: "beispiel",
    campus: "Hamburg",
    status: "open", // closed below (no matches)
    ...fullOpening("Duales Studium Informatik – Support", "Informatik (B.Sc.)", "2026-10-01", 1),
  },
];

export async function seedMatchingMarketplace(tx: Tx, companyIds: { muster: string; beispiel: string }) {
  // The command services open their own transactions; on the seed's transaction they nest as savepoints.
  const db = tx as unknown as Database;
  const campuses = await tx.select().from(t.campuses);
  const idOf = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0].id;
  const accountId = (sub: string) =>
    idOf(tx.select({ id: t.accounts.id }).from(t.accounts).where(eq(t.accounts.subject, sub)));
  const companyUserId = (sub: string) =>
    idOf(tx.select({ id: t.companyUsers.id }).from(t.companyUsers).where(eq(t.companyUsers.subject, sub)));
  const advisorId = await idOf(
    tx.select({ id: t.advisors.id }).from(t.advisors).where(eq(t.advisors.subject, "staff-sabine")),
  );
  const owners = { muster: await companyUserId("company-olaf"), beispiel: await companyUserId("company-berta") };
  const erika = await companyUserId("company-erika");

  // The history below notifies people like real commands do; the in-app notifications stay, the mails
  // do not: a fresh demo database must not send a hundred mails about things that never happened.
  const mailsBefore = new Set((await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).map((m) => m.id));

  const publishedAt = new Date(Date.now() - 20 * DAY);
  const opening = new Map<string, string>();
  for (const { key, company, campus, status, ...fields } of OPENINGS) {
    const [row] = await tx
      .insert(t.jobOpenings)
      .values({
        ...fields,
        companyId: companyIds[company],
        campusId: campuses.find((c) => c.name === campus)!.id,
        status,
        createdBy: owners[company],
        publishedAt: status === "draft" ? null : publishedAt,
      })
      .returning({ id: t.jobOpenings.id });
    opening.set(key, row.id);
  }

  const company = (key: string): CommandContext => ({
    actor: { kind: "company", id: key.startsWith("m-") ? owners.muster : owners.beispiel },
  });
  const applicant = (id: string): CommandContext => ({ actor: { kind: "applicant", id } });
  const match = async (key: string, sub: string, source: MatchSource) => {
    const id = await accountId(sub);
    const ctx: CommandContext =
      source === "study_advisor"
        ? { actor: { kind: "study_advisor", id: advisorId } }
        : source === "company"
          ? company(key)
          : applicant(id);
    const m = await createMatch(
      db,
      {
        jobOpeningId: opening.get(key)!,
        accountId: id,
        source,
        recommendedBy: source === "study_advisor" ? advisorId : null,
      },
      ctx,
    );
    return { id: m.id, key, applicant: applicant(id), company: company(key) };
  };
  type M = Awaited<ReturnType<typeof match>>;
  const later = (days: number, hour = 10) => {
    const d = new Date(Date.now() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const mutual = async (m: M) => {
    await expressApplicantInterest(db, m.id, m.applicant);
    await expressCompanyInterest(db, m.id, m.company);
  };
  const interview = (m: M, dates: string[]) => arrangeInterview(db, m.id, dates, m.company);

  // mia: one match in every open status, one cancelled as staffed, one she declined
  await match("m-dev", "applicant-mia", "study_advisor"); // awaiting_any_interest
  const cloud = await match("m-cloud", "applicant-mia", "applicant");
  await expressApplicantInterest(db, cloud.id, cloud.applicant); // awaiting_partner_interest
  const embedded = await match("m-embedded", "applicant-mia", "company");
  await expressCompanyInterest(db, embedded.id, embedded.company); // awaiting_applicant_interest
  await mutual(await match("m-data", "applicant-mia", "study_advisor")); // awaiting_interview_schedule
  const web = await match("b-web", "applicant-mia", "company");
  await mutual(web);
  await interview(web, [later(5), later(6, 13), later(8, 9)]); // interview_scheduled, three suggestions
  const qa = await match("b-qa", "applicant-mia", "applicant");
  await mutual(qa);
  await interview(qa, [later(3)]);
  await scheduleTrialDay(db, qa.id, later(10, 8), qa.company); // trial_day_scheduled
  const ops = await match("b-ops", "applicant-mia", "study_advisor");
  await mutual(ops);
  await interview(ops, [later(2)]);
  await acceptByApplicant(db, ops.id, ops.applicant); // awaiting_partner_confirmation
  const sales = await match("b-sales", "applicant-mia", "company");
  await mutual(sales);
  await interview(sales, [later(2)]);
  await acceptByCompany(db, sales.id, sales.company); // awaiting_applicant_confirmation
  const declined = await match("b-open", "applicant-mia", "study_advisor");
  await rejectByApplicant(db, declined.id, declined.applicant); // cancelled, rejected_by_applicant
  await match("m-staffed", "applicant-mia", "study_advisor"); // cancelled as staffed by paul below

  // paul: offer accepted at Muster (the opening is staffed), a comment and a requested contract
  const paul = await match("m-staffed", "applicant-paul", "applicant");
  await mutual(paul);
  await interview(paul, [later(1)]);
  await acceptByCompany(db, paul.id, paul.company);
  await acceptByApplicant(db, paul.id, paul.applicant); // offer_accepted → staffed cascade
  const paulId = await accountId("applicant-paul");
  await tx.insert(t.applicantComments).values({
    jobOpeningId: opening.get("m-staffed")!,
    accountId: paulId,
    authorId: erika,
    text: "Sehr gutes Gespräch, technisches Verständnis überzeugt. Vertrag angefragt.",
  });
  await tx.insert(t.companyContracts).values({
    matchId: paul.id,
    companyId: companyIds.muster,
    accountId: paulId,
    status: "requested",
    startDate: "2025-10-01",
    weeklyHours: 40,
    monthlySalaryCents: 110_000,
    vacationDays: 30,
    supervisorName: "Erika Engel",
    supervisorEmail: "erika.engel@muster-maschinenbau.example",
    notes: "Praxisphasen im Werk Berlin.",
    requestedBy: erika,
  });

  // milan: rejected by a company, an opening closed under him, then an offer accepted at Beispiel
  const rejected = await match("b-web", "applicant-milan", "applicant");
  await expressApplicantInterest(db, rejected.id, rejected.applicant);
  await rejectByCompany(
    db,
    rejected.id,
    "Vielen Dank für Ihr Interesse. Wir haben uns für Bewerbungen mit Webschwerpunkt entschieden.",
    rejected.company,
  );
  await tx.insert(t.applicantComments).values({
    jobOpeningId: opening.get("b-web")!,
    accountId: await accountId("applicant-mia"),
    authorId: owners.beispiel,
    text: "Motiviert, passt gut ins Team. Gespräch vorbereiten.",
  });
  await match("m-closed", "applicant-milan", "study_advisor");
  await closeJobOpening(db, opening.get("m-closed")!, company("m-closed")); // cancelled, job_opening_closed
  await closeJobOpening(db, opening.get("b-closed")!, company("b-closed"));
  // an offer milan let pass and a suggestion to paul nobody took up: both expired (api/jobs/deadlines.ts)
  const lapsed = await match("m-embedded", "applicant-milan", "company");
  await mutual(lapsed);
  await interview(lapsed, [later(1, 9)]);
  await acceptByCompany(db, lapsed.id, lapsed.company);
  await expireOffer(db, lapsed.id, lapsed.company); // cancelled, offer_expired
  const ignored = await match("b-open", "applicant-paul", "study_advisor");
  await expireSuggestion(db, ignored.id, ignored.company); // cancelled, suggestion_expired
  const hired = await match("b-staffed", "applicant-milan", "company");
  await mutual(hired);
  await interview(hired, [later(2, 14)]);
  await acceptByApplicant(db, hired.id, hired.applicant);
  await acceptByCompany(db, hired.id, hired.company); // offer_accepted → staffed

  const seededMails = (await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).filter(
    (m) => !mailsBefore.has(m.id),
  );
  if (seededMails.length) {
    await tx.delete(t.mailOutbox).where(
      inArray(
        t.mailOutbox.id,
        seededMails.map((m) => m.id),
      ),
    );
  }
}
