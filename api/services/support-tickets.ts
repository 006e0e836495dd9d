/**
 * Support tickets of company users (docs/product.md#entities) and their answers by support staff (advisors with isSupport).
 * Tenancy: a company user reaches a ticket only through an accepted membership in the ticket's company
 * (404 otherwise, like every company resource). Every staff update notifies the ticket's author
 * (category support_ticket_updates) in the same transaction.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  ErrorCode,
  type StaffTicketAnswer,
  type SupportTicket,
  type SupportTicketCreate,
  type SupportTicketList,
  type SupportTicketStatus,
  type SupportTicketSummary,
  type SupportTopic,
} from "#contracts";
import type { Database } from "../db/client";
import { advisors, companies, companyUsers, supportTicketComments, supportTickets } from "../db/schema";
import { ApiError, notFound, uuidOr404 } from "../errors";
import { about, actedBy, audit } from "./audit";
import type { CompanyAccess } from "./company-access";
import { notifySupportTicketUpdate } from "./notification-producers";
import type { Tx } from "./stage";

const conflict = (message: string) => new ApiError(409, ErrorCode.conflict, message);
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || null;

type TicketRow = typeof supportTickets.$inferSelect;

async function summaries(db: Database | Tx, rows: TicketRow[]): Promise<SupportTicketSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ ticketId: supportTicketComments.ticketId, n: count() })
    .from(supportTicketComments)
    .where(inArray(supportTicketComments.ticketId, ids))
    .groupBy(supportTicketComments.ticketId);
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))]));
  const authorIds = rows.map((r) => r.createdBy).filter((id): id is string => id !== null);
  const authors = authorIds.length
    ? await db
        .select({ id: companyUsers.id, first: companyUsers.firstName, last: companyUsers.lastName })
        .from(companyUsers)
        .where(inArray(companyUsers.id, authorIds))
    : [];
  return rows.map((r) => {
    const author = authors.find((a) => a.id === r.createdBy);
    return {
      id: r.id,
      companyId: r.companyId,
      companyName: companyRows.find((c) => c.id === r.companyId)?.name ?? "",
      topic: r.topic as SupportTopic,
      subject: r.subject,
      status: r.status,
      createdByName: author ? fullName(author.first, author.last) : null,
      commentCount: Number(counts.find((c) => c.ticketId === r.id)?.n ?? 0),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
    };
  });
}

async function withComments(db: Database | Tx, row: TicketRow): Promise<SupportTicket> {
  const [summary] = await summaries(db, [row]);
  const comments = await db
    .select()
    .from(supportTicketComments)
    .where(eq(supportTicketComments.ticketId, row.id))
    .orderBy(asc(supportTicketComments.createdAt), asc(supportTicketComments.id));
  const userIds = comments.filter((c) => c.authorKind === "company" && c.authorId).map((c) => c.authorId!);
  const staffIds = comments.filter((c) => c.authorKind === "study_advisor" && c.authorId).map((c) => c.authorId!);
  const users = userIds.length
    ? await db
        .select({ id: companyUsers.id, first: companyUsers.firstName, last: companyUsers.lastName })
        .from(companyUsers)
        .where(inArray(companyUsers.id, userIds))
    : [];
  const staff = staffIds.length
    ? await db.select({ id: advisors.id, name: advisors.name }).from(advisors).where(inArray(advisors.id, staffIds))
    : [];
  return {
    ...summary,
    comments: comments.map((c) => {
      const user = users.find((u) => u.id === c.authorId);
      const advisor = staff.find((s) => s.id === c.authorId);
      return {
        id: c.id,
        authorKind: c.authorKind === "study_advisor" ? "study_advisor" : "company",
        authorName: user ? fullName(user.first, user.last) : (advisor?.name ?? null),
        body: c.body,
        createdAt: c.createdAt.toISOString(),
      };
    }),
  };
}

async function ticketRow(db: Database | Tx, ticketId: string): Promise<TicketRow> {
  uuidOr404(ticketId, "Support ticket not found");
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  if (!row) throw notFound("Support ticket not found");
  return row;
}

/** The company of a ticket (its routes check the caller's membership of it); 404 when there is none. */
export async function ticketCompany(db: Database, ticketId: string): Promise<string> {
  return (await ticketRow(db, ticketId)).companyId;
}

/** The ticket of the company the caller was checked against; 404 for any other. */
async function ticketOfMember(db: Database | Tx, access: CompanyAccess, ticketId: string): Promise<TicketRow> {
  const row = await ticketRow(db, ticketId);
  if (row.companyId !== access.companyId) throw notFound("Support ticket not found");
  return row;
}

// ---------- company side ----------

export async function listCompanyTickets(db: Database, companyId: string): Promise<SupportTicketList> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.companyId, companyId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
  return { items: await summaries(db, rows), total: rows.length };
}

export async function createTicket(
  db: Database,
  access: CompanyAccess,
  input: SupportTicketCreate,
): Promise<SupportTicket> {
  const { companyUserId } = access;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({ companyId: access.companyId, createdBy: companyUserId, topic: input.topic, subject: input.subject })
      .returning();
    await tx
      .insert(supportTicketComments)
      .values({ ticketId: row.id, authorKind: "company", authorId: companyUserId, body: input.message });
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "support_ticket.create",
      ...about("support_ticket", row.id),
      details: { topic: input.topic },
    });
    return withComments(tx, row);
  });
}

export async function getCompanyTicket(db: Database, access: CompanyAccess, ticketId: string) {
  return withComments(db, await ticketOfMember(db, access, ticketId));
}

/** A company comment; a ticket awaiting the user's answer (waiting) goes back to support (in_progress). */
export async function commentAsCompany(db: Database, access: CompanyAccess, ticketId: string, body: string) {
  const { companyUserId } = access;
  const row = await ticketOfMember(db, access, ticketId);
  if (row.status === "closed") throw conflict("A closed ticket cannot be commented");
  return db.transaction(async (tx) => {
    await tx.insert(supportTicketComments).values({ ticketId, authorKind: "company", authorId: companyUserId, body });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: row.status === "waiting" ? "in_progress" : row.status, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    return withComments(tx, updated);
  });
}

export async function closeAsCompany(db: Database, access: CompanyAccess, ticketId: string) {
  const { companyUserId } = access;
  const row = await ticketOfMember(db, access, ticketId);
  if (row.status === "closed") return withComments(db, row); // closing twice changes nothing
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: "closed", closedAt: new Date(), updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    await audit(tx, {
      ...actedBy("company", companyUserId),
      action: "support_ticket.close",
      ...about("support_ticket", ticketId),
    });
    return withComments(tx, updated);
  });
}

// ---------- support staff ----------

// Only advisors with the support role reach these: the routes declare requireAdvisor({ support: true }).

const SCOPES: Record<string, SupportTicketStatus[]> = {
  active: ["open", "in_progress"],
  waiting: ["waiting"],
  closed: ["closed"],
  all: ["open", "in_progress", "waiting", "closed"],
};

/** The queue: oldest update first, so what waits longest comes first. */
export async function listStaffTickets(db: Database, scope: string): Promise<SupportTicketList> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(inArray(supportTickets.status, SCOPES[scope] ?? SCOPES.active))
    .orderBy(asc(supportTickets.updatedAt), asc(supportTickets.id));
  return { items: await summaries(db, rows), total: rows.length };
}

export async function getStaffTicket(db: Database, ticketId: string) {
  return withComments(db, await ticketRow(db, ticketId));
}

/** The in-app entry and e-mail of category support_ticket_updates for the ticket's author (shared producer). */
async function notifyAuthor(tx: Tx, ticket: TicketRow, publicUrl?: string) {
  if (!ticket.createdBy) return;
  await notifySupportTicketUpdate(tx, {
    companyUserId: ticket.createdBy,
    ticketId: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    publicUrl,
  });
}

export async function answerAsStaff(
  db: Database,
  advisorId: string,
  ticketId: string,
  input: StaffTicketAnswer,
  publicUrl?: string,
) {
  const row = await ticketRow(db, ticketId);
  if (row.status === "closed") throw conflict("A closed ticket cannot be answered");
  return db.transaction(async (tx) => {
    await tx
      .insert(supportTicketComments)
      .values({ ticketId, authorKind: "study_advisor", authorId: advisorId, body: input.body });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    await audit(tx, {
      ...actedBy("study_advisor", advisorId),
      action: "support_ticket.answer",
      ...about("support_ticket", ticketId),
      details: { status: input.status },
    });
    await notifyAuthor(tx, updated, publicUrl);
    return withComments(tx, updated);
  });
}

export async function setStatusAsStaff(
  db: Database,
  advisorId: string,
  ticketId: string,
  status: SupportTicketStatus,
  publicUrl?: string,
) {
  const row = await ticketRow(db, ticketId);
  if (row.status === status) return withComments(db, row);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportTickets)
      .set({ status, closedAt: status === "closed" ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(supportTickets.id, ticketId)))
      .returning();
    await audit(tx, {
      ...actedBy("study_advisor", advisorId),
      action: "support_ticket.status",
      ...about("support_ticket", ticketId),
      details: { from: row.status, to: status },
    });
    await notifyAuthor(tx, updated, publicUrl);
    return withComments(tx, updated);
  });
}
