/** Applicant journey routes under /v1: info session (step 3) and first consultation (step 4). */
import { z } from "@hono/zod-openapi";
import {
  AttendanceTick,
  ConsultationRequest,
  ConsultationState,
  InfoSessionRegistrationState,
  JourneyInfoSessionList,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import {
  getConsultation,
  getRegistration,
  listInfoSessions,
  registerForSession,
  requestConsultation,
  tickAttendance,
} from "../services/journey";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

export function journeyRoutes(deps: ApiDeps) {
  const { db } = deps;
  const auth = accessGuards(db).requireApplicant();
  const common = routeGroup({ tags: ["Journey"], security: bearerSecurity, middleware: [auth] });

  const listRoute = common.get("/info-sessions", {
    summary: "Info sessions at the campus of the primary application (the last 14 days and upcoming)",
    responses: { 200: json(JourneyInfoSessionList, "The sessions, earliest first"), ...errorResponses(404) },
  });
  const registerRoute = common.post("/info-sessions/{id}/register", {
    summary:
      "Sign up for a session, or change to another until attendance is ticked (one registration per account). " +
      "Steps 1 and 2 must be complete (409); another campus's session → 404.",
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: json(InfoSessionRegistrationState, "The registration"),
      ...errorResponses(400, 404, 409),
    },
  });
  const attendanceRoute = common.post("/info-sessions/attendance", {
    summary:
      "Tick attendance (`attended: true`), only after the session started. The confirmation is the study " +
      "advisor's: no field of this body can set it.",
    request: { body: body(AttendanceTick) },
    responses: {
      200: json(InfoSessionRegistrationState, "The registration, waiting for the advisor"),
      ...errorResponses(400, 409),
    },
  });
  const registrationRoute = common.get("/info-sessions/registration", {
    summary:
      "The caller's registration, session and waiting state (expected within 3 working days, overdue after a week)",
    responses: {
      200: json(InfoSessionRegistrationState, "The registration (null when none)"),
    },
  });
  const consultationRoute = common.get("/consultation", "State of the first consultation (step 4)", {
    responses: { 200: json(ConsultationState, "The consultation"), ...errorResponses(404) },
  });
  const requestRoute = common.post("/consultation/request", {
    summary: "Confirm the preparation and ask for the first consultation; needs the confirmed info session (409)",
    request: { body: body(ConsultationRequest) },
    responses: { 200: json(ConsultationState, "The consultation"), ...errorResponses(400, 404, 409) },
  });

  return newRouter()
    .openapi(listRoute, async (c) => c.json({ sessions: await listInfoSessions(db, c.var.principal.accountId!) }, 200))
    .openapi(registerRoute, async (c) =>
      c.json(await registerForSession(db, c.var.principal.accountId!, c.req.valid("param").id), 200),
    )
    .openapi(attendanceRoute, async (c) => c.json(await tickAttendance(db, c.var.principal.accountId!), 200))
    .openapi(registrationRoute, async (c) => c.json(await getRegistration(db, c.var.principal.accountId!), 200))
    .openapi(consultationRoute, async (c) => c.json(await getConsultation(db, c.var.principal.accountId!), 200))
    .openapi(requestRoute, async (c) => c.json(await requestConsultation(db, c.var.principal.accountId!), 200));
}
