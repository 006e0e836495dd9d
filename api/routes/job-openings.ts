/**
 * A company's job openings under /b2b/v1/companies/{id}/job-openings (docs/product.md#api-calls). Each route declares its
 * access (membership: 404 outside the company; permission: 403 code 1005):
 * - any member reads (list, drafts, one opening, form options; the opening of their own flow attempt);
 * - `create_job_openings` creates and copies;
 * - `edit_job_openings` changes, publishes, closes, reopens and deletes. While an opening is still a draft,
 *   `create_job_openings` may also fill it in and publish it (api/services/job-opening-actions.ts, which
 *   also answers the opening's `allowedActions`).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  AttemptKey,
  CompanyJobOpening,
  Draft,
  JobOpeningAttempt,
  JobOpeningCreate,
  JobOpeningDraftList,
  JobOpeningFormOptions,
  JobOpeningList,
  JobOpeningListQuery,
  JobOpeningPatch,
  JobOpeningStepParam,
  jobOpeningDraftKey,
} from "#contracts";
import { accessGuards } from "../auth/access";
import { assertMatches, ifMatch, tagged, versionedJson } from "../concurrency";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { deleteDraft, getDraft, putDraft } from "../services/drafts";
import { jobOpeningPermissions } from "../services/job-opening-actions";
import { jobOpeningOfAttempt, listJobOpeningDrafts } from "../services/job-opening-drafts";
import {
  closeCompanyJobOpening,
  copyJobOpening,
  createJobOpening,
  deleteJobOpening,
  editableOpening,
  jobOpeningFormOptions,
  listJobOpenings,
  patchJobOpening,
  publishJobOpening,
  readJobOpening,
  reopenJobOpening,
} from "../services/job-openings";
import { bearerSecurity, body, companyParam, json, newRouter, noContent } from "./router";

const jobParam = companyParam.extend({ jobId: z.string().describe("job opening id") });
const stepParam = jobParam.extend({ step: JobOpeningStepParam });
const opening = (description: string) => json(CompanyJobOpening, description);

export function jobOpeningRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireCompany } = accessGuards(db);
  const common = { tags: ["Company job openings"], security: bearerSecurity };
  /** Routes whose permission depends on the opening declare every permission that can allow them. */
  const requireFor = (action: Parameters<typeof jobOpeningPermissions>[0]) =>
    requireCompany(...jobOpeningPermissions(action));
  const base = "/companies/{id}/job-openings";

  const listRoute = createRoute({
    ...common,
    middleware: requireCompany(),
    method: "get",
    path: base,
    summary: "Overview of the company's job openings: filter by view status, counts per view status, pages of 10",
    request: { params: companyParam, query: JobOpeningListQuery },
    responses: { 200: json(JobOpeningList, "One page of openings"), ...errorResponses(400, 404) },
  });
  const optionsRoute = createRoute({
    ...common,
    middleware: requireCompany(),
    method: "get",
    path: `${base}/form-options`,
    summary: "Campuses and courses an opening can name",
    request: { params: companyParam },
    responses: { 200: json(JobOpeningFormOptions, "The options"), ...errorResponses(404) },
  });
  const draftsRoute = createRoute({
    ...common,
    middleware: requireCompany(),
    method: "get",
    path: `${base}/drafts`,
    summary: "The company's drafts, listed apart from its openings: where each stopped and when it will be removed",
    request: { params: companyParam },
    responses: { 200: json(JobOpeningDraftList, "The drafts, last changed first"), ...errorResponses(404) },
  });
  const attemptRoute = createRoute({
    ...common,
    middleware: requireCompany(),
    method: "get",
    path: `${base}/attempts/{attemptKey}`,
    summary:
      "The opening the caller's flow attempt made (404 when none): the flow's first step, opened again, goes to it",
    request: { params: companyParam.extend({ attemptKey: AttemptKey }) },
    responses: { 200: json(JobOpeningAttempt, "The attempt's opening"), ...errorResponses(400, 404) },
  });
  const createRoute_ = createRoute({
    ...common,
    middleware: requireCompany("create_job_openings"),
    method: "post",
    path: base,
    summary:
      "Create a draft opening from the first step (study); under an attemptKey already used, the first draft with the step applied (409 once it is no longer a draft)",
    request: { params: companyParam, body: body(JobOpeningCreate) },
    responses: {
      201: opening("The new draft"),
      200: opening("The draft made earlier in the same attempt"),
      ...errorResponses(400, 404, 409),
    },
  });
  const getRoute = createRoute({
    ...common,
    middleware: requireCompany(),
    method: "get",
    path: `${base}/{jobId}`,
    summary: "One opening of the company, with its ETag",
    request: { params: jobParam },
    responses: { 200: versionedJson(CompanyJobOpening, "The opening"), ...errorResponses(404) },
  });
  const patchRoute = createRoute({
    ...common,
    middleware: requireFor("edit"),
    method: "patch",
    path: `${base}/{jobId}`,
    summary:
      "Change fields of an opening; a published one must stay complete (and needs edit_job_openings); If-Match required: 428 without it, 412 when stale",
    request: { params: jobParam, headers: ifMatch.required.headers, body: body(JobOpeningPatch) },
    responses: {
      200: versionedJson(CompanyJobOpening, "The changed opening, with its new ETag"),
      ...errorResponses(400, 404, 412, 428),
    },
  });
  const deleteRoute = createRoute({
    ...common,
    middleware: requireFor("delete"),
    method: "delete",
    path: `${base}/{jobId}`,
    summary: "Delete a draft (409 for any other status); If-Match required: 428 without it, 412 when stale",
    request: { params: jobParam, headers: ifMatch.required.headers },
    responses: { ...noContent, ...errorResponses(404, 409, 412, 428) },
  });
  const command = (path: "publish" | "close" | "reopen", summary: string) =>
    createRoute({
      ...common,
      middleware: requireFor(path),
      method: "post",
      path: `${base}/{jobId}/${path}`,
      summary,
      request: { params: jobParam },
      responses: { 200: opening("The opening after the command"), ...errorResponses(400, 404, 409) },
    });
  const publishRoute = command(
    "publish",
    "Publish a draft: the whole JobOpeningInput must hold (400 with field errors otherwise)",
  );
  const closeRoute = command("close", "Close an opening; its open matches are cancelled as 'job opening closed'");
  const reopenRoute = command("reopen", "Reopen a closed opening while positions are left (409 otherwise)");
  const copyRoute = createRoute({
    ...common,
    middleware: requireFor("copy"),
    method: "post",
    path: `${base}/{jobId}/copy`,
    summary: "A new draft with the same fields",
    request: { params: jobParam },
    responses: { 201: opening("The new draft"), ...errorResponses(404) },
  });
  const draftPath = `${base}/{jobId}/drafts/{step}`;
  const draftAnswer = {
    200: json(Draft, "The caller's raw input of that step"),
    ...errorResponses(400, 404, 412),
  };
  const getDraftRoute = createRoute({
    ...common,
    middleware: requireFor("edit"),
    method: "get",
    path: draftPath,
    summary: "The caller's unvalidated input of one manage step (empty when none)",
    request: { params: stepParam },
    responses: draftAnswer,
  });
  const putDraftRoute = createRoute({
    ...common,
    middleware: requireFor("edit"),
    method: "put",
    path: draftPath,
    summary:
      "Keep the caller's unvalidated input of one manage step (back button, failed validation); If-Match names the opening's version the input is based on (412 when the opening changed since)",
    request: { params: stepParam, headers: ifMatch.optional.headers, body: body(Draft) },
    responses: draftAnswer,
  });
  const deleteDraftRoute = createRoute({
    ...common,
    middleware: requireFor("edit"),
    method: "delete",
    path: draftPath,
    summary: "Drop the caller's input of one manage step; If-Match as for PUT",
    request: { params: stepParam, headers: ifMatch.optional.headers },
    responses: { ...noContent, ...errorResponses(400, 404, 412) },
  });

  const draftOwner = (c: { var: { principal: { companyUserId: string | null } } }) => ({
    kind: "company" as const,
    id: c.var.principal.companyUserId!,
  });

  return newRouter()
    .openapi(listRoute, async (c) => c.json(await listJobOpenings(db, c.var.company, c.req.valid("query")), 200))
    .openapi(optionsRoute, async (c) => c.json(await jobOpeningFormOptions(db), 200))
    .openapi(draftsRoute, async (c) => c.json(await listJobOpeningDrafts(db, c.var.company), 200))
    .openapi(attemptRoute, async (c) =>
      c.json(await jobOpeningOfAttempt(db, c.var.company, c.req.valid("param").attemptKey), 200),
    )
    .openapi(createRoute_, async (c) => {
      const { opening, created } = await createJobOpening(db, c.var.company, c.req.valid("json"));
      return created ? c.json(opening, 201) : c.json(opening, 200);
    })
    .openapi(getRoute, async (c) => {
      return c.json(tagged(c, await readJobOpening(db, c.var.company, c.req.valid("param").jobId)), 200);
    })
    .openapi(patchRoute, async (c) => {
      const { jobId } = c.req.valid("param");
      return c.json(
        tagged(c, await patchJobOpening(db, c.var.company, jobId, c.req.valid("json"), ifMatch.required.of(c))),
        200,
      );
    })
    .openapi(deleteRoute, async (c) => {
      await deleteJobOpening(db, c.var.company, c.req.valid("param").jobId, ifMatch.required.of(c));
      return c.body(null, 204);
    })
    .openapi(publishRoute, async (c) =>
      c.json(await publishJobOpening(db, c.var.company, c.req.valid("param").jobId), 200),
    )
    .openapi(closeRoute, async (c) =>
      c.json(await closeCompanyJobOpening(db, c.var.company, c.req.valid("param").jobId), 200),
    )
    .openapi(reopenRoute, async (c) =>
      c.json(await reopenJobOpening(db, c.var.company, c.req.valid("param").jobId), 200),
    )
    .openapi(copyRoute, async (c) => c.json(await copyJobOpening(db, c.var.company, c.req.valid("param").jobId), 201))
    .openapi(getDraftRoute, async (c) => {
      const { jobId, step } = c.req.valid("param");
      await editableOpening(db, c.var.company, jobId);
      return c.json(await getDraft(db, draftOwner(c), jobOpeningDraftKey(jobId, step)), 200);
    })
    .openapi(putDraftRoute, async (c) => {
      const { jobId, step } = c.req.valid("param");
      // the draft is the caller's own; the check tells the client its input is based on an old version
      assertMatches(ifMatch.optional.of(c), (await editableOpening(db, c.var.company, jobId)).version);
      const { data } = c.req.valid("json");
      return c.json(await putDraft(db, draftOwner(c), jobOpeningDraftKey(jobId, step), data), 200);
    })
    .openapi(deleteDraftRoute, async (c) => {
      const { jobId, step } = c.req.valid("param");
      assertMatches(ifMatch.optional.of(c), (await editableOpening(db, c.var.company, jobId)).version);
      await deleteDraft(db, draftOwner(c), jobOpeningDraftKey(jobId, step));
      return c.body(null, 204);
    });
}
