/**
 * The applicants of a company's job opening under /b2b/v1/companies/{id}/job-openings/{jobId}/applicants
 * (docs/product.md#api-calls): list per tab, the applicant, released documents, match commands (need `edit_job_openings`),
 * the interview .ics, the contract, comments. Company tokens only; another company's opening, an applicant
 * without a match on it, or a foreign comment/contract → 404; a missing permission → 403 code 1005.
 */
import { type RouteConfig, z } from "@hono/zod-openapi";
import {
  ApplicantComment,
  ApplicantCommentBody,
  ApplicantComments,
  ArrangeInterviewBody,
  CompanyApplicant,
  CompanyApplicantList,
  CompanyApplicantSearch,
  CompanyContract,
  CompanyContractInput,
  CompanyContractPatch,
  Match,
  RejectBody,
  TrialDayBody,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import type { CompanyAccess } from "../services/company-access";
import {
  addComment,
  type Caller,
  type CompanyCommandInput,
  deleteComment,
  editComment,
  getCompanyApplicant,
  interviewIcs,
  listApplicants,
  listComments,
  openReleasedDocument,
  runCompanyCommand,
} from "../services/company-applicants";
import { createContract, getContract, patchContract } from "../services/company-contracts";
import { MemoryBlobStore } from "../storage";
import { previewHeaders, storedFileResponse } from "./documents";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const BASE = "/companies/{id}/job-openings/{jobId}/applicants";
const id = z.string().max(100);
const openingParams = z.object({ id, jobId: id });
const applicantParams = openingParams.extend({ applicantId: id });

export function companyApplicantRoutes(deps: ApiDeps) {
  const { db } = deps;
  const store = deps.storage ?? new MemoryBlobStore();
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const { requireCompany } = accessGuards(db);
  const shared = { tags: ["Company job-opening applicants"], security: bearerSecurity };
  const common = routeGroup(shared);
  const member = routeGroup({ ...shared, middleware: requireCompany() });
  const command = <P extends string, R extends RouteConfig["request"]>(path: P, summary: string, request: R) =>
    common.post(`${BASE}/{applicantId}/${path}` as `${typeof BASE}/{applicantId}/${P}`, {
      middleware: requireCompany("edit_job_openings"),
      summary,
      request,
      responses: { 200: json(Match, "The match after the command"), ...errorResponses(400, 404, 409) },
    });

  const search = member.post(BASE, {
    summary:
      "Applicants of the opening, 10 per page: tab reco (the company has not acted yet: awaiting_any_interest, awaiting_partner_interest) or contacted (all others, also ended); counts per tab",
    request: { params: openingParams, body: body(CompanyApplicantSearch) },
    responses: { 200: json(CompanyApplicantList, "One page of applicants"), ...errorResponses(400, 404) },
  });
  const getApplicant = member.get(`${BASE}/{applicantId}`, {
    summary:
      "The applicant as the company may see it: profile; documents (CV, Certificate, Picture, Certificate German skills, Other) only once the applicant showed interest; e-mail and phone from awaiting_interview_schedule on; match, history, allowed actions; the contract for contract permissions",
    request: { params: applicantParams },
    responses: { 200: json(CompanyApplicant, "The applicant"), ...errorResponses(404) },
  });
  const getDocument = member.get(`${BASE}/{applicantId}/documents/{docId}`, {
    summary: "A released document's bytes (same release rule as the applicant view)",
    request: { params: applicantParams.extend({ docId: id }) },
    responses: { 200: storedFileResponse, ...errorResponses(404) },
  });
  const ics = member.get(`${BASE}/{applicantId}/interview.ics`, {
    summary: "The chosen interview date as an iCalendar invitation (404 while no date is chosen)",
    request: { params: applicantParams },
    responses: {
      200: { description: "text/calendar (RFC 5545)", content: { "text/calendar": { schema: z.string() } } },
      ...errorResponses(404),
    },
  });
  const withBody = <B extends z.ZodType>(schema: B) => ({ params: applicantParams, body: body(schema) });
  const interest = command("interest", "Express the company's interest in the applicant", { params: applicantParams });
  const arrange = command(
    "arrange-interview",
    "Propose one to three future interview dates; one date is the interview date at once",
    withBody(ArrangeInterviewBody),
  );
  const trialDay = command("trial-day", "Schedule (or move) the optional trial day", withBody(TrialDayBody));
  const reject = command("reject", "Reject the applicant with an optional feedback text", withBody(RejectBody));
  const accept = command("accept", "Accept the applicant (offer) or confirm the applicant's acceptance", {
    params: applicantParams,
  });

  const getContractRoute = common.get(`${BASE}/{applicantId}/contract`, "The contract (404 when none)", {
    middleware: requireCompany("request_contracts", "edit_contracts", "view_student_contracts"),
    request: { params: applicantParams },
    responses: { 200: json(CompanyContract, "The contract"), ...errorResponses(404) },
  });
  const postContract = common.post(`${BASE}/{applicantId}/contract`, {
    middleware: requireCompany("request_contracts"),
    summary: "Write the contract for an accepted offer (409 unless offer_accepted or when one exists)",
    request: { params: applicantParams, body: body(CompanyContractInput) },
    responses: { 201: json(CompanyContract, "The requested contract"), ...errorResponses(400, 404, 409) },
  });
  const patchContractRoute = common.patch(`${BASE}/{applicantId}/contract`, {
    middleware: requireCompany("edit_contracts"),
    summary: "Change the contract or mark it signed with `signed: true` (unit → Won); 409 once signed",
    request: { params: applicantParams, body: body(CompanyContractPatch) },
    responses: { 200: json(CompanyContract, "The changed contract"), ...errorResponses(400, 404, 409) },
  });

  const commentsRoute = member.get(`${BASE}/{applicantId}/comments`, {
    summary: "Comments of the company's users on the applicant, oldest first",
    request: { params: applicantParams },
    responses: { 200: json(ApplicantComments, "The comments"), ...errorResponses(404) },
  });
  const addCommentRoute = member.post(`${BASE}/{applicantId}/comments`, "Add a comment", {
    request: { params: applicantParams, body: body(ApplicantCommentBody) },
    responses: { 201: json(ApplicantComment, "The comment"), ...errorResponses(400, 404) },
  });
  const commentParams = applicantParams.extend({ commentId: id });
  const editCommentRoute = member.patch(`${BASE}/{applicantId}/comments/{commentId}`, {
    summary: "Change one's own comment (403 for another user's)",
    request: { params: commentParams, body: body(ApplicantCommentBody) },
    responses: { 200: json(ApplicantComment, "The comment"), ...errorResponses(400, 404) },
  });
  const deleteCommentRoute = member.delete(`${BASE}/{applicantId}/comments/{commentId}`, {
    summary: "Delete one's own comment (403 for another user's)",
    request: { params: commentParams },
    responses: { 204: { description: "Deleted" }, ...errorResponses(404) },
  });

  const callerOf = (c: { var: { company: CompanyAccess } }, p: { jobId: string }): Caller => ({
    ...c.var.company,
    jobId: p.jobId,
  });
  const runCommand = async (
    c: Parameters<typeof callerOf>[0],
    p: z.infer<typeof applicantParams>,
    input: CompanyCommandInput,
  ) => runCompanyCommand(db, callerOf(c, p), p.applicantId, input, publicUrl, deps.deadlines);

  return newRouter()
    .openapi(search, async (c) =>
      c.json(await listApplicants(db, callerOf(c, c.req.valid("param")), c.req.valid("json")), 200),
    )
    .openapi(getApplicant, async (c) => {
      const p = c.req.valid("param");
      return c.json(await getCompanyApplicant(db, callerOf(c, p), p.applicantId), 200);
    })
    .openapi(getDocument, async (c) => {
      const p = c.req.valid("param");
      const { document, body } = await openReleasedDocument(db, store, callerOf(c, p), p.applicantId, p.docId);
      return new Response(body, { status: 200, headers: previewHeaders(document) });
    })
    .openapi(ics, async (c) => {
      const p = c.req.valid("param");
      const text = await interviewIcs(db, callerOf(c, p), p.applicantId);
      return new Response(text, {
        status: 200,
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": 'attachment; filename="interview.ics"',
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, no-store",
        },
      });
    })
    .openapi(interest, async (c) => c.json(await runCommand(c, c.req.valid("param"), { action: "interest" }), 200))
    .openapi(arrange, async (c) =>
      c.json(
        await runCommand(c, c.req.valid("param"), {
          action: "arrange_interview",
          interviewDateSuggestions: c.req.valid("json").interviewDateSuggestions,
        }),
        200,
      ),
    )
    .openapi(trialDay, async (c) =>
      c.json(
        await runCommand(c, c.req.valid("param"), { action: "trial_day", trialDayAt: c.req.valid("json").trialDayAt }),
        200,
      ),
    )
    .openapi(reject, async (c) =>
      c.json(
        await runCommand(c, c.req.valid("param"), {
          action: "reject",
          feedbackText: c.req.valid("json").feedbackText,
        }),
        200,
      ),
    )
    .openapi(accept, async (c) => c.json(await runCommand(c, c.req.valid("param"), { action: "accept" }), 200))
    .openapi(getContractRoute, async (c) => {
      const p = c.req.valid("param");
      return c.json(await getContract(db, callerOf(c, p), p.applicantId), 200);
    })
    .openapi(postContract, async (c) => {
      const p = c.req.valid("param");
      return c.json(await createContract(db, callerOf(c, p), p.applicantId, c.req.valid("json")), 201);
    })
    .openapi(patchContractRoute, async (c) => {
      const p = c.req.valid("param");
      return c.json(await patchContract(db, callerOf(c, p), p.applicantId, c.req.valid("json")), 200);
    })
    .openapi(commentsRoute, async (c) => {
      const p = c.req.valid("param");
      return c.json(await listComments(db, callerOf(c, p), p.applicantId), 200);
    })
    .openapi(addCommentRoute, async (c) => {
      const p = c.req.valid("param");
      return c.json(await addComment(db, callerOf(c, p), p.applicantId, c.req.valid("json")), 201);
    })
    .openapi(editCommentRoute, async (c) => {
      const p = c.req.valid("param");
      return c.json(await editComment(db, callerOf(c, p), p.applicantId, p.commentId, c.req.valid("json")), 200);
    })
    .openapi(deleteCommentRoute, async (c) => {
      const p = c.req.valid("param");
      await deleteComment(db, callerOf(c, p), p.applicantId, p.commentId);
      return c.body(null, 204);
    });
}
