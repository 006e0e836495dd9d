/**
 * Demo applicants for the step-5 and contract journey (tests/e2e/partner-contract.spec.ts), one per
 * browser project: steps 1–4 done and confirmed by the advisor, stage "Examined Application". Their
 * study start is the first of the month two months after the seed, so contract documents are allowed
 * (at the earliest 3 months before study start).
 */
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "./client";
import * as t from "./schema";
import type { SeedFiles } from "./seed-files";
import {
  acceptedDocuments,
  nativeGermanFluentEnglish,
  onboardedApplicant,
  seedAccount,
  seedExaminedUnit,
} from "./seed-people";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const PARTNER_JOURNEY_APPLICANTS = ["applicant-emma", "applicant-erik"] as const;

/** First day of the month `months` after `now` (UTC), as yyyy-mm-dd. */
export function intakeInMonths(months: number, now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

export async function seedPartnerJourneyApplicants(tx: Tx, files: SeedFiles) {
  const [campus] = await tx.select().from(t.campuses).where(eq(t.campuses.name, "Berlin"));
  const [advisor] = await tx.select().from(t.advisors).where(eq(t.advisors.subject, "staff-sabine"));
  const now = new Date();
  // A past info session on the campus (the seed may already hold one).
  let [session] = await tx
    .select({ id: t.infoSessions.id })
    .from(t.infoSessions)
    .where(and(eq(t.infoSessions.campusId, campus.id), lt(t.infoSessions.startsAt, now)))
    .limit(1);
  if (!session) {
    [session] = await tx
      .insert(t.infoSessions)
      .values({ campusId: campus.id, startsAt: new Date(now.getTime() - 20 * 86_400_000), location: "Campus Berlin" })
      .returning({ id: t.infoSessions.id });
  }
  const interview = new Date(now.getTime() - 7 * 86_400_000);

  for (const sub of PARTNER_JOURNEY_APPLICANTS) {
    const account = await seedAccount(tx, {
      ...onboardedApplicant(sub),
      birthday: "2005-06-21",
      placeOfBirth: "Rostock",
      countryOfBirth: "DE",
      nationality: "DE",
      phone: "+49 172 9998877",
      shippingStreet: "Schönhauser Allee 40",
      shippingPostalCode: "10435",
      shippingCity: "Berlin",
      shippingCountry: "DE",
      gradeAverage: 2.1,
      universityEntranceQualification: "Abitur/Matura",
      universityEntranceQualificationBw: false,
      universityEntranceQualificationStatus: "In prospect",
      professionalExperienceExists: false,
      drivingLicenseExists: true,
      ownCar: false,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
    });
    await tx.insert(t.languageEntries).values(nativeGermanFluentEnglish(account.id));
    await tx
      .insert(t.documents)
      .values(
        acceptedDocuments(files, account.id, ["CV", "Picture"], { reviewedBy: advisor.id, reviewedAt: interview }),
      );
    const unit = await seedExaminedUnit(tx, account.id, "Examined Application", advisor.id, interview);
    await tx.insert(t.applications).values({
      unitId: unit.id,
      primary: true,
      campusId: campus.id,
      course: "Wirtschaftsinformatik (B.Sc.)",
      intake: intakeInMonths(2, now),
    });
    await tx.insert(t.infoSessionRegistrations).values({
      accountId: account.id,
      infoSessionId: session.id,
      attendanceTickedAt: interview,
      confirmedAt: interview,
      confirmedBy: advisor.id,
    });
    await tx.insert(t.consultations).values({
      unitId: unit.id,
      requestedAt: interview,
      confirmedAt: interview,
      confirmedBy: advisor.id,
    });
  }
}
