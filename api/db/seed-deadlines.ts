/**
 * The applicants of the offer-deadline journey (test accounts): ready to match in Berlin, each with an offer
 * of Muster Maschinenbau (Embedded Systems) awaiting their answer. The test clock is one clock for the whole
 * server, so the offers are staggered: Olga's was made two working days before the seed, Oskar's one, every
 * other offer (the demo's, the other journeys') on the day of the run. Moved past Olga's answer day, the
 * clock ends only hers; moved past Oskar's, only his (and hers, taken first). Each run of the journey takes
 * the first of the two whose offer still waits.
 */
import { eq, inArray } from "drizzle-orm";
import {
  acceptByCompany,
  arrangeInterview,
  type CommandContext,
  createMatch,
  expressApplicantInterest,
  expressCompanyInterest,
} from "../services/matching/commands";
import { workingDaysBefore } from "../services/working-days";
import type { Database } from "./client";
import * as t from "./schema";
import type { SeedFiles } from "./seed-files";
import { seedMatchingApplicants } from "./seed-matching";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** In the order the journey takes them, with the working days their offer was made before the seed. */
export const DEADLINE_JOURNEY_APPLICANTS = [
  { sub: "applicant-olga", madeWorkingDaysBefore: 2 },
  { sub: "applicant-oskar", madeWorkingDaysBefore: 1 },
] as const;
const OPENING = "Duales Studium Informatik – Embedded Systems";

export async function seedDeadlineJourney(tx: Tx, files: SeedFiles) {
  const subs = DEADLINE_JOURNEY_APPLICANTS.map((a) => a.sub);
  await seedMatchingApplicants(
    tx,
    files,
    subs.map((sub) => ({ sub, campus: "Berlin", course: "Informatik (B.Sc.)", intake: "2026-10-01", city: "Berlin" })),
  );
  // The command services open their own transactions; on the seed's transaction they nest as savepoints.
  const db = tx as unknown as Database;
  const [opening] = await tx.select().from(t.jobOpenings).where(eq(t.jobOpenings.title, OPENING));
  const [owner] = await tx.select().from(t.companyUsers).where(eq(t.companyUsers.subject, "company-olaf"));
  // the commands' notices about this made-up history are not news: their mails are not sent
  const mailsBefore = new Set((await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).map((m) => m.id));
  for (const { sub, madeWorkingDaysBefore } of DEADLINE_JOURNEY_APPLICANTS) {
    const madeAt = new Date(`${workingDaysBefore(new Date(), madeWorkingDaysBefore)}T09:00:00Z`);
    const company: CommandContext = { actor: { kind: "company", id: owner.id }, now: madeAt };
    const [account] = await tx.select().from(t.accounts).where(eq(t.accounts.subject, sub));
    const applicant: CommandContext = { actor: { kind: "applicant", id: account.id }, now: madeAt };
    const m = await createMatch(db, { jobOpeningId: opening.id, accountId: account.id, source: "company" }, company);
    await expressCompanyInterest(db, m.id, company);
    await expressApplicantInterest(db, m.id, applicant);
    await arrangeInterview(db, m.id, [new Date(madeAt.getTime() + 60 * 60 * 1000).toISOString()], company);
    await acceptByCompany(db, m.id, company);
  }
  const seeded = (await tx.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).filter((m) => !mailsBefore.has(m.id));
  if (seeded.length) {
    await tx.delete(t.mailOutbox).where(
      inArray(
        t.mailOutbox.id,
        seeded.map((m) => m.id),
      ),
    );
  }
}
