/** Support tickets of the current company (b2b API). */
import type { SupportTicket, SupportTicketCommentCreate, SupportTicketCreate, SupportTicketList } from "#contracts";
import { type ApiCallArgs, type Body, callApi } from "./client.server";

export const listSupportTickets = (args: ApiCallArgs, companyId: string) =>
  callApi<SupportTicketList>(args, `GET /b2b/v1/support-tickets?companyId=${encodeURIComponent(companyId)}`);

export const createSupportTicket = (args: ApiCallArgs, body: Body<typeof SupportTicketCreate>) =>
  callApi<SupportTicket>(args, "POST /b2b/v1/support-tickets", { body });

export const getSupportTicket = (args: ApiCallArgs, ticketId: string) =>
  callApi<SupportTicket>(args, `GET /b2b/v1/support-tickets/${encodeURIComponent(ticketId)}`);

export const closeSupportTicket = (args: ApiCallArgs, ticketId: string) =>
  callApi<SupportTicket>(args, `POST /b2b/v1/support-tickets/${encodeURIComponent(ticketId)}/close`);

export const commentSupportTicket = (
  args: ApiCallArgs,
  ticketId: string,
  body: Body<typeof SupportTicketCommentCreate>,
) => callApi<SupportTicket>(args, `POST /b2b/v1/support-tickets/${encodeURIComponent(ticketId)}/comments`, { body });
