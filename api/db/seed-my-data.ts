/**
 * The applicants of the "my data" and account-deletion journey (test accounts, one per browser project):
 * ready to match in Berlin with advisor Sabine Seidel, documents with files, and a match with Beispiel
 * Software's opening "IT-Betrieb" in which both sides showed interest, so the company's list shows the
 * applicant before the deletion and the anonymous trace after it.
 */
import { eq } from "drizzle-orm";
import { createMatch, expressApplicantInterest, expressCompanyInterest } from "../services/matching/commands";
import type { Database } from "./client";
import * as t from "./schema";
import type { SeedFiles } from "./seed-files";
import { seedMatchingApplicants } from "./seed-matching";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const MY_DATA_JOURNEY_APPLICANTS = { nojs: "applicant-dana", js: "applicant-dario" } as const;
export const MY_DATA_JOURNEY_OPENING = "Duales Studium Wirtschaftsinformatik – IT-Betrieb";

export async function seedMyDataJourney(tx: Tx, files: SeedFiles) {
  // the command services open their own transactions; on the seed's transaction they nest as savepoints
  const db = tx as unknown as Database;
  const subs = Object.values(MY_DATA_JOURNEY_APPLICANTS);
  await seedMatchingApplicants(
    tx,
    files,
    subs.map((sub) => ({ sub, campus: "Berlin", course: "Informatik (B.Sc.)", intake: "2026-10-01", city: "Berlin" })),
  );
  const [opening] = await tx.select().from(t.jobOpenings).where(eq(t.jobOpenings.title, MY_DATA_JOURNEY_OPENING));
  const [berta] = await tx.select().from(t.companyUsers).where(eq(t.companyUsers.subject, "company-berta"));
  for (const sub of subs) {
    const [account] = await tx.select().from(t.accounts).where(eq(t.accounts.subject, sub));
    const applicant = { actor: { kind: "applicant" as const, id: account.id } };
    const match = await createMatch(
      db,
      { jobOpeningId: opening.id, accountId: account.id, source: "applicant" },
      applicant,
    );
    await expressApplicantInterest(db, match.id, applicant);
    await expressCompanyInterest(db, match.id, { actor: { kind: "company", id: berta.id } });
  }
}
