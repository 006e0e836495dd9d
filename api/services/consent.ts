/**
 * Tracking visits, experiment assignments and cookie consents (docs/product.md#entities, docs/product.md#other-flows, docs/product.md#api-calls). What is optional is
 * stored only with the visitor's consent to the service it belongs to (docs/decisions/061-consent-on-the-server.md):
 * the consent cookie the request carries, and for a signed-in applicant also the latest answer kept with
 * the account. Without that consent nothing is stored and the answer says so.
 */
import { desc, eq } from "drizzle-orm";
import { type ConsentService, type CookieConsent, TRACKING_COOKIE } from "#contracts/consent";
import type { CookieConsentPut, ExperimentAssignments, TrackingAnswer } from "#contracts/tracking";
import type { Database } from "../db/client";
import { accounts, cookieConsents, experimentAssignments, trackingVisits } from "../db/schema";
import type { Principal } from "../env";
import { forbidden } from "../errors";

/** How long the tracking cookie of the answer lives (30 days). */
export const TRACKING_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * Whether a visitor's consent allows storing data of a service: the cookie's answer, and for a signed-in
 * applicant the latest answer kept with the account when that one is newer (a "reject all" given later on
 * another device counts; an older kept answer has been replaced by the cookie's, which the portal keeps
 * with the account in turn).
 */
export async function consentAllows(
  db: Database,
  cookie: CookieConsent | null,
  accountId: string | null,
  service: ConsentService,
): Promise<boolean> {
  if (!cookie?.services[service]) return false;
  if (!accountId) return true;
  const [latest] = await db
    .select({ services: cookieConsents.services, givenAt: cookieConsents.givenAt })
    .from(cookieConsents)
    .where(eq(cookieConsents.accountId, accountId))
    .orderBy(desc(cookieConsents.givenAt), desc(cookieConsents.createdAt))
    .limit(1);
  return !latest || latest.givenAt.getTime() <= cookie.givenAt || latest.services[service] === true;
}

/**
 * Records a visit with a tracking id (the tag manager's service), with the account of a signed-in
 * applicant, only with consent; the answer names the tracking cookie the portal then sets.
 */
export async function recordTrackingVisit(
  db: Database,
  trackingId: string,
  visitor: { consent: CookieConsent | null; accountId: string | null },
): Promise<TrackingAnswer> {
  if (!(await consentAllows(db, visitor.consent, visitor.accountId, "tagManager"))) return { recorded: false };
  await db.insert(trackingVisits).values({ trackingId, accountId: visitor.accountId });
  return {
    recorded: true,
    cookie: { name: TRACKING_COOKIE, value: trackingId, maxAge: TRACKING_COOKIE_MAX_AGE },
  };
}

/**
 * Stores the assignments that name a variation (once per campaign and visitor), only with A/B-testing
 * consent; the others are skipped. The visitor is the caller: an assignment of anyone else is refused.
 */
export async function storeExperimentAssignments(
  db: Database,
  accountId: string,
  consent: CookieConsent | null,
  items: ExperimentAssignments,
) {
  if (items.some((item) => item.visitorId !== accountId)) throw forbidden();
  if (!(await consentAllows(db, consent, accountId, "abTesting"))) return { stored: 0 };
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
