/**
 * The applicants of the applicant CV journey (test accounts, one per browser project): ready to match, so
 * the account holds what the CV generator prefills (personal data, graduation, languages, work experience)
 * and a motivation text for the portfolio. The journey stores documents: no other journey uses them.
 */
import type { Database } from "./client";
import type { SeedFiles } from "./seed-files";
import { seedMatchingApplicants } from "./seed-matching";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const CV_JOURNEY_APPLICANTS = { nojs: "applicant-carla", js: "applicant-cem" } as const;

export async function seedCvJourney(tx: Tx, files: SeedFiles) {
  await seedMatchingApplicants(
    tx,
    files,
    Object.values(CV_JOURNEY_APPLICANTS).map((sub) => ({
      sub,
      campus: "Berlin",
      course: "Informatik (B.Sc.)",
      intake: "2026-10-01",
      city: "Berlin",
    })),
  );
}
