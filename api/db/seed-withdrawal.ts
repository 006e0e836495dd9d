/**
 * The applicants of the withdrawal journey (test accounts, one per browser project): ready to match in
 * Berlin with advisor Sabine Seidel. No match of theirs is seeded (the marketplace's story must not depend
 * on test accounts); the API tests prove that a withdrawal ends open matches.
 */
import type { Database } from "./client";
import type { SeedFiles } from "./seed-files";
import { seedMatchingApplicants } from "./seed-matching";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const WITHDRAWAL_JOURNEY_APPLICANTS = { nojs: "applicant-wanda", js: "applicant-willi" } as const;

export async function seedWithdrawalJourney(tx: Tx, files: SeedFiles) {
  const subs = Object.values(WITHDRAWAL_JOURNEY_APPLICANTS);
  await seedMatchingApplicants(
    tx,
    files,
    subs.map((sub) => ({ sub, campus: "Berlin", course: "Informatik (B.Sc.)", intake: "2026-10-01", city: "Berlin" })),
  );
}
