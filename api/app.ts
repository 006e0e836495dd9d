/**
 * The Tandem API: a Hono app under /api. Mounted by server.ts (`app.all('/api/*', …)`) and called
 * in-process by the portal with `api.fetch(new Request('http://internal/api/v1/account', …))`.
 */
import { randomUUID } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { APP_VERSION, ErrorCode } from "#contracts";
import { bankInfoApp } from "./bank-info/app";
import type { ApiDeps, ApiEnv } from "./env";
import { ApiError, errorBody, validationHook } from "./errors";
import { idempotency, idempotencyByClaim, requestScopedDb } from "./idempotency";
import { inputGuard, isDataException } from "./input-guard";
import { PageLimitError } from "./pdf/document";
import { RenderPoolBusyError } from "./pdf/pool";
import { noteAnsweringRoute } from "./route-label";
import { accountRoutes } from "./routes/account";
import { advisorDeletionRoutes, applicantDataRoutes, companyUserDataRoutes } from "./routes/account-data";
import { accountingRoutes } from "./routes/accounting";
import { advisorRoutes } from "./routes/advisor";
import { advisorMatchingRoutes } from "./routes/advisor-matching";
import { applicantContentRoutes } from "./routes/applicant-content";
import { applicantCvRoutes } from "./routes/applicant-cv";
import { applicationRoutes } from "./routes/application";
import { authRoutes } from "./routes/auth";
import { b2bRoutes } from "./routes/b2b";
import { campaignRoutes } from "./routes/campaigns";
import { companyRoutes } from "./routes/companies";
import { companyApplicantRoutes } from "./routes/company-applicants";
import { companyAttentionRoutes } from "./routes/company-attention";
import { companyContentRoutes } from "./routes/company-content";
import { companyDocumentRoutes } from "./routes/company-documents";
import { companySelectionRoutes } from "./routes/company-selection";
import { cookieConsentRoutes, devConsentRoutes, trackingRoutes } from "./routes/consent";
import { cvGeneratorRoutes } from "./routes/cv-generator";
import { devJobRoutes } from "./routes/dev-jobs";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { advisorDigestRoutes, companyDigestRoutes } from "./routes/digest";
import { documentRoutes } from "./routes/documents";
import { employeeRoutes } from "./routes/employees";
import { feedbackRoutes, staffFeedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { helpRoutes } from "./routes/help";
import { jobOpeningRoutes } from "./routes/job-openings";
import { journeyRoutes } from "./routes/journey";
import { companyNewsRoutes, newsRoutes } from "./routes/news";
import { newsletterRoutes } from "./routes/newsletter";
import { companyNotificationRoutes, notificationRoutes } from "./routes/notifications";
import { partnerRoutes } from "./routes/partner";
import { printTemplateRoutes } from "./routes/print-templates";
import { profileRoutes } from "./routes/profile";
import { selfmatchingRoutes } from "./routes/selfmatching";
import { staffSupportRoutes, supportTicketRoutes } from "./routes/support-tickets";
import { MemoryBlobStore } from "./storage";

export type { ApiDeps, Principal, TrustedIssuer } from "./env";

/**
 * Answers to a request with a bearer token, and every token exchange or logout, carry personal data
 * (or a token): no cache, shared or private, may keep them (`no-store` replaces any other caching a route set).
 * Public endpoints without a token keep their own caching.
 */
const noStoreForPersonalData = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const personal = c.req.header("authorization") || /\/auth(\/logout)?$/.test(c.req.path);
  if (personal && !c.res.headers.get("Cache-Control")?.includes("no-store")) c.header("Cache-Control", "no-store");
});

export function createApi(given: ApiDeps) {
  // Routes and services query through the request's transaction when it runs under an idempotency key.
  const deps: ApiDeps = given.idempotentWrites ? { ...given, db: requestScopedDb(given.db) } : given;
  const ping =
    deps.ping ??
    (async () => {
      await deps.db.execute(sql`select 1`);
      return true;
    });
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).basePath("/api");
  api.use("*", noteAnsweringRoute);
  api.use("*", inputGuard);
  // on PostgreSQL the keyed request runs in one transaction with its answer; on the embedded database (one
  // writer) its key is claimed first and its answer recorded after (docs/decisions/062-replays-on-every-database.md)
  api.use("*", given.idempotentWrites ? idempotency(given.db) : idempotencyByClaim(given.db));

  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "Opaque api token from POST /api/v1/auth (or /api/b2b/v1/auth)",
  });

  api.use("*", noStoreForPersonalData);
  api.route("/", healthRoutes(ping));
  // development only: the outbox as a mailbox (never mounted in production)
  if (deps.devTools) api.route("/dev", devMailboxRoutes(deps));
  // one store for the documents the applicant uploads and the ones the CV generator stores for them
  const documentDeps = { ...deps, storage: deps.storage ?? new MemoryBlobStore() };
  // development only: the journeys' test clock runs a background job as of a later time
  if (deps.devTools) api.route("/dev", devJobRoutes(documentDeps));
  api.route("/v1", authRoutes(deps));
  api.route("/b2b/v1", authRoutes(deps));
  api.route("/v1", accountRoutes(deps));
  // "my data" and "delete my account": the ZIP streams the documents of the same store
  api.route("/v1", applicantDataRoutes(documentDeps));
  api.route("/b2b/v1", companyUserDataRoutes(documentDeps));
  api.route("/advisor/v1", advisorDeletionRoutes(documentDeps));
  api.route("/v1", documentRoutes(documentDeps));
  api.route("/v1", applicationRoutes(deps));
  api.route("/v1", profileRoutes(deps));
  api.route("/v1", journeyRoutes(deps));
  api.route("/v1", partnerRoutes(deps));
  api.route("/b2b/v1", b2bRoutes(deps));
  api.route("/b2b/v1", companyRoutes(deps));
  // the second service of docs/product.md#api-calls: bank name and BIC by IBAN (no database, no login)
  api.route("/bank-info", bankInfoApp());
  api.route("/b2b/v1", companyApplicantRoutes(deps));
  api.route("/b2b/v1", jobOpeningRoutes(deps));
  api.route("/b2b/v1", accountingRoutes(deps));
  api.route("/b2b/v1", companyContentRoutes(deps));
  api.route("/b2b/v1", companyDocumentRoutes(deps));
  api.route("/b2b/v1", companySelectionRoutes(deps));
  api.route("/b2b/v1", employeeRoutes(deps));
  api.route("/advisor/v1", advisorRoutes(deps));
  api.route("/advisor/v1", advisorMatchingRoutes(deps));
  api.route("/v1", notificationRoutes(deps));
  api.route("/b2b/v1", companyNotificationRoutes(deps));
  api.route("/b2b/v1", companyDigestRoutes(deps));
  api.route("/advisor/v1", advisorDigestRoutes(deps));
  api.route("/v1", newsRoutes(deps));
  api.route("/b2b/v1", companyNewsRoutes(deps));
  api.route("/v1", campaignRoutes(deps));
  api.route("/v1", selfmatchingRoutes(deps));
  api.route("/v1", cvGeneratorRoutes(deps));
  api.route("/v1", applicantCvRoutes(documentDeps));
  api.route("/v1", printTemplateRoutes(deps));
  // help, support tickets, feedback, newsletter
  api.route("/b2b/v1", helpRoutes(deps));
  api.route("/b2b/v1", supportTicketRoutes(deps));
  api.route("/advisor/v1", staffSupportRoutes(deps));
  api.route("/v1", feedbackRoutes(deps, "applicant"));
  api.route("/b2b/v1", feedbackRoutes(deps, "company"));
  api.route("/advisor/v1", staffFeedbackRoutes(deps));
  api.route("/v1", newsletterRoutes(deps));
  api.route("/v1", applicantContentRoutes(deps));
  api.route("/b2b/v1", companyAttentionRoutes(deps));
  // tracking id, experiment assignments, cookie consent (docs/product.md#other-flows, docs/product.md#api-calls)
  api.route("/v1", trackingRoutes(deps));
  api.route("/v1", cookieConsentRoutes(deps, "applicant"));
  api.route("/b2b/v1", cookieConsentRoutes(deps, "company"));
  if (deps.devTools) api.route("/dev", devConsentRoutes(deps));

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Tandem API",
      version: APP_VERSION,
      description:
        "Backend of the Tandem portal. Every error answers `{code, message, errors?}` with the codes of the error catalogue.",
    },
  });

  api.notFound((c) => c.json(errorBody(ErrorCode.notFound), 404));

  api.onError((err, c) => {
    if (err instanceof RenderPoolBusyError) c.header("Retry-After", String(err.retryAfterSeconds));
    if (err instanceof ApiError) {
      return c.json(errorBody(err.code, err.message, err.errors), err.status);
    }
    // a document over its page limit that its route did not word itself
    if (err instanceof PageLimitError) {
      return c.json(errorBody(ErrorCode.validationFailed, `The document would need ${err.pages} pages`), 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // e.g. malformed JSON in the body
      const status = err.status as ContentfulStatusCode;
      const code = status === 400 ? ErrorCode.validationFailed : status;
      return c.json(errorBody(code, status === 400 ? "The request body is not valid JSON" : err.message), status);
    }
    const dataException = isDataException(err);
    if (dataException) {
      // The database refused a value the client sent (NUL in text, a number out of range): the client's
      // fault, not ours. Logged with its code so a validation gap can still be closed in the schema.
      console.warn(
        `[api] ${c.req.method} ${new URL(c.req.url).pathname}: value refused by the database (${dataException})`,
      );
      return c.json(errorBody(ErrorCode.validationFailed), 400);
    }
    const incident = randomUUID();
    const pgCode = (err as { code?: unknown }).code;
    console.error(
      `[api] incident ${incident}: ${c.req.method} ${new URL(c.req.url).pathname} failed: ${err.name}${
        typeof pgCode === "string" ? ` (${pgCode})` : ""
      }`,
    );
    c.header("X-Incident-Id", incident);
    return c.json({ code: 500, message: "Internal server error" }, 500);
  });

  return api;
}

export type Api = ReturnType<typeof createApi>;
