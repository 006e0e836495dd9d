/**
 * The study-advisor console's API under /advisor/v1: staff tokens only (applicant or company → 403 1005);
 * an applicant outside the advisor's reach (not their unit, not a team lead) → 404 1008.
 */
import { type RouteConfig, z } from "@hono/zod-openapi";
import {
  AdvisorActionResult,
  AdvisorAssign,
  AdvisorList,
  AdvisorQueues,
  ApplicantDetail,
  ApplicantList,
  ConsultationConfirm,
  DocumentReview,
  EmailChangeReject,
  StaffMe,
  WithdrawalState,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses, uuidOr404 } from "../errors";
import {
  approveEmailChange,
  assignAdvisor,
  confirmAttendance,
  confirmConsultation,
  getApplicant,
  getQueues,
  listAdvisors,
  loadAdvisor,
  rejectEmailChange,
  reviewDocument,
  searchApplicants,
  toStaffMe,
} from "../services/advisor";
import { reverseWithdrawal } from "../services/withdrawal";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

export function advisorRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const { requireAdvisor } = accessGuards(db);
  const advisorAccess = [requireAdvisor()];
  const common = routeGroup({ tags: ["Study-advisor console"], security: bearerSecurity, middleware: advisorAccess });
  const idParam = z.object({ id: z.string().max(100) });
  const action = <P extends string, R extends RouteConfig["request"]>(
    path: P,
    summary: string,
    request: R,
    access = advisorAccess,
  ) =>
    common.post(path, {
      middleware: access,
      summary,
      request,
      responses: {
        200: json(AdvisorActionResult, "Done; the unit stage after the action"),
        ...errorResponses(400, 404, 409),
      },
    });

  const me = common.get("/me", "The signed-in study advisor", {
    responses: { 200: json(StaffMe, "The advisor") },
  });
  const queues = common.get("/queues", {
    summary: "Work queues with counts (own applicants; team leads: all), oldest first, at most 50 items each",
    responses: { 200: json(AdvisorQueues, "The queues") },
  });
  const applicants = common.get("/applicants", {
    summary: "Search the advisor's applicants by name or e-mail (team leads: all applicants), at most 100",
    request: { query: z.object({ query: z.string().max(200).optional() }) },
    responses: { 200: json(ApplicantList, "Matching applicants"), ...errorResponses(400) },
  });
  const applicant = common.get("/applicants/{accountId}", {
    summary:
      "An applicant: profile, unit, documents with review state, steps, info session, consultation, open e-mail change, audit trail (newest first)",
    request: { params: z.object({ accountId: z.string().max(100) }) },
    responses: { 200: json(ApplicantDetail, "The applicant"), ...errorResponses(404) },
  });
  const confirmAttendanceRoute = action(
    "/info-sessions/registrations/{id}/confirm",
    "Confirm the applicant's ticked info-session attendance (stage → Consultation)",
    { params: idParam },
  );
  const confirmConsultationRoute = action(
    "/consultations/{id}/confirm",
    "Confirm the first consultation took place; sets the unit's participateAdvisorInterviewOn",
    { params: idParam, body: body(ConsultationConfirm) },
  );
  const reviewRoute = action(
    "/documents/{id}/review",
    "Accept a document, or reject it with a reason (at most 250 characters) the applicant sees",
    { params: idParam, body: body(DocumentReview) },
  );
  const approveRoute = action(
    "/email-change-requests/{id}/approve",
    "Approve an e-mail change: the account takes the new address, unverified, and a verification link is mailed",
    { params: idParam },
  );
  const rejectRoute = action("/email-change-requests/{id}/reject", "Reject an e-mail change with a reason", {
    params: idParam,
    body: body(EmailChangeReject),
  });

  const advisorsRoute = common.get("/advisors", {
    summary: "Every study advisor by name (the choice when a team lead assigns an applicant)",
    responses: { 200: json(AdvisorList, "The advisors") },
  });
  const assignRoute = action(
    "/applicants/{accountId}/advisor",
    "Assign the applicant to a study advisor; the applicant is notified (new_advisor)",
    { params: z.object({ accountId: z.string().max(100) }), body: body(AdvisorAssign) },
    [requireAdvisor({ teamLead: true, applicant: (c) => c.req.param("accountId") ?? "" })],
  );

  const reverseWithdrawalRoute = common.post("/applicants/{accountId}/withdrawal/reverse", {
    summary:
      "Take back the applicant's withdrawal: the applicant can continue and be matched again (ended matches stay cancelled); the applicant is notified; 409 when there is no withdrawal",
    request: { params: z.object({ accountId: z.string().max(100) }) },
    responses: { 200: json(WithdrawalState, "No withdrawal any more"), ...errorResponses(404, 409) },
  });

  const advisorOf = (c: { var: { principal: { advisorId: string | null } } }) =>
    loadAdvisor(db, c.var.principal.advisorId!);
  /** The record an action's path names: an id that is no UUID names none (404). */
  const recordOf = (c: { req: { valid: (target: "param") => { id: string } } }) => uuidOr404(c.req.valid("param").id);
  return newRouter()
    .openapi(me, async (c) => c.json(toStaffMe(await advisorOf(c)), 200))
    .openapi(queues, async (c) => c.json(await getQueues(db, await advisorOf(c)), 200))
    .openapi(applicants, async (c) =>
      c.json({ applicants: await searchApplicants(db, await advisorOf(c), c.req.valid("query").query ?? "") }, 200),
    )
    .openapi(applicant, async (c) =>
      c.json(await getApplicant(db, await advisorOf(c), uuidOr404(c.req.valid("param").accountId)), 200),
    )
    .openapi(confirmAttendanceRoute, async (c) =>
      c.json(await confirmAttendance(db, await advisorOf(c), recordOf(c), publicUrl), 200),
    )
    .openapi(confirmConsultationRoute, async (c) =>
      c.json(await confirmConsultation(db, await advisorOf(c), recordOf(c), c.req.valid("json"), publicUrl), 200),
    )
    .openapi(reviewRoute, async (c) =>
      c.json(await reviewDocument(db, await advisorOf(c), recordOf(c), c.req.valid("json"), publicUrl), 200),
    )
    .openapi(approveRoute, async (c) =>
      c.json(await approveEmailChange(db, await advisorOf(c), recordOf(c), publicUrl), 200),
    )
    .openapi(advisorsRoute, async (c) => c.json(await listAdvisors(db), 200))
    .openapi(assignRoute, async (c) =>
      c.json(
        await assignAdvisor(
          db,
          await advisorOf(c),
          uuidOr404(c.req.valid("param").accountId),
          uuidOr404(c.req.valid("json").advisorId),
          publicUrl,
        ),
        200,
      ),
    )
    .openapi(reverseWithdrawalRoute, async (c) =>
      c.json(
        await reverseWithdrawal(db, await advisorOf(c), uuidOr404(c.req.valid("param").accountId), publicUrl),
        200,
      ),
    )
    .openapi(rejectRoute, async (c) =>
      c.json(await rejectEmailChange(db, await advisorOf(c), recordOf(c), c.req.valid("json").reason, publicUrl), 200),
    );
}
