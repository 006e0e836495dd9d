/**
 * Support tickets (docs/product.md#company-unit help/contact, docs/product.md#entities): the company side under /b2b/v1/support-tickets (a member of
 * the ticket's company only, 404 otherwise) and the support staff side under /advisor/v1/support-tickets
 * (advisors with the support role only, 403 code 1005 otherwise).
 */
import { z } from "@hono/zod-openapi";
import {
  StaffTicketAnswer,
  StaffTicketQuery,
  StaffTicketStatus,
  SupportTicket,
  SupportTicketCommentCreate,
  SupportTicketCreate,
  SupportTicketList,
  SupportTicketListQuery,
} from "#contracts";
import { accessGuards, companyInBody, companyInQuery, companyOfRecord } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import {
  answerAsStaff,
  closeAsCompany,
  commentAsCompany,
  createTicket,
  getCompanyTicket,
  getStaffTicket,
  listCompanyTickets,
  listStaffTickets,
  setStatusAsStaff,
  ticketCompany,
} from "../services/support-tickets";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const ticketParam = z.object({ ticketId: z.string().max(100) });
const ticket = (description: string) => json(SupportTicket, description);

export function supportTicketRoutes(deps: ApiDeps) {
  const { db } = deps;
  const { requireCompanyAt } = accessGuards(db);
  const common = routeGroup({ tags: ["Company support tickets"], security: bearerSecurity });
  const ticketMember = requireCompanyAt(
    companyOfRecord("ticket", "Support ticket not found", (c) => ticketCompany(db, c.req.param("ticketId") ?? "")),
  );
  const listRoute = common.get("/support-tickets", "The current company's tickets, last changed first", {
    middleware: requireCompanyAt(companyInQuery(SupportTicketListQuery)),
    request: { query: SupportTicketListQuery },
    responses: { 200: json(SupportTicketList, "The tickets"), ...errorResponses(400, 404) },
  });
  const createTicketRoute = common.post("/support-tickets", {
    middleware: requireCompanyAt(companyInBody(SupportTicketCreate)),
    summary: "Open a ticket for the current company (topic, subject, message = its first comment); status open",
    request: { body: body(SupportTicketCreate) },
    responses: { 201: ticket("The new ticket"), ...errorResponses(400, 404) },
  });
  const getRoute = common.get("/support-tickets/{ticketId}", "One ticket with its comments", {
    middleware: ticketMember,
    request: { params: ticketParam },
    responses: { 200: ticket("The ticket"), ...errorResponses(404) },
  });
  const commentRoute = common.post("/support-tickets/{ticketId}/comments", {
    middleware: ticketMember,
    summary: "Add a comment while the ticket is not closed (409 otherwise); a waiting ticket goes back to in_progress",
    request: { params: ticketParam, body: body(SupportTicketCommentCreate) },
    responses: { 201: ticket("The ticket with the comment"), ...errorResponses(400, 404, 409) },
  });
  const closeRoute = common.post("/support-tickets/{ticketId}/close", {
    middleware: ticketMember,
    summary: "Close the ticket (idempotent); a closed ticket takes no more comments",
    request: { params: ticketParam },
    responses: { 200: ticket("The closed ticket"), ...errorResponses(404) },
  });
  return newRouter()
    .openapi(listRoute, async (c) => c.json(await listCompanyTickets(db, c.var.company.companyId), 200))
    .openapi(createTicketRoute, async (c) => c.json(await createTicket(db, c.var.company, c.req.valid("json")), 201))
    .openapi(getRoute, async (c) =>
      c.json(await getCompanyTicket(db, c.var.company, c.req.valid("param").ticketId), 200),
    )
    .openapi(commentRoute, async (c) =>
      c.json(await commentAsCompany(db, c.var.company, c.req.valid("param").ticketId, c.req.valid("json").body), 201),
    )
    .openapi(closeRoute, async (c) =>
      c.json(await closeAsCompany(db, c.var.company, c.req.valid("param").ticketId), 200),
    );
}

export function staffSupportRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl;
  const { requireAdvisor } = accessGuards(db);
  const common = routeGroup({
    tags: ["Support staff"],
    security: bearerSecurity,
    middleware: requireAdvisor({ support: true }),
  });
  const listRoute = common.get("/support-tickets", {
    summary: "The support queue (default: open and in progress, longest waiting first)",
    request: { query: StaffTicketQuery },
    responses: { 200: json(SupportTicketList, "The tickets"), ...errorResponses(400) },
  });
  const getRoute = common.get("/support-tickets/{ticketId}", "One ticket of any company with its comments", {
    request: { params: ticketParam },
    responses: { 200: ticket("The ticket"), ...errorResponses(404) },
  });
  const answerRoute = common.post("/support-tickets/{ticketId}/comments", {
    summary:
      "Answer: a comment and the status it leaves (in_progress or waiting = awaiting close); notifies the ticket's author",
    request: { params: ticketParam, body: body(StaffTicketAnswer) },
    responses: { 201: ticket("The answered ticket"), ...errorResponses(400, 404, 409) },
  });
  const statusRoute = common.patch("/support-tickets/{ticketId}", {
    summary: "Set the status (any of the four); notifies the ticket's author when it changes",
    request: { params: ticketParam, body: body(StaffTicketStatus) },
    responses: { 200: ticket("The ticket"), ...errorResponses(400, 404) },
  });
  const staff = (c: { var: { principal: { advisorId?: string | null } } }) => c.var.principal.advisorId!;

  return newRouter()
    .openapi(listRoute, async (c) => c.json(await listStaffTickets(db, c.req.valid("query").scope), 200))
    .openapi(getRoute, async (c) => c.json(await getStaffTicket(db, c.req.valid("param").ticketId), 200))
    .openapi(answerRoute, async (c) => {
      const advisorId = staff(c);
      const { ticketId } = c.req.valid("param");
      return c.json(await answerAsStaff(db, advisorId, ticketId, c.req.valid("json"), publicUrl), 201);
    })
    .openapi(statusRoute, async (c) => {
      const advisorId = staff(c);
      const { ticketId } = c.req.valid("param");
      return c.json(await setStatusAsStaff(db, advisorId, ticketId, c.req.valid("json").status, publicUrl), 200);
    });
}
