/**
 * What needs a company user's attention on the company home (docs/product.md#company-unit home): counts
 * computed from the tables in one go. Membership is checked by the route (404 outside the company).
 */
import { and, count, eq, inArray, isNull, ne } from "drizzle-orm";
import { type CompanyAttention, RECO_STATUSES } from "#contracts";
import type { Database } from "../db/client";
import { invoices, jobMatches, jobOpenings, notifications, supportTickets } from "../db/schema";

export async function companyAttention(
  db: Database,
  companyId: string,
  companyUserId: string,
): Promise<CompanyAttention> {
  const [[matches], tickets, [unread], bills] = await Promise.all([
    // applicants waiting in the recommendation tab of an opening that is still open
    db
      .select({ n: count() })
      .from(jobMatches)
      .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
      .where(
        and(
          eq(jobOpenings.companyId, companyId),
          eq(jobOpenings.status, "open"),
          inArray(jobMatches.status, [...RECO_STATUSES]),
        ),
      ),
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.companyId, companyId), ne(supportTickets.status, "closed")))
      .groupBy(supportTickets.status),
    db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientKind, "company"),
          eq(notifications.recipientId, companyUserId),
          isNull(notifications.readAt),
        ),
      ),
    db
      .select({ status: invoices.status, n: count() })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, ["open", "overdue"])))
      .groupBy(invoices.status),
  ]);
  const sum = (rows: { n: number }[]) => rows.reduce((total, r) => total + Number(r.n), 0);
  return {
    newMatches: Number(matches.n),
    openSupportTickets: sum(tickets),
    waitingSupportTickets: sum(tickets.filter((t) => t.status === "waiting")),
    unreadNotifications: Number(unread.n),
    unpaidInvoices: sum(bills),
    overdueInvoices: sum(bills.filter((b) => b.status === "overdue")),
  };
}
