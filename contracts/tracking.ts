/** Tracking id, experiment assignments and cookie consent at the API (docs/product.md#entities, docs/product.md#other-flows, docs/product.md#api-calls). */
import { z } from "zod";
import { CONSENT_CHOICES, CONSENT_SERVICES, TRACKING_ID_PATTERN } from "./consent";

/** The `cookie` object of an API answer (docs/product.md#api-calls): the portal sets it as the tracking cookie, only with consent. */
export const TrackingCookie = z.object({
  name: z.string(),
  value: z.string(),
  maxAge: z.number().int().positive(),
});
export type TrackingCookie = z.infer<typeof TrackingCookie>;

/** Recorded only with consent; the cookie comes only with a recorded visit. */
export const TrackingAnswer = z.object({ recorded: z.boolean(), cookie: TrackingCookie.optional() });
export type TrackingAnswer = z.infer<typeof TrackingAnswer>;

export const TrackingIdParam = z.object({
  id: z.string().regex(TRACKING_ID_PATTERN, "letters, digits, '-' and '_', at most 64"),
});

/** One A/B assignment (docs/product.md#entities): only campaigns with a variation are reported. */
export const ExperimentAssignment = z.object({
  campaignId: z.string().min(1).max(100),
  variationId: z.string().max(100).nullish(),
  visitorId: z.string().min(1).max(100),
});
export const ExperimentAssignments = z.array(ExperimentAssignment).max(20);
export type ExperimentAssignments = z.infer<typeof ExperimentAssignments>;
export const ExperimentAssignmentsAnswer = z.object({ stored: z.number().int() });

export const CookieConsentPut = z.object({
  version: z.number().int().min(1).max(1000),
  choice: z.enum(CONSENT_CHOICES),
  services: z.object(
    Object.fromEntries(CONSENT_SERVICES.map((s) => [s, z.boolean()])) as Record<
      (typeof CONSENT_SERVICES)[number],
      z.ZodBoolean
    >,
  ),
  givenAt: z.iso.datetime(),
});
export type CookieConsentPut = z.infer<typeof CookieConsentPut>;

/** What the development tools show of the records above (DEV_TOOLS only). */
export const ConsentRecords = z.object({
  trackingVisits: z.array(
    z.object({ trackingId: z.string(), accountId: z.string().nullable(), createdAt: z.string() }),
  ),
  experimentAssignments: z.array(
    z.object({ campaignId: z.string(), variationId: z.string(), visitorId: z.string(), createdAt: z.string() }),
  ),
  cookieConsents: z.array(
    z.object({ accountId: z.string().nullable(), companyUserId: z.string().nullable(), choice: z.string() }),
  ),
});
