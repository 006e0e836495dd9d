/** Tracking visits, experiment assignments and cookie consents (spec §3, §4.3, §7). */
import { desc, eq } from "drizzle-orm";
import { TRACKING_COOKIE } from "#contracts/consent";
import type { CookieConsentPut, ExperimentAssignments, TrackingAnswer } from "#contracts/tracking";
import type { Database } from "../db/client";
import { accounts, cookieConsents, experimentAssignments, trackingVisits } from "../db/schema";
import type { Principal } from "../env";

/** How long the tracking cookie of the answer lives (30 days). */
export const TRACKING_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** Records a visit with a tracking id; the answer names the tracking cookie the portal may set with consent. */
export async function recordTrackingVisit(db: Database, trackingId: string, accountId: string | null) {
  await db.insert(trackingVisits).values({ trackingId, accountId });
  return {
    recorded: true,
    cookie: { name: TRACKING_COOKIE, value: trackingId, maxAge: TRACKING_COOKIE_MAX_AGE },
  } satisfies TrackingAnswer;
}

/** Stores the assignments that name a variation (once per campaign and visitor); the others are skipped. */
export async function storeExperimentAssignments(db: Database, accountId: string, items: ExperimentAssignments) {
  const rows = items
    .filter((item): item is typeof item & { variationId: string } => Boolean(item.variationId))
    .map(({ campaignId, variationId, visitorId }) => ({ campaignId, variationId, visitorId, accountId }));
  if (rows.length === 0) return { stored: 0 };
  const inserted = await db
    .insert(experimentAssignments)
    .values(rows)
    .onConflictDoNothing()
    .returning({ campaignId: experimentAssignments.campaignId });
  return { stored: inserted.length };
}

/** Keeps a cookie consent given while signed in (every answer, for the record). */
export async function storeCookieConsent(db: Database, principal: Principal, consent: CookieConsentPut) {
  await db.insert(cookieConsents).values({
    accountId: principal.kind === "applicant" ? principal.accountId : null,
    companyUserId: principal.kind === "company" ? principal.companyUserId : null,
    version: consent.version,
    choice: consent.choice,
    services: consent.services,
    givenAt: new Date(consent.givenAt),
  });
}

/** The latest records, for the development tools. */
export async function consentRecords(db: Database) {
  const visits = await db
    .select({ visit: trackingVisits, subject: accounts.subject })
    .from(trackingVisits)
    .leftJoin(accounts, eq(accounts.id, trackingVisits.accountId))
    .orderBy(desc(trackingVisits.createdAt))
    .limit(50);
  const assignments = await db
    .select({ assignment: experimentAssignments, subject: accounts.subject })
    .from(experimentAssignments)
    .leftJoin(accounts, eq(accounts.id, experimentAssignments.accountId))
    .orderBy(desc(experimentAssignments.createdAt))
    .limit(50);
  const consents = await db.select().from(cookieConsents).orderBy(desc(cookieConsents.createdAt)).limit(50);
  return {
    trackingVisits: visits.map(({ visit, subject }) => ({
      trackingId: visit.trackingId,
      accountId: visit.accountId,
      subject,
      createdAt: visit.createdAt.toISOString(),
    })),
    experimentAssignments: assignments.map(({ assignment, subject }) => ({
      campaignId: assignment.campaignId,
      variationId: assignment.variationId,
      visitorId: assignment.visitorId,
      subject,
      createdAt: assignment.createdAt.toISOString(),
    })),
    cookieConsents: consents.map((c) => ({ accountId: c.accountId, companyUserId: c.companyUserId, choice: c.choice })),
  };
}
