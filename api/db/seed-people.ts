/** What several seeds write alike for the demo people: their login and name, and documents an advisor accepted. */
import { DEMO_ACCOUNTS, type DemoAccount, type UnitStage } from "#contracts";
import type { Database } from "./client";
import * as t from "./schema";
import type { SeedDocumentCategory, SeedFiles } from "./seed-files";
import { SEEN_HINTS } from "./seed-hints";

export const demo = (sub: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.sub === sub);
  if (!found) throw new Error(`demo account ${sub} missing in contracts/demo-accounts.ts`);
  return found;
};

/** The subject, e-mail and name of a demo account, as the accounts and company users tables keep them. */
export function demoPerson(sub: string) {
  const d = demo(sub);
  return { subject: d.sub, email: d.email, firstName: d.givenName, lastName: d.familyName };
}

/** Document rows of an applicant, one per category, each accepted by the advisor at `reviewedAt`. */
export const acceptedDocuments = (
  files: SeedFiles,
  accountId: string,
  categories: readonly SeedDocumentCategory[],
  review: { reviewedBy: string; reviewedAt: Date },
) =>
  categories.map((category) => ({
    accountId,
    category,
    type: category,
    ...files.document(category),
    reviewStatus: "accepted" as const,
    ...review,
  }));

/** An onboarded applicant who has seen every hint: the account's first columns. */
export const onboardedApplicant = (sub: string) => ({
  ...demoPerson(sub),
  language: "de",
  metadata: { ONBOARDING_DONE: true },
  hints: SEEN_HINTS,
});

/** The applicant's primary dual-study unit at `stage`, examined by the advisor in an interview on `interviewedAt`. */
export async function seedExaminedUnit(
  tx: Pick<Database, "insert">,
  accountId: string,
  stage: UnitStage,
  advisorId: string,
  interviewedAt: Date,
) {
  const [unit] = await tx
    .insert(t.units)
    .values({
      accountId,
      primary: true,
      studyType: "ds",
      stage,
      participateAdvisorInterviewOn: interviewedAt.toISOString().slice(0, 10),
      advisorId,
    })
    .returning({ id: t.units.id });
  return unit;
}

/** Language entries of an applicant: German native (level 7), English fluent (level 5). */
export const nativeGermanFluentEnglish = (accountId: string) => [
  { accountId, code: "de", level: 7 },
  { accountId, code: "en", level: 5 },
];

/** Inserts an applicant's account row; its id. */
export async function seedAccount(tx: Pick<Database, "insert">, values: typeof t.accounts.$inferInsert) {
  const [account] = await tx.insert(t.accounts).values(values).returning({ id: t.accounts.id });
  return account;
}
