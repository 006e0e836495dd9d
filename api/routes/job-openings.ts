/**
 * A company's job openings under /b2b/v1/companies/{id}/job-openings (spec §7). Every call checks the
 * caller's membership (404 outside the company) and the permission (403 code 1005):
 * - any member reads (list, one opening, form options);
 * - `create_job_openings` creates and copies;
 * - `edit_job_openings` changes, publishes, closes, reopens and deletes. While an opening is still a draft,
 *   `create_job_openings` may also fill it in and publish it: creating an opening is the whole four-step
 *   flow, not only its first step.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  CompanyJobOpening,
  Draft,
  JobOpeningCreate,
  JobOpeningFormOptions,
  JobOpeningList,
  JobOpeningListQuery,
  JobOpeningPatch,
  JobOpeningStepParam,
  jobOpeningDraftKey,
  type Permission,
} from "../../contracts";
import { requireAuth } from "../auth/middleware";
import { assertMatches, etagOf, ifMatchHeaders, ifMatchOf, versionedJson } from "../concurrency";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { requireCompanyPermission } from "../services/company-access";
import { deleteDraft, getDraft, putDraft } from "../services/drafts";
import {
  closeCompanyJobOpening,
  copyJobOpening,
  createJobOpening,
  deleteJobOpening,
  jobOpeningFormOptions,
  listJobOpenings,
  openingOfCompany,
  patchJobOpening,
  publishJobOpening,
  readJobOpening,
  reopenJobOpening,
} from "../services/job-openings";
import { bearerSecurity, body, json, newRouter } from "./router";

const companyParam = z.object({ id: z.string().describe("company id") });
const jobParam = companyParam.extend({ jobId: z.string().describe("job opening id") });
const stepParam = jobParam.extend({ step: JobOpeningStepParam });
const noContent = { 204: { description: "Done" } };
const opening = (description: string) => json(CompanyJobOpening, description);

export function jobOpeningRoutes(deps: ApiDeps) {
  const { db } = deps;
  const common = {
    tags: ["Company job openings"],
    security: bearerSecurity,
    middleware: [requireAuth(db, ["company"])],
  };
  const base = "/companies/{id}/job-openings";

  const listRoute = createRoute({
    ...common,
    method: "get",
    path: base,
    summary: "Overview of the company's job openings: filter by view status, counts per view status, pages of 10",
    request: { params: companyParam, query: JobOpeningListQuery },
    responses: { 200: json(JobOpeningList, "One page of openings"), ...errorResponses(400, 401, 403, 404) },
  });
  const optionsRoute = createRoute({
    ...common,
    method: "get",
    path: `${base}/form-options`,
    summary: "Campuses and courses an opening can name",
    request: { params: companyParam },
    responses: { 200: json(JobOpeningFormOptions, "The options"), ...errorResponses(401, 403, 404) },
  });
  const createRoute_ = createRoute({
    ...common,
    method: "post",
    path: base,
    summary: "Create a draft opening from the first step (study); needs create_job_openings",
    request: { params: companyParam, body: body(JobOpeningCreate) },
    responses: { 201: opening("The new draft"), ...errorResponses(400, 401, 403, 404) },
  });
  const getRoute = createRoute({
    ...common,
    method: "get",
    path: `${base}/{jobId}`,
    summary: "One opening of the company, with its ETag",
    request: { params: jobParam },
    responses: { 200: versionedJson(CompanyJobOpening, "The opening"), ...errorResponses(401, 403, 404) },
  });
  const patchRoute = createRoute({
    ...common,
    method: "patch",
    path: `${base}/{jobId}`,
    summary:
      "Change fields of an opening; a published one must stay complete (edit_job_openings; drafts also create_job_openings); If-Match: 412 when stale",
    request: { params: jobParam, headers: ifMatchHeaders, body: body(JobOpeningPatch) },
    responses: {
      200: versionedJson(CompanyJobOpening, "The changed opening, with its new ETag"),
      ...errorResponses(400, 401, 403, 404, 412),
    },
  });
  const deleteRoute = createRoute({
    ...common,
    method: "delete",
    path: `${base}/{jobId}`,
    summary: "Delete a draft (409 for any other status); needs edit_job_openings; If-Match: 412 when stale",
    request: { params: jobParam, headers: ifMatchHeaders },
    responses: { ...noContent, ...errorResponses(401, 403, 404, 409, 412) },
  });
  const command = (path: string, summary: string) =>
    createRoute({
      ...common,
      method: "post",
      path: `${base}/{jobId}/${path}`,
      summary,
      request: { params: jobParam },
      responses: { 200: opening("The opening after the command"), ...errorResponses(400, 401, 403, 404, 409) },
    });
  const publishRoute = command(
    "publish",
    "Publish a draft: the whole JobOpeningInput must hold (400 with field errors otherwise)",
  );
  const closeRoute = command("close", "Close an opening; its open matches are cancelled as 'job opening closed'");
  const reopenRoute = command("reopen", "Reopen a closed opening while positions are left (409 otherwise)");
  const copyRoute = createRoute({
    ...common,
    method: "post",
    path: `${base}/{jobId}/copy`,
    summary: "A new draft with the same fields; needs create_job_openings",
    request: { params: jobParam },
    responses: { 201: opening("The new draft"), ...errorResponses(401, 403, 404) },
  });
  const draftPath = `${base}/{jobId}/drafts/{step}`;
  const draftAnswer = {
    200: json(Draft, "The caller's raw input of that step"),
    ...errorResponses(400, 401, 403, 404, 412),
  };
  const getDraftRoute = createRoute({
    ...common,
    method: "get",
    path: draftPath,
    summary: "The caller's unvalidated input of one manage step (empty when none)",
    request: { params: stepParam },
    responses: draftAnswer,
  });
  const putDraftRoute = createRoute({
    ...common,
    method: "put",
    path: draftPath,
    summary:
      "Keep the caller's unvalidated input of one manage step (back button, failed validation); If-Match names the opening's version the input is based on (412 when the opening changed since)",
    request: { params: stepParam, headers: ifMatchHeaders, body: body(Draft) },
    responses: draftAnswer,
  });
  const deleteDraftRoute = createRoute({
    ...common,
    method: "delete",
    path: draftPath,
    summary: "Drop the caller's input of one manage step; If-Match as for PUT",
    request: { params: stepParam, headers: ifMatchHeaders },
    responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 412) },
  });

  const user = (c: { var: { principal: { companyUserId?: string | null } } }) => c.var.principal.companyUserId!;
  const allow = (c: Parameters<typeof user>[0], companyId: string, ...anyOf: Permission[]) =>
    requireCompanyPermission(db, user(c), companyId, ...anyOf);
  /** Drafts may be filled in by their creators; anything published needs edit_job_openings. */
  const allowEdit = async (c: Parameters<typeof user>[0], companyId: string, jobId: string) => {
    await allow(c, companyId);
    const row = await openingOfCompany(db, companyId, jobId);
    await allow(
      c,
      companyId,
      ...(row.status === "draft"
        ? (["create_job_openings", "edit_job_openings"] as const)
        : ["edit_job_openings" as const]),
    );
    return row;
  };
  const draftOwner = (c: Parameters<typeof user>[0]) => ({ kind: "company" as const, id: user(c) });

  return newRouter()
    .openapi(listRoute, async (c) => {
      const { id } = c.req.valid("param");
      await allow(c, id);
      return c.json(await listJobOpenings(db, id, c.req.valid("query")), 200);
    })
    .openapi(optionsRoute, async (c) => {
      await allow(c, c.req.valid("param").id);
      return c.json(await jobOpeningFormOptions(db), 200);
    })
    .openapi(createRoute_, async (c) => {
      const { id } = c.req.valid("param");
      await allow(c, id, "create_job_openings");
      return c.json(await createJobOpening(db, id, user(c), c.req.valid("json")), 201);
    })
    .openapi(getRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allow(c, id);
      const { body, version } = await readJobOpening(db, id, jobId);
      c.header("ETag", etagOf(version));
      return c.json(body, 200);
    })
    .openapi(patchRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allowEdit(c, id, jobId);
      const { body, version } = await patchJobOpening(db, id, user(c), jobId, c.req.valid("json"), ifMatchOf(c));
      c.header("ETag", etagOf(version));
      return c.json(body, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allow(c, id);
      await openingOfCompany(db, id, jobId);
      await allow(c, id, "edit_job_openings");
      await deleteJobOpening(db, id, user(c), jobId, ifMatchOf(c));
      return c.body(null, 204);
    })
    .openapi(publishRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allowEdit(c, id, jobId);
      return c.json(await publishJobOpening(db, id, user(c), jobId), 200);
    })
    .openapi(closeRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allow(c, id);
      await openingOfCompany(db, id, jobId);
      await allow(c, id, "edit_job_openings");
      return c.json(await closeCompanyJobOpening(db, id, user(c), jobId), 200);
    })
    .openapi(reopenRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allow(c, id);
      await openingOfCompany(db, id, jobId);
      await allow(c, id, "edit_job_openings");
      return c.json(await reopenJobOpening(db, id, user(c), jobId), 200);
    })
    .openapi(copyRoute, async (c) => {
      const { id, jobId } = c.req.valid("param");
      await allow(c, id);
      await openingOfCompany(db, id, jobId);
      await allow(c, id, "create_job_openings");
      return c.json(await copyJobOpening(db, id, user(c), jobId), 201);
    })
    .openapi(getDraftRoute, async (c) => {
      const { id, jobId, step } = c.req.valid("param");
      await allowEdit(c, id, jobId);
      return c.json(await getDraft(db, draftOwner(c), jobOpeningDraftKey(jobId, step)), 200);
    })
    .openapi(putDraftRoute, async (c) => {
      const { id, jobId, step } = c.req.valid("param");
      // the draft is the caller's own; the check tells the client its input is based on an old version
      assertMatches(ifMatchOf(c), (await allowEdit(c, id, jobId)).version);
      const { data } = c.req.valid("json");
      return c.json(await putDraft(db, draftOwner(c), jobOpeningDraftKey(jobId, step), data), 200);
    })
    .openapi(deleteDraftRoute, async (c) => {
      const { id, jobId, step } = c.req.valid("param");
      assertMatches(ifMatchOf(c), (await allowEdit(c, id, jobId)).version);
      await deleteDraft(db, draftOwner(c), jobOpeningDraftKey(jobId, step));
      return c.body(null, 204);
    });
}
