/**
 * The applicants of the "my data" and account-deletion journey (test accounts, one per browser project):
 * ready to match in Berlin with advisor Sabine Seidel, with documents and their files. No match of theirs
 * is seeded (the marketplace's story must not depend on test accounts): the journey's advisor recommends
 * them for an opening, so the company has a match to keep as an anonymous trace.
 */
import type { SeedFiles } from "./seed-files";
import { seedReadyInBerlin, type Tx } from "./seed-matching";

export const MY_DATA_JOURNEY_APPLICANTS = { nojs: "applicant-dana", js: "applicant-dario" } as const;

export async function seedMyDataJourney(tx: Tx, files: SeedFiles) {
  await seedReadyInBerlin(tx, files, Object.values(MY_DATA_JOURNEY_APPLICANTS));
}
