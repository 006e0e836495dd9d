/**
 * The applicants of the withdrawal journey (test accounts, one per browser project): ready to match in
 * Berlin with advisor Sabine Seidel. No match of theirs is seeded (the marketplace's story must not depend
 * on test accounts); the API tests prove that a withdrawal ends open matches.
 */
import type { SeedFiles } from "./seed-files";
import { seedReadyInBerlin, type Tx } from "./seed-matching";

export const WITHDRAWAL_JOURNEY_APPLICANTS = { nojs: "applicant-wanda", js: "applicant-willi" } as const;

export async function seedWithdrawalJourney(tx: Tx, files: SeedFiles) {
  await seedReadyInBerlin(tx, files, Object.values(WITHDRAWAL_JOURNEY_APPLICANTS));
}
