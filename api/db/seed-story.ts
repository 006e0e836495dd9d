/**
 * The steps behind the stage of the demo people seeded in seed.ts (Lena, Max, Paul): what each stage says
 * they did is on record, so their pages agree with it (api/test/seed.test.ts "the seeded story"):
 * steps 1 and 2 complete (a language, the documents their graduation needs), the info session they signed
 * up for or attended, the first consultation, and the partner search where the stage is past it.
 */
import { eq } from "drizzle-orm";
import * as t from "./schema";
import type { SeedFiles } from "./seed-files";
import { seedAttendedInfoSession } from "./seed-matching";

type Tx = Parameters<typeof seedAttendedInfoSession>[0];

interface Story {
  /** "signed_up": registered for an upcoming session (stage "Info Session"); "attended": confirmed. */
  infoSession: "signed_up" | "attended";
  /** the first consultation confirmed and the documents accepted ("Examined Application" and later) */
  examined: boolean;
  /** step 5 done ("Ready to match" and later) */
  partnerSearchDone: boolean;
}

export const DEMO_STORIES: Record<string, Story> = {
  "applicant-lena": { infoSession: "attended", examined: true, partnerSearchDone: true },
  "applicant-max": { infoSession: "signed_up", examined: false, partnerSearchDone: false },
  "applicant-paul": { infoSession: "attended", examined: true, partnerSearchDone: true },
};

const DAY = 86_400_000;

export async function seedDemoStories(tx: Tx, files: SeedFiles) {
  const [sabine] = await tx.select().from(t.advisors).where(eq(t.advisors.subject, "staff-sabine"));
  for (const [sub, story] of Object.entries(DEMO_STORIES)) {
    const [account] = await tx.select().from(t.accounts).where(eq(t.accounts.subject, sub));
    if (!account) continue;
    const [unit] = await tx.select().from(t.units).where(eq(t.units.accountId, account.id));
    const [application] = await tx.select().from(t.applications).where(eq(t.applications.unitId, unit.id));
    // an advisor without one assigned (Paul): the campus team checked the documents
    const advisorId = unit.advisorId ?? sabine.id;
    const checkedAt = new Date(Date.now() - 12 * DAY);

    await tx.insert(t.languageEntries).values({ accountId: account.id, code: "de", level: 7 });
    const categories =
      account.universityEntranceQualificationStatus === "Existing"
        ? (["CV", "Picture", "Certificate"] as const)
        : (["CV", "Picture"] as const);
    await tx.insert(t.documents).values(
      categories.map((category) => ({
        accountId: account.id,
        category,
        type: category,
        ...files.document(category),
        ...(story.examined ? { reviewStatus: "accepted", reviewedBy: advisorId, reviewedAt: checkedAt } : {}),
      })),
    );
    if (story.infoSession === "attended") {
      await seedAttendedInfoSession(tx, account.id, application.campusId, advisorId);
    } else {
      const sessions = await tx.select().from(t.infoSessions).where(eq(t.infoSessions.campusId, application.campusId));
      const upcoming = sessions.filter((s) => s.startsAt.getTime() > Date.now());
      upcoming.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      await tx.insert(t.infoSessionRegistrations).values({ accountId: account.id, infoSessionId: upcoming[0].id });
    }
    if (story.examined) {
      await tx
        .insert(t.consultations)
        .values({ unitId: unit.id, requestedAt: checkedAt, confirmedAt: checkedAt, confirmedBy: advisorId });
    }
    if (story.partnerSearchDone) {
      await tx
        .update(t.accounts)
        .set({ metadata: { ...(account.metadata as Record<string, unknown>), PARTNER_SEARCH_DONE: true } })
        .where(eq(t.accounts.id, account.id));
    }
  }
}
