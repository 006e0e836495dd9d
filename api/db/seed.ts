/**
 * Demo data (DESIGN §5): the demo accounts of contracts/demo-accounts.ts with the same `sub`, so a
 * login at a development issuer meets its seeded account: the people always, the test-only accounts
 * with `testAccounts` (browser journeys, API tests). Idempotent with `onlyIfEmpty`.
 */

import { eq, sql } from "drizzle-orm";
import { isTestAccount, type Permission, type UnitStage } from "#contracts";
import type { BlobStore } from "../storage";
import type { Database } from "./client";
import * as t from "./schema";
import { seedCommunication } from "./seed-communication";
import { seedCompanyAdmin } from "./seed-company-admin";
import { seedCompanyContent } from "./seed-company-content";
import { seedCvJourney } from "./seed-cv";
import { seedDeadlineJourney } from "./seed-deadlines";
import { SeedFiles } from "./seed-files";
import { seededHints } from "./seed-hints";
import { READY_APPLICANTS, seedMatchingApplicants, seedMatchingMarketplace } from "./seed-matching";
import { seedMyDataJourney } from "./seed-my-data";
import { seedPartnerJourneyApplicants } from "./seed-partner";
import { demo, demoPerson } from "./seed-people";
import { seedDemoStories } from "./seed-story";
import { seedSupport } from "./seed-support";
import { seedWithdrawalJourney } from "./seed-withdrawal";

const CAMPUSES = [
  { key: "berlin", name: "Berlin", city: "Berlin", imagePath: "/images/campus/berlin.jpg" },
  { key: "muenchen", name: "München", city: "München", imagePath: "/images/campus/muenchen.jpg" },
  { key: "hamburg", name: "Hamburg", city: "Hamburg", imagePath: "/images/campus/hamburg.jpg" },
  { key: "koeln", name: "Köln", city: "Köln", imagePath: "/images/campus/koeln.jpg" },
] as const;
type CampusKey = (typeof CAMPUSES)[number]["key"];

const ADVISORS = [
  {
    sub: "staff-sabine",
    phone: "+49 30 12345670",
    mobilePhone: "+49 151 23456789",
    whatsappAvailable: true,
    city: "Berlin",
    imagePath: "/images/advisors/sabine-seidel.jpg",
    isTeamLead: false,
  },
  {
    sub: "staff-stefan",
    phone: "+49 89 7654321",
    mobilePhone: "+49 160 98765432",
    whatsappAvailable: false,
    city: "München",
    imagePath: null,
    isTeamLead: true,
  },
] as const;

interface ApplicantSeed {
  sub: string;
  personal: Partial<typeof t.accounts.$inferInsert>;
  onboardingDone: boolean;
  unit?: {
    studyType: "ds" | "fs";
    stage: UnitStage;
    advisor: string | null;
    participateAdvisorInterviewOn?: string;
    applications: { campus: CampusKey; course: string; intake: string; primary: boolean }[];
  };
}

/** Personal data of an applicant born in Augsburg, living in Munich, with a graduation in prospect. */
const MUNICH_PERSONAL: ApplicantSeed["personal"] = {
  birthday: "2004-11-02",
  placeOfBirth: "Augsburg",
  countryOfBirth: "DE",
  nationality: "DE",
  phone: "+49 171 4445566",
  shippingStreet: "Leopoldstraße 88",
  shippingPostalCode: "80802",
  shippingCity: "München",
  shippingCountry: "DE",
  gradeAverage: 2.4,
  universityEntranceQualification: "Fachhochschulreife",
  universityEntranceQualificationBw: false,
  universityEntranceQualificationStatus: "In prospect",
};

/**
 * Onboarded applicants with a unit, personal data and a graduation in prospect, but no documents,
 * languages or work experience yet: one per state-changing browser journey.
 */
const journeyApplicant = (sub: string, campus: CampusKey): ApplicantSeed => ({
  sub,
  onboardingDone: true,
  personal: { ...MUNICH_PERSONAL },
  unit: {
    studyType: "ds",
    stage: "Application",
    advisor: "staff-sabine",
    applications: [{ campus, course: "Informatik (B.Sc.)", intake: "2026-10-01", primary: true }],
  },
});

/** Steps 1 and 2 complete but for the CV and photo (German native: see STEP3_READY): almost ready for step 3. */
const step3Applicant = (sub: string, campus: CampusKey): ApplicantSeed => {
  const seed = journeyApplicant(sub, campus);
  return {
    ...seed,
    personal: { ...seed.personal, professionalExperienceExists: false, drivingLicenseExists: true, ownCar: false },
  };
};
/** One per browser project of tests/e2e/journey-steps-3-4.spec.ts and of tests/e2e/journey-ii.spec.ts. */
const STEP3_READY = ["applicant-jonas", "applicant-jana", "applicant-lukas", "applicant-luisa"];

const APPLICANTS: ApplicantSeed[] = [
  step3Applicant("applicant-jonas", "berlin"),
  step3Applicant("applicant-jana", "hamburg"),
  step3Applicant("applicant-lukas", "berlin"),
  step3Applicant("applicant-luisa", "hamburg"),
  journeyApplicant("applicant-doris", "berlin"),
  journeyApplicant("applicant-dennis", "berlin"),
  journeyApplicant("applicant-alex", "muenchen"),
  journeyApplicant("applicant-alina", "hamburg"),
  // tests/e2e/keyboard.spec.ts: steps 1 and 2 with the keyboard alone
  journeyApplicant("applicant-kira", "berlin"),
  journeyApplicant("applicant-kai", "berlin"),
  journeyApplicant("applicant-pia", "koeln"),
  // tests/e2e/screen-reader.spec.ts: what a screen reader says on step 1 with errors and in the feedback dialog
  journeyApplicant("applicant-sina", "berlin"),
  journeyApplicant("applicant-sami", "berlin"),
  // tests/e2e/hints.spec.ts: hints and dialogs not seen yet, two applications to choose from
  ...["applicant-hanna", "applicant-hugo"].map((sub) => {
    const seed = journeyApplicant(sub, "berlin");
    return {
      ...seed,
      unit: {
        ...seed.unit!,
        applications: [
          ...seed.unit!.applications,
          { campus: "hamburg" as const, course: "Wirtschaftsinformatik (B.Sc.)", intake: "2026-10-01", primary: false },
        ],
      },
    };
  }),
  {
    sub: "applicant-lena",
    onboardingDone: true,
    personal: {
      birthday: "2005-03-14",
      placeOfBirth: "Potsdam",
      countryOfBirth: "DE",
      nationality: "DE",
      phone: "+49 170 1112233",
      shippingStreet: "Kastanienallee 12",
      shippingPostalCode: "10435",
      shippingCity: "Berlin",
      shippingCountry: "DE",
      gradeAverage: 1.8,
      motivationText: "Ich möchte Theorie und Praxis verbinden und früh Verantwortung übernehmen.",
      drivingLicenseExists: true,
      ownCar: false,
      professionalExperienceExists: true,
      studiedalready: false,
      practicePartnerExists: false,
      practicePartnerMaxDistance: 20,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
      healthInsuranceType: "statutory",
      healthInsuranceNotification: true,
      universityEntranceQualification: "Abitur/Matura",
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: "Existing",
    },
    unit: {
      studyType: "ds",
      stage: "Ready to match",
      advisor: "staff-sabine",
      participateAdvisorInterviewOn: "2025-05-20",
      applications: [{ campus: "berlin", course: "Informatik (B.Sc.)", intake: "2025-10-01", primary: true }],
    },
  },
  {
    sub: "applicant-max",
    onboardingDone: true,
    personal: {
      ...MUNICH_PERSONAL,
      professionalExperienceExists: false,
      drivingLicenseExists: false,
      infoSessionAttended: false,
    },
    unit: {
      studyType: "ds",
      stage: "Info Session",
      advisor: "staff-stefan",
      applications: [
        { campus: "muenchen", course: "Betriebswirtschaftslehre (B.A.)", intake: "2025-10-01", primary: true },
        { campus: "hamburg", course: "Wirtschaftsinformatik (B.Sc.)", intake: "2026-04-01", primary: false },
      ],
    },
  },
  {
    sub: "applicant-anna",
    onboardingDone: false,
    personal: {
      birthday: "2006-07-21",
      nationality: "TR",
      countryOfBirth: "TR",
      placeOfBirth: "Izmir",
      shippingStreet: "Venloer Straße 210",
      shippingPostalCode: "50823",
      shippingCity: "Köln",
      shippingCountry: "DE",
    },
    unit: {
      studyType: "ds",
      stage: "New",
      advisor: null,
      applications: [{ campus: "koeln", course: "Soziale Arbeit (B.A.)", intake: "2026-04-01", primary: true }],
    },
  },
  {
    sub: "applicant-sara",
    onboardingDone: false,
    personal: {
      birthday: "1998-01-09",
      nationality: "DE",
      phone: "+49 160 7778899",
      shippingStreet: "Mönckebergstraße 7",
      shippingPostalCode: "20095",
      shippingCity: "Hamburg",
      shippingCountry: "DE",
    },
    unit: {
      studyType: "fs",
      stage: "Application",
      advisor: null,
      applications: [{ campus: "hamburg", course: "Psychologie (B.Sc.)", intake: "2025-10-01", primary: true }],
    },
  },
  {
    sub: "applicant-paul",
    onboardingDone: true,
    personal: {
      birthday: "2003-09-30",
      placeOfBirth: "Berlin",
      countryOfBirth: "DE",
      nationality: "DE",
      phone: "+49 176 2223344",
      shippingStreet: "Sonnenallee 45",
      shippingPostalCode: "12045",
      shippingCity: "Berlin",
      shippingCountry: "DE",
      gradeAverage: 2.1,
      professionalExperienceExists: false,
      drivingLicenseExists: true,
      ownCar: true,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
      universityEntranceQualification: "Abitur/Matura",
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: "Existing",
    },
    unit: {
      studyType: "ds",
      stage: "Contract Proposal",
      advisor: null,
      applications: [{ campus: "berlin", course: "Maschinenbau (B.Eng.)", intake: "2025-10-01", primary: true }],
    },
  },
  {
    sub: "applicant-tim",
    onboardingDone: true,
    personal: {
      birthday: "2005-12-12",
      nationality: "DE",
      shippingStreet: "Königsallee 3",
      shippingPostalCode: "40212",
      shippingCity: "Düsseldorf",
      shippingCountry: "DE",
    },
  },
];

const JOB_OPENINGS_AND_CONTRACTS: { permissions: Permission[] } = {
  permissions: [
    "create_job_openings",
    "edit_job_openings",
    "request_contracts",
    "edit_contracts",
    "view_student_contracts",
  ],
};

const ALL_MUSTER_ROLES: Record<string, { isOwner?: boolean; permissions?: Permission[]; pending?: boolean }> = {
  "company-olaf": { isOwner: true },
  "company-erika": JOB_OPENINGS_AND_CONTRACTS,
  "company-emil": { permissions: ["create_employees", "edit_employees", "delete_employees"] },
  "company-bernd": { pending: true },
  // one per browser project of tests/e2e/matching-journey.spec.ts and tests/e2e/job-openings.spec.ts
  "company-jakob": JOB_OPENINGS_AND_CONTRACTS,
  "company-julia": JOB_OPENINGS_AND_CONTRACTS,
  "company-greta": JOB_OPENINGS_AND_CONTRACTS,
  "company-gustav": JOB_OPENINGS_AND_CONTRACTS,
  // tests/e2e/company-login.spec.ts (no JS) stores English with its user: nobody else may share it
  "company-lotte": {},
};
const BEISPIEL_ROLES: typeof ALL_MUSTER_ROLES = {
  "company-berta": { isOwner: true },
  "company-bernd": { permissions: ["view_student_contracts"] },
  "company-lars": {}, // company-login.spec.ts (JS)
};

const COMPANY_USER_EXTRA: Record<string, Partial<typeof t.companyUsers.$inferInsert>> = {
  "company-olaf": { salutation: "mr", phone: "+49 711 5550100", language: "de" },
  "company-erika": { salutation: "mrs", phone: "+49 711 5550123", language: "de" },
  "company-emil": { salutation: "mr", phone: "+49 711 5550145", language: "en" },
  "company-berta": { salutation: "mrs", phone: "+49 40 3330100", language: "de" },
  "company-bernd": { salutation: "mr", phone: "+49 40 3330177", language: "de" },
  "company-jakob": { salutation: "mr", phone: "+49 711 5550161", language: "de" },
  "company-julia": { salutation: "mrs", phone: "+49 711 5550162", language: "de" },
  "company-greta": { salutation: "mrs", phone: "+49 711 5550163", language: "de" },
  "company-gustav": { salutation: "mr", phone: "+49 711 5550164", language: "de" },
  "company-lotte": { salutation: "mrs", phone: "+49 711 5550165", language: "de" },
  "company-lars": { salutation: "mr", phone: "+49 40 3330178", language: "de" },
};

export interface SeedOptions {
  /** Skip seeding when the database already holds accounts, companies or campuses. */
  onlyIfEmpty?: boolean;
  /** Seed the test-only accounts (contracts TEST_ACCOUNTS) and their data too. */
  testAccounts?: boolean;
  /** The document store that receives the seeded documents' files (without one they have none). */
  store?: BlobStore;
}

/** Writes the demo data. Returns false when skipped because the database was not empty. */
export async function seedDatabase(db: Database, opts: SeedOptions = {}): Promise<boolean> {
  if (opts.onlyIfEmpty) {
    const rows = await db.execute<{ n: number }>(
      sql`select (select count(*) from accounts) + (select count(*) from campuses) + (select count(*) from company_users) as n`,
    );
    const n = Number((rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? 0);
    if (n > 0) return false;
  }
  /** Whether this seed holds the account `sub`. */
  const seeds = (sub: string) => opts.testAccounts === true || !isTestAccount(sub);
  const files = new SeedFiles();
  await files.prepare();
  await db.transaction(async (tx) => {
    const campusRows = await tx
      .insert(t.campuses)
      .values(CAMPUSES.map(({ name, city, imagePath }) => ({ name, city, imagePath })))
      .returning();
    const campusId = (key: CampusKey) => {
      const name = CAMPUSES.find((c) => c.key === key)!.name;
      return campusRows.find((c) => c.name === name)!.id;
    };

    const advisorIds = new Map<string, string>();
    for (const a of ADVISORS) {
      const d = demo(a.sub);
      const [row] = await tx
        .insert(t.advisors)
        .values({ ...a, name: `${d.givenName} ${d.familyName}`, email: d.email, subject: d.sub })
        .returning({ id: t.advisors.id });
      advisorIds.set(a.sub, row.id);
    }

    for (const seed of APPLICANTS.filter((a) => seeds(a.sub))) {
      const [account] = await tx
        .insert(t.accounts)
        .values({
          ...demoPerson(seed.sub),
          language: "de",
          metadata: seed.onboardingDone ? { ONBOARDING_DONE: true } : {},
          hints: seededHints(seed.sub, seed.onboardingDone),
          ...seed.personal,
        })
        .returning({ id: t.accounts.id });
      if (!seed.unit) continue;
      const u = seed.unit;
      const [unit] = await tx
        .insert(t.units)
        .values({
          accountId: account.id,
          primary: true,
          studyType: u.studyType,
          stage: u.stage,
          participateAdvisorInterviewOn: u.participateAdvisorInterviewOn ?? null,
          advisorId: u.advisor ? advisorIds.get(u.advisor)! : null,
        })
        .returning({ id: t.units.id });
      await tx.insert(t.applications).values(
        u.applications.map((a) => ({
          unitId: unit.id,
          primary: a.primary,
          campusId: campusId(a.campus),
          course: a.course,
          intake: a.intake,
        })),
      );
    }

    // Steps 1 and 2 of the step-3-ready applicants, but for the documents (the seed cannot put files in
    // the store; the e2e uploads them, the API tests insert them): the German language entry.
    for (const sub of STEP3_READY.filter(seeds)) {
      const [account] = await tx.select({ id: t.accounts.id }).from(t.accounts).where(eq(t.accounts.subject, sub));
      await tx.insert(t.languageEntries).values({ accountId: account.id, code: "de", level: 7 });
    }

    // Info sessions per campus relative to the seed time: two past (attendance can be ticked), two upcoming.
    const DAY = 24 * 60 * 60 * 1000;
    const at = (days: number) => {
      const d = new Date(Date.now() + days * DAY);
      d.setUTCHours(16, 0, 0, 0);
      return d;
    };
    await tx.insert(t.infoSessions).values(
      CAMPUSES.flatMap((c) => [
        { campusId: campusId(c.key), startsAt: at(-5), location: `Campus ${c.city}, Raum 1.04` },
        { campusId: campusId(c.key), startsAt: at(-2), location: "Online (Link kommt per E-Mail)" },
        { campusId: campusId(c.key), startsAt: at(7), location: `Campus ${c.city}, Raum 1.04` },
        { campusId: campusId(c.key), startsAt: at(14), location: "Online (Link kommt per E-Mail)" },
      ]),
    );

    const userIds = new Map<string, string>();
    for (const sub of Object.keys(COMPANY_USER_EXTRA).filter(seeds)) {
      const [row] = await tx
        .insert(t.companyUsers)
        .values({
          ...demoPerson(sub),
          ...COMPANY_USER_EXTRA[sub],
        })
        .returning({ id: t.companyUsers.id });
      userIds.set(sub, row.id);
    }

    const [muster] = await tx
      .insert(t.companies)
      .values({
        name: "Muster Maschinenbau GmbH",
        companyName: "Muster Maschinenbau GmbH",
        commercialRegister: "HRB 123456",
        districtCourt: "Amtsgericht Stuttgart",
        managingDirectors: "Olaf Ostermann",
        employeesCount: 240,
        foundedDate: "1987-04-01",
        locations: ["Stuttgart", "Berlin"],
        website: "https://muster-maschinenbau.example",
        socialMedia: { linkedin: "https://www.linkedin.com/company/muster-maschinenbau-example" },
      })
      .returning({ id: t.companies.id });
    const [beispiel] = await tx
      .insert(t.companies)
      .values({
        name: "Beispiel Software AG",
        companyName: "Beispiel Software AG",
        commercialRegister: "HRB 654321",
        districtCourt: "Amtsgericht Hamburg",
        managingDirectors: "Berta Brandt",
        employeesCount: 85,
        foundedDate: "2009-09-15",
        locations: ["Hamburg"],
        website: "https://beispiel-software.example",
        socialMedia: {},
      })
      .returning({ id: t.companies.id });
    await tx.insert(t.bankAccounts).values([
      {
        companyId: muster.id,
        ownerName: "Muster Maschinenbau GmbH",
        bankName: "Baden-Württembergische Bank",
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        city: "Stuttgart",
        sepaConfirmed: true,
        paymentType: "sepa",
        mandateReference: "TANDEM-MM-0001",
        accountingEmail: "buchhaltung@muster-maschinenbau.example",
      },
      { companyId: beispiel.id, paymentType: "direct_transfer" },
    ]);

    const memberships = [
      ...Object.entries(ALL_MUSTER_ROLES).map(([sub, r]) => ({ companyId: muster.id, sub, r, isDefault: false })),
      ...Object.entries(BEISPIEL_ROLES).map(([sub, r]) => ({
        companyId: beispiel.id,
        sub,
        r,
        isDefault: sub === "company-bernd" || sub === "company-lars",
      })),
    ].filter(({ sub }) => seeds(sub));
    await tx.insert(t.companyMemberships).values(
      memberships.map(({ companyId, sub, r, isDefault }) => ({
        companyId,
        companyUserId: userIds.get(sub)!,
        isOwner: r.isOwner ?? false,
        permissions: r.permissions ?? [],
        invitationPending: r.pending ?? false,
        // a pending invitation shows what the inviting company typed, not the person's own data
        ...(r.pending
          ? {
              invitedEmail: demo(sub).email.toLowerCase(),
              invitedFirstName: demo(sub).givenName,
              invitedLastName: demo(sub).familyName,
            }
          : {}),
        isDefault,
        department: r.isOwner ? "Geschäftsführung" : "Personal",
        position: r.isOwner ? "Geschäftsführer/in" : "Ausbildungsleitung",
      })),
    );
    await seedDemoStories(tx, files);
    if (opts.testAccounts) await seedPartnerJourneyApplicants(tx, files);
    await seedMatchingApplicants(
      tx,
      files,
      READY_APPLICANTS.filter((a) => seeds(a.sub)),
    );
    await seedMatchingMarketplace(tx, { muster: muster.id, beispiel: beispiel.id });
    if (opts.testAccounts) await seedCompanyAdmin(tx, { muster: muster.id, beispiel: beispiel.id });
    await seedCompanyContent(tx, { muster: muster.id, beispiel: beispiel.id });
    await seedCommunication(tx, { muster: muster.id, beispiel: beispiel.id }, seeds, files);
    await seedSupport(tx, { muster: muster.id, beispiel: beispiel.id }, seeds);
    if (opts.testAccounts) await seedWithdrawalJourney(tx, files);
    if (opts.testAccounts) await seedDeadlineJourney(tx, files);
    if (opts.testAccounts) await seedMyDataJourney(tx, files);
    if (opts.testAccounts) await seedCvJourney(tx, files);
  });
  if (opts.store) await files.writeTo(opts.store);
  return true;
}
