/**
 * Factories of the API tests: a test makes the people and records it needs instead of borrowing a seeded
 * account that another test may also change. Each call makes a new, unique record (its own subject, so a
 * test can log it in with `login(kind, sub)`), in the same rows the seed writes; job openings go through
 * the job-opening service, so they carry their audit trail and the checks of a real one.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DocumentCategory, JobOpeningInput, Permission, UnitStage } from "#contracts";
import type { Database } from "../db/client";
import {
  accounts,
  advisors,
  applications,
  campuses,
  companies,
  companyMemberships,
  companyUsers,
  documents,
  units,
} from "../db/schema";
import { companyAccess } from "../services/company-access";
import { createJobOpening as createOpening, patchJobOpening, publishJobOpening } from "../services/job-openings";
import { createMatch, expressApplicantInterest } from "../services/matching/commands";

const unique = () => randomUUID().slice(0, 8);

async function campusIdOf(db: Database, name: string) {
  const [row] = await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.name, name));
  if (!row) throw new Error(`no campus ${name} in the seed`);
  return row.id;
}

export interface ApplicantOptions {
  /** the unit's stage; null: onboarded but no unit yet */
  stage?: UnitStage | null;
  studyType?: "ds" | "fs";
  onboardingDone?: boolean;
  campus?: string;
  course?: string;
  intake?: string;
  /** subject of the study advisor, null for none */
  advisor?: string | null;
  /** documents (metadata only, as the seed writes them: the store holds no file) */
  documents?: { category: DocumentCategory; reviewStatus?: "pending" | "accepted" | "rejected" }[];
  firstName?: string;
}

/** An applicant account with (by default) a dual-study unit in "Application" and one primary application. */
export async function createApplicant(db: Database, opts: ApplicantOptions = {}) {
  const sub = `applicant-test-${unique()}`;
  const onboardingDone = opts.onboardingDone ?? true;
  const [account] = await db
    .insert(accounts)
    .values({
      subject: sub,
      email: `${sub}@example.org`,
      firstName: opts.firstName ?? "Test",
      lastName: "Applicant",
      language: "de",
      metadata: onboardingDone ? { ONBOARDING_DONE: true } : {},
      hints: onboardingDone ? { onboardingDone: true } : {},
      nationality: "DE",
      shippingCity: "Berlin",
      shippingCountry: "DE",
    })
    .returning({ id: accounts.id });
  const advisorSub = opts.advisor === undefined ? "staff-sabine" : opts.advisor;
  const [advisor] = advisorSub
    ? await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.subject, advisorSub))
    : [];
  let unitId: string | null = null;
  if (opts.stage !== null) {
    const [unit] = await db
      .insert(units)
      .values({
        accountId: account.id,
        primary: true,
        studyType: opts.studyType ?? "ds",
        stage: opts.stage ?? "Application",
        advisorId: advisor?.id ?? null,
      })
      .returning({ id: units.id });
    unitId = unit.id;
    await db.insert(applications).values({
      unitId,
      primary: true,
      campusId: await campusIdOf(db, opts.campus ?? "Berlin"),
      course: opts.course ?? "Informatik (B.Sc.)",
      intake: opts.intake ?? "2026-10-01",
    });
  }
  for (const d of opts.documents ?? []) {
    const reviewed = d.reviewStatus && d.reviewStatus !== "pending";
    await db.insert(documents).values({
      accountId: account.id,
      category: d.category,
      type: d.category,
      name: `${d.category}.pdf`,
      storageKey: randomUUID(),
      mimeType: "application/pdf",
      size: 2048,
      reviewStatus: d.reviewStatus ?? "pending",
      reviewedBy: reviewed ? (advisor?.id ?? null) : null,
      reviewedAt: reviewed ? new Date() : null,
    });
  }
  return { sub, accountId: account.id, unitId };
}

export interface CompanyUserOptions {
  /** company name of the seed */
  company?: "Muster Maschinenbau GmbH" | "Beispiel Software AG";
  permissions?: Permission[];
  isOwner?: boolean;
  /** an invitation not yet accepted */
  invitationPending?: boolean;
}

/** A company user with one membership (the default company) holding exactly `permissions`. */
export async function createCompanyUser(db: Database, opts: CompanyUserOptions = {}) {
  const sub = `company-test-${unique()}`;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, opts.company ?? "Muster Maschinenbau GmbH"));
  const [user] = await db
    .insert(companyUsers)
    .values({ subject: sub, email: `${sub}@example.com`, firstName: "Test", lastName: "User", language: "de" })
    .returning({ id: companyUsers.id });
  await db.insert(companyMemberships).values({
    companyId: company.id,
    companyUserId: user.id,
    isOwner: opts.isOwner ?? false,
    permissions: opts.permissions ?? [],
    invitationPending: opts.invitationPending ?? false,
    isDefault: true,
    department: "Personal",
    position: "Referent/in",
  });
  return { sub, companyUserId: user.id, companyId: company.id };
}

export interface JobOpeningOptions extends Partial<Omit<JobOpeningInput, "campusId">> {
  companyId: string;
  /** company user who creates (and publishes) it */
  createdBy: string;
  /** draft, or open (published through the service) */
  status?: "draft" | "open";
  campus?: string;
}

/** A complete job opening of `companyId`, made through the job-opening service (create, fill, publish). */
export async function createJobOpening(db: Database, opts: JobOpeningOptions) {
  const { companyId, createdBy, status = "open", campus = "Berlin", ...fields } = opts;
  // the creator's own membership: the services check what it may do, as for a request
  const access = await companyAccess(db, createdBy, companyId);
  const { opening: draft } = await createOpening(db, access, {
    campusId: await campusIdOf(db, campus),
    course: fields.course ?? "Informatik (B.Sc.)",
    startDate: fields.startDate ?? "2027-10-01",
    requiredCount: fields.requiredCount ?? 1,
  });
  await patchJobOpening(db, access, draft.id, {
    title: "Duales Studium Informatik",
    tasks: "Entwicklung",
    offerDescription: "Ein gutes Team",
    placeOfTraining: "Berlin",
    workModel: "hybrid",
    ...fields,
  });
  const opening = status === "open" ? await publishJobOpening(db, access, draft.id) : draft;
  return opening;
}

/**
 * An opening of a new company (owner `owner`) and a match of the applicant on it in which the applicant
 * has shown interest.
 */
export async function createInterestedMatch(db: Database, accountId: string) {
  const owner = await createCompanyUser(db, { isOwner: true });
  const opening = await createJobOpening(db, { companyId: owner.companyId, createdBy: owner.companyUserId });
  const actor = { actor: { kind: "applicant" as const, id: accountId } };
  const match = await createMatch(db, { jobOpeningId: opening.id, accountId, source: "applicant" }, actor);
  await expressApplicantInterest(db, match.id, actor);
  return { owner, openingId: opening.id, matchId: match.id };
}
