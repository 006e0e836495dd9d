/** The study advisors' console (advisor API): queues, applicants and the commands on them, support. */
import type {
  AdvisorAssign,
  AdvisorList,
  AdvisorMatches,
  AdvisorQueues,
  ApplicantDetail,
  ApplicantList,
  ConsultationConfirm,
  DocumentReview,
  EmailChangeReject,
  FeedbackList,
  RecommendBody,
  StaffMe,
  StaffTicketAnswer,
  StaffTicketStatus,
  SuitableJobOpenings,
  SupportTicket,
  SupportTicketList,
} from "#contracts";
import type { DigestSetting } from "#contracts/digest";
import { type ApiCallArgs, type Body, callApi } from "./client.server";

const enc = encodeURIComponent;

export const getStaffMe = (args: ApiCallArgs) => callApi<StaffMe>(args, "GET /advisor/v1/me");

export const getAdvisorDigest = (args: ApiCallArgs) => callApi<DigestSetting>(args, "GET /advisor/v1/me/digest");

export const putAdvisorDigest = (args: ApiCallArgs, body: Body<typeof DigestSetting>) =>
  callApi<DigestSetting>(args, "PUT /advisor/v1/me/digest", { body });

export const getQueues = (args: ApiCallArgs) => callApi<AdvisorQueues>(args, "GET /advisor/v1/queues");

export const listAdvisors = (args: ApiCallArgs) => callApi<AdvisorList>(args, "GET /advisor/v1/advisors");

export const searchApplicants = (args: ApiCallArgs, query: string) =>
  callApi<ApplicantList>(args, `GET /advisor/v1/applicants?query=${enc(query)}`);

export const getApplicantDetail = (args: ApiCallArgs, accountId: string) =>
  callApi<ApplicantDetail>(args, `GET /advisor/v1/applicants/${enc(accountId)}`);

export const listSuitableJobOpenings = (args: ApiCallArgs, accountId: string) =>
  callApi<SuitableJobOpenings>(args, `GET /advisor/v1/applicants/${enc(accountId)}/job-openings`);

export const listAdvisorMatches = (args: ApiCallArgs, accountId: string) =>
  callApi<AdvisorMatches>(args, `GET /advisor/v1/applicants/${enc(accountId)}/matches`);

/** The advisor's commands on an applicant's records, each its own operation. */
export const advisorCommands = {
  confirmAttendance: (args: ApiCallArgs, registrationId: string) =>
    callApi<unknown>(args, `POST /advisor/v1/info-sessions/registrations/${enc(registrationId)}/confirm`),
  confirmConsultation: (args: ApiCallArgs, consultationId: string, body: Body<typeof ConsultationConfirm>) =>
    callApi<unknown>(args, `POST /advisor/v1/consultations/${enc(consultationId)}/confirm`, { body }),
  reviewDocument: (args: ApiCallArgs, documentId: string, body: Body<typeof DocumentReview>) =>
    callApi<unknown>(args, `POST /advisor/v1/documents/${enc(documentId)}/review`, { body }),
  approveEmailChange: (args: ApiCallArgs, requestId: string) =>
    callApi<unknown>(args, `POST /advisor/v1/email-change-requests/${enc(requestId)}/approve`),
  rejectEmailChange: (args: ApiCallArgs, requestId: string, body: Body<typeof EmailChangeReject>) =>
    callApi<unknown>(args, `POST /advisor/v1/email-change-requests/${enc(requestId)}/reject`, { body }),
  recommend: (args: ApiCallArgs, accountId: string, body: Body<typeof RecommendBody>) =>
    callApi<unknown>(args, `POST /advisor/v1/applicants/${enc(accountId)}/recommendations`, { body }),
  assignAdvisor: (args: ApiCallArgs, accountId: string, body: Body<typeof AdvisorAssign>) =>
    callApi<unknown>(args, `POST /advisor/v1/applicants/${enc(accountId)}/advisor`, { body }),
  reverseWithdrawal: (args: ApiCallArgs, accountId: string) =>
    callApi<unknown>(args, `POST /advisor/v1/applicants/${enc(accountId)}/withdrawal/reverse`),
  restoreAccount: (args: ApiCallArgs, accountId: string) =>
    callApi<unknown>(args, `POST /advisor/v1/applicants/${enc(accountId)}/deletion/cancel`),
};

export const listStaffTickets = (args: ApiCallArgs, scope: string) =>
  callApi<SupportTicketList>(args, `GET /advisor/v1/support-tickets?scope=${enc(scope)}`);

export const getStaffTicket = (args: ApiCallArgs, ticketId: string) =>
  callApi<SupportTicket>(args, `GET /advisor/v1/support-tickets/${enc(ticketId)}`);

export const setStaffTicketStatus = (args: ApiCallArgs, ticketId: string, body: Body<typeof StaffTicketStatus>) =>
  callApi<SupportTicket>(args, `PATCH /advisor/v1/support-tickets/${enc(ticketId)}`, { body });

export const answerStaffTicket = (args: ApiCallArgs, ticketId: string, body: Body<typeof StaffTicketAnswer>) =>
  callApi<SupportTicket>(args, `POST /advisor/v1/support-tickets/${enc(ticketId)}/comments`, { body });

export const listStaffFeedback = (args: ApiCallArgs) => callApi<FeedbackList>(args, "GET /advisor/v1/feedback");
