/**
 * "My data" and "delete my account" (docs/decisions/032): the person's own ZIP and deletion request under
 * /v1 (applicants) and /b2b/v1 (company users, their person only), and the study advisor's restore under
 * /advisor/v1. Nobody else can export or delete a person's account: the calls name no account.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { AccountDeletionRequest, AccountDeletionState, DataExportState, LANGUAGES } from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses, uuidOr404 } from "../errors";
import {
  cancelDeletionByAdvisor,
  cancelOwnDeletion,
  getDeletion,
  type Person,
  requestDeletion,
} from "../services/account-deletion";
import { loadAdvisor } from "../services/advisor";
import {
  exportApplicantData,
  exportCompanyUserData,
  getExportState,
  openExportFile,
  prepareExport,
  type ZipDownload,
} from "../services/data-export";
import { MemoryBlobStore } from "../storage";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const binary = { schema: { type: "string" as const, format: "binary" } };

function deletionRoutes(deps: ApiDeps, kind: Person["kind"]) {
  const { db } = deps;
  const guards = accessGuards(db);
  const auth = kind === "applicant" ? guards.requireApplicant() : guards.requireCompanyUser();
  const common = routeGroup({
    tags: [kind === "applicant" ? "Applicant account" : "Company user"],
    security: bearerSecurity,
    middleware: [auth],
  });
  const getRoute = common.get("/account/deletion", "The caller's pending account deletion (null when none)", {
    responses: { 200: json(AccountDeletionState, "The pending deletion") },
  });
  const postRoute = common.post("/account/deletion", {
    summary:
      "Delete the caller's account after a grace period of 14 days in which it can be undone (body {confirm: true}); then the personal data and documents are purged. 409 when a deletion is pending.",
    request: { body: body(AccountDeletionRequest) },
    responses: { 200: json(AccountDeletionState, "The pending deletion"), ...errorResponses(400, 409) },
  });
  const deleteRoute = common.delete("/account/deletion", {
    summary: "Undo the caller's pending account deletion within the grace period; 409 when none is pending",
    responses: { 200: json(AccountDeletionState, "No deletion pending"), ...errorResponses(409) },
  });
  const person = (c: { var: { principal: { accountId: string | null; companyUserId: string | null } } }): Person =>
    kind === "applicant" ? { kind, id: c.var.principal.accountId! } : { kind, id: c.var.principal.companyUserId! };
  return newRouter()
    .openapi(getRoute, async (c) => c.json(await getDeletion(db, person(c)), 200))
    .openapi(postRoute, async (c) => c.json(await requestDeletion(db, person(c)), 200))
    .openapi(deleteRoute, async (c) => c.json(await cancelOwnDeletion(db, person(c)), 200));
}

const zipAnswer = ({ fileName, body }: ZipDownload) =>
  new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

export function applicantDataRoutes(deps: ApiDeps) {
  const { db } = deps;
  const store = deps.storage ?? new MemoryBlobStore();
  const exportRoute = createRoute({
    tags: ["Applicant account"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireApplicant()],
    method: "post",
    path: "/account/data-export",
    summary:
      "Everything the portal holds about the caller as one ZIP, streamed: a JSON document per entity, a README in `lng` (else the account's language), every uploaded document, the audit trail, notifications and mails. A POST: the export is recorded in the audit log.",
    request: { query: z.object({ lng: z.enum(LANGUAGES).optional() }) },
    responses: {
      200: { description: "The ZIP (attachment, no caching)", content: { "application/zip": binary } },
      ...errorResponses(400, 404),
    },
  });
  const applicant = routeGroup({
    tags: ["Applicant account"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireApplicant()],
  });
  const stateRoute = applicant.get("/account/data-export", {
    summary:
      "Whether the caller's ZIP is downloaded directly or, for large accounts (documents over 25 MB), built in the background; the background ZIP still on offer (7 days), if any",
    responses: { 200: json(DataExportState, "The state") },
  });
  const prepareRoute = applicant.post("/account/data-export/prepare", {
    summary:
      "Have the caller's ZIP built in the background (job build-data-exports) and offered for 7 days; a pending or ready one is answered again",
    responses: { 200: json(DataExportState, "The state") },
  });
  const fileRoute = applicant.get("/account/data-export/{id}/file", {
    summary: "The ZIP built in the background, while it is offered (the caller's own only; else 404)",
    request: { params: z.object({ id: z.string().max(100) }) },
    responses: {
      200: { description: "The ZIP (attachment, no caching)", content: { "application/zip": binary } },
      ...errorResponses(404),
    },
  });
  return deletionRoutes(deps, "applicant")
    .openapi(exportRoute, async (c) =>
      zipAnswer(await exportApplicantData(db, store, c.var.principal.accountId!, c.req.valid("query").lng)),
    )
    .openapi(stateRoute, async (c) => c.json(await getExportState(db, c.var.principal.accountId!), 200))
    .openapi(prepareRoute, async (c) => c.json(await prepareExport(db, c.var.principal.accountId!), 200))
    .openapi(fileRoute, async (c) =>
      zipAnswer(await openExportFile(db, store, c.var.principal.accountId!, uuidOr404(c.req.valid("param").id))),
    );
}

export function companyUserDataRoutes(deps: ApiDeps) {
  const { db } = deps;
  const store = deps.storage ?? new MemoryBlobStore();
  const exportRoute = createRoute({
    tags: ["Company user"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireCompanyUser()],
    method: "post",
    path: "/account/data-export",
    summary:
      "Everything the portal holds about the calling company user as a person, as one ZIP (person, memberships, consents, audit trail, notifications, mails, picture); not the company's records. README in `lng` (de or en).",
    request: { query: z.object({ lng: z.enum(["de", "en"]).optional() }) },
    responses: {
      200: { description: "The ZIP (attachment, no caching)", content: { "application/zip": binary } },
      ...errorResponses(400, 404),
    },
  });
  return deletionRoutes(deps, "company").openapi(exportRoute, async (c) =>
    zipAnswer(await exportCompanyUserData(db, store, c.var.principal.companyUserId!, c.req.valid("query").lng)),
  );
}

export function advisorDeletionRoutes(deps: ApiDeps) {
  const { db } = deps;
  const restoreRoute = createRoute({
    tags: ["Study advisor"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireAdvisor({ applicant: (c) => c.req.param("accountId") ?? "" })],
    method: "post",
    path: "/applicants/{accountId}/deletion/cancel",
    summary:
      "Restore an applicant's account within the grace period of its deletion (the applicant asked for it); 409 when no deletion is pending",
    request: { params: z.object({ accountId: z.string().max(100) }) },
    responses: { 200: json(AccountDeletionState, "No deletion pending"), ...errorResponses(404, 409) },
  });
  return newRouter().openapi(restoreRoute, async (c) => {
    const advisor = await loadAdvisor(db, c.var.principal.advisorId!);
    return c.json(await cancelDeletionByAdvisor(db, advisor, uuidOr404(c.req.valid("param").accountId)), 200);
  });
}
