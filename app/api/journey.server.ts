/** Steps 3 and 4 of the application: the info session and the consultation. */
import type {
  AttendanceTick,
  ConsultationRequest,
  ConsultationState,
  InfoSessionRegistrationState,
  JourneyInfoSessionList,
} from "#contracts";
import { type ApiCallArgs, type Body, callApi } from "./client.server";

export const listInfoSessions = (args: ApiCallArgs) => callApi<JourneyInfoSessionList>(args, "GET /v1/info-sessions");

export const getInfoSessionRegistration = (args: ApiCallArgs) =>
  callApi<InfoSessionRegistrationState>(args, "GET /v1/info-sessions/registration");

export const registerForInfoSession = (args: ApiCallArgs, sessionId: string) =>
  callApi<InfoSessionRegistrationState>(args, `POST /v1/info-sessions/${encodeURIComponent(sessionId)}/register`);

export const confirmAttendance = (args: ApiCallArgs, body: Body<typeof AttendanceTick>) =>
  callApi<InfoSessionRegistrationState>(args, "POST /v1/info-sessions/attendance", { body });

export const getConsultation = (args: ApiCallArgs) => callApi<ConsultationState>(args, "GET /v1/consultation");

export const requestConsultation = (args: ApiCallArgs, body: Body<typeof ConsultationRequest>) =>
  callApi<ConsultationState>(args, "POST /v1/consultation/request", { body });
