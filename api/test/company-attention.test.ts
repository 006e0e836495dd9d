/**
 * GET /api/b2b/v1/companies/{id}/attention: the company home's counts (new applicants to review, open
 * support tickets, unread notifications, unpaid invoices). Each count follows the tables (checked by
 * changing them: the seed of other areas may grow), counts only the company's own rows and the caller's
 * own notifications, and is refused outside the company (404) and to other token kinds.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accounts,
  companies,
  companyUsers,
  invoices,
  jobMatches,
  jobOpenings,
  notifications,
  supportTickets,
} from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

let muster: string;
let beispiel: string;
beforeEach(async () => {
  const rows = await ctx.handle.db.select().from(companies);
  muster = rows.find((c) => c.name === "Muster Maschinenbau GmbH")!.id;
  beispiel = rows.find((c) => c.name === "Beispiel Software AG")!.id;
});

const attention = (companyId: string, token?: string) =>
  call("GET", `/api/b2b/v1/companies/${companyId}/attention`, { token });

async function userId(subject: string) {
  const [u] = await ctx.handle.db.select().from(companyUsers).where(eq(companyUsers.subject, subject));
  return u.id;
}

describe("GET /b2b/v1/companies/{id}/attention", () => {
  it("answers the counts of the company's own data", async () => {
    const olaf = await login("company", "company-olaf");
    const res = await attention(muster, olaf);
    expect(res.status).toBe(200);
    const db = ctx.handle.db;
    const unpaid = (await db.select().from(invoices).where(eq(invoices.companyId, muster))).filter((i) =>
      ["open", "overdue"].includes(i.status),
    );
    const tickets = (await db.select().from(supportTickets).where(eq(supportTickets.companyId, muster))).filter(
      (t) => t.status !== "closed",
    );
    expect(res.json).toEqual({
      newMatches: expect.any(Number),
      openSupportTickets: tickets.length,
      waitingSupportTickets: tickets.filter((t) => t.status === "waiting").length,
      unreadNotifications: expect.any(Number),
      unpaidInvoices: unpaid.length,
      overdueInvoices: unpaid.filter((i) => i.status === "overdue").length,
    });
    // the seed has unpaid invoices, among them an overdue one
    expect(res.json.unpaidInvoices).toBeGreaterThan(0);
    expect(res.json.overdueInvoices).toBeGreaterThan(0);
  });

  it("follows the tables: a new ticket, a closed ticket, a paid invoice, a new match, a read notification", async () => {
    const olaf = await login("company", "company-olaf");
    const olafId = await userId("company-olaf");
    const db = ctx.handle.db;
    const before = (await attention(muster, olaf)).json;

    // a new ticket counts, a closed one does not; another company's ticket is not counted
    await db.insert(supportTickets).values([
      { companyId: muster, createdBy: olafId, topic: "other", subject: "Frage", status: "waiting" },
      { companyId: muster, createdBy: olafId, topic: "other", subject: "Erledigt", status: "closed" },
      { companyId: beispiel, topic: "other", subject: "Fremd", status: "open" },
    ]);
    // a paid invoice leaves the unpaid count
    const [open] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, muster), eq(invoices.status, "open")))
      .limit(1);
    await db.update(invoices).set({ status: "paid", paidOn: "2026-01-15" }).where(eq(invoices.id, open.id));
    // a recommended applicant on an open opening is a new match to review
    const [opening] = await db
      .select()
      .from(jobOpenings)
      .where(and(eq(jobOpenings.companyId, muster), eq(jobOpenings.status, "open")))
      .limit(1);
    const matched = new Set(
      (await db.select().from(jobMatches).where(eq(jobMatches.jobOpeningId, opening.id))).map((m) => m.accountId),
    );
    const [applicant] = (await db.select().from(accounts)).filter((a) => !matched.has(a.id));
    await db.insert(jobMatches).values({ jobOpeningId: opening.id, accountId: applicant.id, source: "study_advisor" });
    // two notifications for olaf, one of them read; one for another user
    await db.insert(notifications).values([
      { recipientKind: "company", recipientId: olafId, category: "new_invoices", messageKey: "x" },
      { recipientKind: "company", recipientId: olafId, category: "new_invoices", messageKey: "x", readAt: new Date() },
      {
        recipientKind: "company",
        recipientId: await userId("company-erika"),
        category: "new_invoices",
        messageKey: "x",
      },
    ]);

    const after = (await attention(muster, olaf)).json;
    expect(after).toEqual({
      newMatches: before.newMatches + 1,
      openSupportTickets: before.openSupportTickets + 1,
      waitingSupportTickets: before.waitingSupportTickets + 1,
      unreadNotifications: before.unreadNotifications + 1,
      unpaidInvoices: before.unpaidInvoices - 1,
      overdueInvoices: before.overdueInvoices,
    });
  });

  it("an employee without any permission reads the counts of the company", async () => {
    const emil = await login("company", "company-emil");
    expect((await attention(muster, emil)).status).toBe(200);
  });

  it("is refused outside the company (404), to a pending invitee (404), to applicants (403) and anonymously (401)", async () => {
    const berta = await login("company", "company-berta");
    expect((await attention(muster, berta)).status).toBe(404);
    const bernd = await login("company", "company-bernd");
    expect((await attention(muster, bernd)).status).toBe(404);
    expect((await attention("not-a-uuid", berta)).status).toBe(404);
    expect((await attention(muster, await login("applicant", "applicant-lena"))).status).toBe(403);
    expect((await attention(muster)).status).toBe(401);
  });
});
