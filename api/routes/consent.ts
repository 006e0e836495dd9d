/**
 * POST /v1/t/{id} (tracking id, public: a signed-in applicant's token adds the account), POST
 * /v1/experiment-assignments (docs/product.md#api-calls), PUT /v1|/b2b/v1/cookie-consent (the consent kept with the account),
 * and for the development tools GET /dev/consent-records.
 */
import { createRoute } from "@hono/zod-openapi";
import type { UserKind } from "#contracts";
import { consentOfCookieHeader } from "#contracts/consent";
import {
  ConsentRecords,
  CookieConsentPut,
  ExperimentAssignments,
  ExperimentAssignmentsAnswer,
  TrackingAnswer,
  TrackingIdParam,
} from "#contracts/tracking";
import { accessGuards, publicAccess } from "../auth/access";
import { bearerOf, findToken } from "../auth/tokens";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import {
  consentRecords,
  recordTrackingVisit,
  storeCookieConsent,
  storeExperimentAssignments,
} from "../services/consent";
import { body, json, newRouter } from "./router";

/** The applicant behind a valid bearer token, else null: the tracking call never fails for a login. */
async function applicantOf(db: ApiDeps["db"], header: string | undefined): Promise<string | null> {
  const token = bearerOf(header);
  if (!token) return null;
  const row = await findToken(db, token);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.kind !== "applicant") return null;
  return row.accountId;
}

export function trackingRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireApplicant } = accessGuards(db);
  const trackRoute = createRoute({
    tags: ["Tracking"],
    method: "post",
    path: "/t/{id}",
    summary:
      "Records a visit with a tracking id only when the consent cookie sent along (`tandem_consent`) allows the tag manager, and for a signed-in applicant (valid token) the consent kept with the account too; the account is attached then. Without consent nothing is stored (`recorded: false`); with it the answer's `cookie` is the tracking cookie the portal sets",
    middleware: publicAccess(),
    request: { params: TrackingIdParam },
    responses: {
      201: json(TrackingAnswer, "Recorded"),
      200: json(TrackingAnswer, "Not recorded: no consent"),
      ...errorResponses(400),
    },
  });
  const assignRoute = createRoute({
    tags: ["Tracking"],
    method: "post",
    path: "/experiment-assignments",
    summary:
      "A/B assignments of the caller, whose account id is the visitorId (403 for any other); stored only with A/B-testing consent in the consent cookie sent along and in the consent kept with the account (else `stored: 0`), only those with a variationId, once per campaign and visitor",
    middleware: requireApplicant(),
    request: { body: body(ExperimentAssignments) },
    responses: { 200: json(ExperimentAssignmentsAnswer, "How many were new"), ...errorResponses(400) },
  });
  return newRouter()
    .openapi(trackRoute, async (c) => {
      const accountId = await applicantOf(db, c.req.header("authorization"));
      const consent = consentOfCookieHeader(c.req.header("cookie"));
      const answer = await recordTrackingVisit(db, c.req.valid("param").id, { consent, accountId });
      return answer.recorded ? c.json(answer, 201) : c.json(answer, 200);
    })
    .openapi(assignRoute, async (c) => {
      const consent = consentOfCookieHeader(c.req.header("cookie"));
      const answer = await storeExperimentAssignments(db, c.var.principal.accountId!, consent, c.req.valid("json"));
      return c.json(answer, 200);
    });
}

/** PUT /cookie-consent for one kind of user (mounted under /v1 and /b2b/v1). */
export function cookieConsentRoutes(deps: ApiDeps, kind: Extract<UserKind, "applicant" | "company">) {
  const { db } = deps;
  const route = createRoute({
    tags: ["Tracking"],
    method: "put",
    path: "/cookie-consent",
    summary: "Keeps the cookie consent the user gave in the portal (every answer is kept, with its time)",
    middleware: accessGuards(db).requireSignedIn(kind),
    request: { body: body(CookieConsentPut) },
    responses: { 204: { description: "Kept" }, ...errorResponses(400) },
  });
  return newRouter().openapi(route, async (c) => {
    await storeCookieConsent(db, c.var.principal, c.req.valid("json"));
    return c.body(null, 204);
  });
}

/** GET /dev/consent-records: development only (never mounted in production). */
export function devConsentRoutes(deps: ApiDeps) {
  const route = createRoute({
    tags: ["Development"],
    method: "get",
    path: "/consent-records",
    summary: "The latest tracking visits, experiment assignments and cookie consents (development only)",
    middleware: publicAccess(),
    responses: { 200: json(ConsentRecords, "Newest first") },
  });
  return newRouter().openapi(route, async (c) => c.json(await consentRecords(deps.db), 200));
}
