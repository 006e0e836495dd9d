import { describe, expect, it } from "vitest";
import { APP_VERSION } from "#contracts";
import { createApi } from "../app";
import { setupApi, stats, trustedIssuers } from "./harness";

const { ctx, call } = setupApi();

describe("general routes", () => {
  it("GET /api/health reports the database", async () => {
    const res = await call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: true, version: APP_VERSION });
  });

  it("GET /api/health answers 503 when the database is down", async () => {
    const api = createApi({
      db: ctx.handle.db,
      issuers: await trustedIssuers(),
      devTools: false,
      ping: async () => false,
    });
    const res = await api.fetch(new Request("http://internal/api/health"));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "degraded", database: false });
  });

  it("answers unknown routes with 404 code 1008", async () => {
    const res = await call("GET", "/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 1008, message: "Resource not found" });
  });

  it("answers an internal failure with 500 and no details", async () => {
    const api = createApi({
      db: ctx.handle.db,
      issuers: await trustedIssuers(),
      devTools: false,
      ping: async () => {
        throw new Error("secret detail");
      },
    });
    // ping errors are caught by health; break the database instead
    const broken = createApi({ db: {} as never, issuers: await trustedIssuers(), devTools: false });
    const res = await broken.fetch(
      new Request("http://internal/api/v1/account", { headers: { authorization: "Bearer abc" } }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500, message: "Internal server error" });
    expect(res.headers.get("x-incident-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.fetch(new Request("http://internal/api/health"))).status).toBe(503);
  });

  it("serves the OpenAPI document with every route, bearer security and error bodies", async () => {
    const res = await call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.json;
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.info).toEqual(expect.objectContaining({ title: "Tandem API", version: APP_VERSION }));
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/health",
        "/api/v1/auth",
        "/api/v1/auth/logout",
        "/api/b2b/v1/auth",
        "/api/b2b/v1/auth/logout",
        "/api/v1/account",
        "/api/v1/account/data-export",
        "/api/v1/account/data-export/prepare",
        "/api/v1/account/data-export/{id}/file",
        "/api/v1/account/deletion",
        "/api/v1/metadata",
        "/api/v1/unit",
        "/api/v1/reset-me",
        "/api/v1/account/lost",
        "/api/v1/cv-generator/draft",
        "/api/v1/cv-generator/upload",
        "/api/v1/cv-generator/send/upload",
        "/api/v1/cv-generator/applicant",
        "/api/v1/cv-generator/applicant/document",
        "/api/v1/application-portfolio",
        "/api/v1/print-templates/upload",
        // the consent tool: the answer kept with the account, the tracking id, experiment assignments
        "/api/v1/cookie-consent",
        "/api/b2b/v1/cookie-consent",
        "/api/v1/t/{id}",
        "/api/v1/experiment-assignments",
        "/api/b2b/v1/documents/{companyId}",
        "/api/advisor/v1/applicants/{accountId}/withdrawal/reverse",
        "/api/b2b/v1/me",
        "/api/b2b/v1/me/digest",
        "/api/b2b/v1/consents",
        // company data, portrait, payment, pictures, notification settings, bank info
        "/api/b2b/v1/companies/{id}",
        "/api/b2b/v1/companies/{id}/portrait",
        "/api/b2b/v1/companies/{id}/payment-details",
        "/api/b2b/v1/companies/{id}/payment-type",
        "/api/b2b/v1/companies/{id}/profile-picture",
        "/api/b2b/v1/me/profile-picture",
        "/api/b2b/v1/notification-settings",
        "/api/bank-info/{iban}",
        "/api/b2b/v1/me/companies/{id}/accept-invitation",
        "/api/b2b/v1/me/companies/{id}/decline-invitation",
        "/api/b2b/v1/me/companies/{id}/set-default",
        "/api/b2b/v1/invitations/{token}",
        "/api/b2b/v1/companies/{id}/employees",
        "/api/b2b/v1/companies/{id}/employees/{employeeId}",
        "/api/b2b/v1/companies/{id}/employees/{employeeId}/resend-invitation",
        // accounting, downloads, upskilling, students
        "/api/b2b/v1/account/data-export",
        "/api/b2b/v1/account/deletion",
        "/api/b2b/v1/accounting/invoices",
        "/api/b2b/v1/accounting/invoices/{invoiceId}/pdf",
        "/api/b2b/v1/accounting/notices",
        "/api/b2b/v1/downloads",
        "/api/b2b/v1/downloads/{slug}/pdf",
        "/api/b2b/v1/upskilling",
        "/api/b2b/v1/companies/{id}/students",
        // company job openings
        "/api/b2b/v1/companies/{id}/job-openings",
        "/api/b2b/v1/companies/{id}/job-openings/form-options",
        "/api/b2b/v1/companies/{id}/job-openings/drafts",
        "/api/b2b/v1/companies/{id}/job-openings/attempts/{attemptKey}",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/publish",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/close",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/reopen",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/copy",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/drafts/{step}",
        // company applicants of an opening
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/documents/{docId}",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/interview.ics",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/interest",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/arrange-interview",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/trial-day",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/reject",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/accept",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/contract",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/comments",
        "/api/b2b/v1/companies/{id}/job-openings/{jobId}/applicants/{applicantId}/comments/{commentId}",
        // documents
        "/api/v1/documents",
        "/api/v1/documents/upload",
        "/api/v1/documents/{id}",
        "/api/v1/documents/{id}/preview",
        // profile
        "/api/v1/notification-settings",
        "/api/v1/account/email-verification",
        "/api/v1/account/email-verification/confirm",
        "/api/v1/account/email-change-requests",
        "/api/v1/account/referral-link",
        // application (steps 1 and 2)
        "/api/v1/account/languages",
        "/api/v1/account/languages/{id}",
        "/api/v1/account/work-experiences",
        "/api/v1/account/work-experiences/{id}",
        "/api/v1/application/progress",
        "/api/v1/drafts/{formKey}",
        "/api/v1/languages",
        // development mailbox (dev tools only)
        "/api/dev/mailbox",
        "/api/dev/consent-records",
        "/api/dev/mailbox/{id}/attachments/{index}",
        "/api/dev/jobs/{name}",
        // study-advisor console and notifications
        "/api/advisor/v1/me",
        "/api/advisor/v1/me/digest",
        "/api/advisor/v1/queues",
        "/api/advisor/v1/applicants",
        "/api/advisor/v1/applicants/{accountId}",
        "/api/advisor/v1/info-sessions/registrations/{id}/confirm",
        "/api/advisor/v1/consultations/{id}/confirm",
        "/api/advisor/v1/documents/{id}/review",
        "/api/advisor/v1/email-change-requests/{id}/approve",
        "/api/advisor/v1/email-change-requests/{id}/reject",
        "/api/advisor/v1/advisors",
        "/api/advisor/v1/applicants/{accountId}/advisor",
        "/api/advisor/v1/applicants/{accountId}/deletion/cancel",
        // advisor recommendations (matching)
        "/api/advisor/v1/applicants/{accountId}/job-openings",
        "/api/advisor/v1/applicants/{accountId}/recommendations",
        "/api/advisor/v1/applicants/{accountId}/matches",
        "/api/v1/notifications",
        // notifications of both units, news, campaigns
        "/api/v1/notifications/{id}/read",
        "/api/v1/notifications/read",
        "/api/b2b/v1/notifications",
        "/api/b2b/v1/notifications/{id}/read",
        "/api/b2b/v1/notifications/read",
        "/api/v1/news",
        "/api/v1/news/{id}",
        "/api/b2b/v1/news",
        "/api/b2b/v1/news/{id}",
        "/api/v1/campaigns",
        "/api/v1/campaigns/{id}/register",
        "/api/v1/campaigns/{id}/participate",
        // journey (steps 3 and 4)
        "/api/v1/info-sessions",
        "/api/v1/info-sessions/{id}/register",
        "/api/v1/info-sessions/attendance",
        "/api/v1/info-sessions/registration",
        "/api/v1/consultation",
        "/api/v1/consultation/request",
        // partner search and contract (step 5, contract and enrolment)
        "/api/v1/partner-search",
        "/api/v1/partner-search/preferences",
        "/api/v1/partner-search/motivation",
        "/api/v1/partner-search/motivation/generate",
        "/api/v1/partner-search/partner-found",
        "/api/v1/partner-search/complete",
        "/api/v1/contract/health-insurance",
        "/api/v1/contract/template",
        "/api/v1/contract/complete",
        // applicant selfmatching
        "/api/v1/job-openings",
        "/api/v1/job-openings/related",
        "/api/v1/job-openings/filtered",
        "/api/v1/job-openings/filter-options",
        "/api/v1/job-openings/interacted",
        "/api/v1/job-openings/invitations",
        "/api/v1/job-openings/offers",
        "/api/v1/job-openings/applications",
        "/api/v1/job-openings/{id}",
        "/api/v1/job-openings/{id}/express-interest",
        "/api/v1/job-openings/{id}/express-disinterest",
        "/api/v1/job-openings/{id}/favorite",
        "/api/v1/job-openings/{id}/accept-offer",
        "/api/v1/job-openings/{id}/reject-offer",
        "/api/v1/job-openings/{id}/choose-interview-date",
        "/api/v1/job-openings/{id}/interview.ics",
        // applicant guides and the company home's attention counts
        "/api/v1/guides/{slug}/pdf",
        "/api/b2b/v1/companies/{id}/attention",
        // help, support tickets, feedback, newsletter
        "/api/b2b/v1/help/topics",
        "/api/b2b/v1/help/topics/{slug}",
        "/api/b2b/v1/support-tickets",
        "/api/b2b/v1/support-tickets/{ticketId}",
        "/api/b2b/v1/support-tickets/{ticketId}/comments",
        "/api/b2b/v1/support-tickets/{ticketId}/close",
        "/api/advisor/v1/support-tickets",
        "/api/advisor/v1/support-tickets/{ticketId}",
        "/api/advisor/v1/support-tickets/{ticketId}/comments",
        "/api/v1/feedback",
        "/api/v1/feedback/dismiss",
        "/api/b2b/v1/feedback",
        "/api/b2b/v1/feedback/dismiss",
        "/api/advisor/v1/feedback",
        "/api/v1/unsubscribe/{id}",
      ].sort(),
    );
    expect(Object.keys(doc.paths["/api/v1/account"]).sort()).toEqual(["get", "patch"]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/v1/account"].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/api/v1/unit"].get.responses["404"].content["application/json"].schema).toBeDefined();
    // the four generator calls of docs/product.md#api-calls: each a POST that answers a PDF or (send) queues one
    for (const path of ["/cv-generator/upload", "/print-templates/upload", "/application-portfolio"]) {
      expect(Object.keys(doc.paths[`/api/v1${path}`].post.responses["200"].content)).toEqual(["application/pdf"]);
    }
    expect(doc.paths["/api/v1/cv-generator/send/upload"].post.responses["202"]).toBeDefined();
    expect(
      doc.paths["/api/v1/print-templates/upload"].post.requestBody.content["application/json"].schema,
    ).toBeDefined();
  });

  it("serves an OpenAPI document that is valid against the official OpenAPI 3.1 schema", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const validator = new Validator();
    const result = await validator.validate((await call("GET", "/api/openapi.json")).json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("runs on PostgreSQL when DATABASE_URL is set, else on PGlite", () => {
    expect(ctx.handle.driver).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });

  it("opens the database once per worker (files share it: isolate false)", () => {
    expect(stats.opened).toBe(1);
  });
});
