/**
 * Support tickets: a company user opens, comments and closes tickets of the current company; support staff
 * (advisors with the support role) answer and set the status, which notifies the author in the app and by
 * e-mail. Denials: another company's tickets do not exist (404), advisors without the support role and
 * applicants are refused (403), a closed ticket takes no comment (409); none of them changes anything.
 */
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, notifications, supportTicketComments, supportTickets } from "../db/schema";
import { setupApi } from "./harness";
import { companyIdOf } from "./lookups";

const { ctx, call, login } = setupApi();

const companyId = (name: string) => companyIdOf(ctx.handle.db, name);
let muster: string;
let beispiel: string;
beforeEach(async () => {
  muster = await companyId("Muster Maschinenbau GmbH");
  beispiel = await companyId("Beispiel Software AG");
});

const snapshot = async () => {
  const db = ctx.handle.db;
  return {
    tickets: await db.select().from(supportTickets).orderBy(supportTickets.id),
    comments: (await db.select({ n: count() }).from(supportTicketComments))[0].n,
    notifications: (await db.select({ n: count() }).from(notifications))[0].n,
  };
};

const newTicket = { topic: "technical_problem", subject: "Login klappt nicht", message: "Seit heute früh …" };

describe("company side", () => {
  it("lists the current company's seeded tickets in every status; never another company's", async () => {
    const olaf = await login("company", "company-olaf");
    const res = await call("GET", `/api/b2b/v1/support-tickets?companyId=${muster}`, { token: olaf });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(4);
    expect(res.json.items.map((t: { status: string }) => t.status).sort()).toEqual([
      "closed",
      "in_progress",
      "open",
      "waiting",
    ]);
    expect(res.json.items.every((t: { companyId: string }) => t.companyId === muster)).toBe(true);
    const other = await call("GET", `/api/b2b/v1/support-tickets?companyId=${beispiel}`, { token: olaf });
    expect(other.status).toBe(404);
  });

  it("opens a ticket (the message is the first comment), comments and closes it", async () => {
    const tessa = await login("company", "company-tessa");
    const created = await call("POST", "/api/b2b/v1/support-tickets", {
      token: tessa,
      body: { companyId: muster, ...newTicket },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: "open", subject: "Login klappt nicht", createdByName: "Tessa Thiel" });
    expect(created.json.comments).toHaveLength(1);
    expect(created.json.comments[0]).toMatchObject({ authorKind: "company", body: "Seit heute früh …" });
    const id = created.json.id;

    const comment = await call("POST", `/api/b2b/v1/support-tickets/${id}/comments`, {
      token: tessa,
      body: { body: "Noch ein Detail." },
    });
    expect(comment.status).toBe(201);
    expect(comment.json.comments).toHaveLength(2);

    // another member of the same company sees it too
    const olaf = await login("company", "company-olaf");
    expect((await call("GET", `/api/b2b/v1/support-tickets/${id}`, { token: olaf })).status).toBe(200);

    const closed = await call("POST", `/api/b2b/v1/support-tickets/${id}/close`, { token: tessa });
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe("closed");
    expect(closed.json.closedAt).not.toBeNull();
    const again = await call("POST", `/api/b2b/v1/support-tickets/${id}/close`, { token: tessa });
    expect(again.json.closedAt).toBe(closed.json.closedAt);

    const before = await snapshot();
    const late = await call("POST", `/api/b2b/v1/support-tickets/${id}/comments`, {
      token: tessa,
      body: { body: "Zu spät" },
    });
    expect(late.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad input with field errors", async () => {
    const tessa = await login("company", "company-tessa");
    const res = await call("POST", "/api/b2b/v1/support-tickets", {
      token: tessa,
      body: { companyId: muster, topic: "nonsense", subject: " ", message: "x".repeat(2001) },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(["message", "subject", "topic"]);
  });

  it("another company's ticket does not exist for a user: 404 on read, comment, close and create", async () => {
    const berta = await login("company", "company-berta");
    const [ticket] = await ctx.handle.db.select().from(supportTickets).where(eq(supportTickets.companyId, muster));
    const before = await snapshot();
    expect((await call("GET", `/api/b2b/v1/support-tickets/${ticket.id}`, { token: berta })).status).toBe(404);
    expect(
      (
        await call("POST", `/api/b2b/v1/support-tickets/${ticket.id}/comments`, {
          token: berta,
          body: { body: "Hallo" },
        })
      ).status,
    ).toBe(404);
    expect((await call("POST", `/api/b2b/v1/support-tickets/${ticket.id}/close`, { token: berta })).status).toBe(404);
    const create = await call("POST", "/api/b2b/v1/support-tickets", {
      token: berta,
      body: { companyId: muster, ...newTicket },
    });
    expect(create.status).toBe(404);
    expect((await call("GET", "/api/b2b/v1/support-tickets/not-a-uuid", { token: berta })).status).toBe(404);
    // a pending invitee is no member yet
    const bernd = await login("company", "company-bernd");
    expect((await call("GET", `/api/b2b/v1/support-tickets/${ticket.id}`, { token: bernd })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("other token kinds and anonymous callers are refused", async () => {
    const lena = await login("applicant", "applicant-lena");
    const res = await call("GET", `/api/b2b/v1/support-tickets?companyId=${muster}`, { token: lena });
    expect(res.status).toBe(403);
    expect((await call("GET", `/api/b2b/v1/support-tickets?companyId=${muster}`)).status).toBe(401);
  });
});

describe("support staff", () => {
  it("sees the queue, answers (waiting), and the author is notified in the app and by e-mail", async () => {
    const svenja = await login("study_advisor", "staff-svenja");
    expect((await call("GET", "/api/advisor/v1/me", { token: svenja })).json).toMatchObject({ isSupport: true });
    const queue = await call("GET", "/api/advisor/v1/support-tickets", { token: svenja });
    expect(queue.status).toBe(200);
    expect(queue.json.items.map((t: { status: string }) => t.status).sort()).toEqual(["in_progress", "open", "open"]);
    expect(new Set(queue.json.items.map((t: { companyName: string }) => t.companyName)).size).toBe(2);

    const tessa = await login("company", "company-tessa");
    const created = await call("POST", "/api/b2b/v1/support-tickets", {
      token: tessa,
      body: { companyId: muster, ...newTicket },
    });
    const id = created.json.id;
    const answer = await call("POST", `/api/advisor/v1/support-tickets/${id}/comments`, {
      token: svenja,
      body: { body: "Bitte leeren Sie den Browser-Cache." },
    });
    expect(answer.status).toBe(201);
    expect(answer.json.status).toBe("waiting");
    expect(answer.json.comments[1]).toMatchObject({ authorKind: "study_advisor", authorName: "Svenja Sauer" });

    const seen = await call("GET", `/api/b2b/v1/support-tickets/${id}`, { token: tessa });
    expect(seen.json.comments.map((c: { body: string }) => c.body)).toContain("Bitte leeren Sie den Browser-Cache.");
    const [entry] = await ctx.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/b2b/help/contact/${id}`));
    expect(entry).toMatchObject({
      recipientKind: "company",
      messageKey: "notifications.support_ticket_update",
      link: `/b2b/help/contact/${id}`,
    });
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "tessa.thiel@muster-maschinenbau.example"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Neuigkeiten zu Ihrer Anfrage");

    // the user answers: back to support
    const reply = await call("POST", `/api/b2b/v1/support-tickets/${id}/comments`, {
      token: tessa,
      body: { body: "Hat nicht geholfen." },
    });
    expect(reply.json.status).toBe("in_progress");

    const status = await call("PATCH", `/api/advisor/v1/support-tickets/${id}`, {
      token: svenja,
      body: { status: "closed" },
    });
    expect(status.json).toMatchObject({ status: "closed" });
    const answerClosed = await call("POST", `/api/advisor/v1/support-tickets/${id}/comments`, {
      token: svenja,
      body: { body: "Noch was" },
    });
    expect(answerClosed.status).toBe(409);
  });

  it("advisors without the support role, companies and applicants are refused; nothing changes", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const [ticket] = await ctx.handle.db.select().from(supportTickets).limit(1);
    const before = await snapshot();
    expect((await call("GET", "/api/advisor/v1/support-tickets", { token: sabine })).status).toBe(403);
    expect((await call("GET", `/api/advisor/v1/support-tickets/${ticket.id}`, { token: sabine })).status).toBe(403);
    const answer = await call("POST", `/api/advisor/v1/support-tickets/${ticket.id}/comments`, {
      token: sabine,
      body: { body: "Hallo" },
    });
    expect(answer.status).toBe(403);
    const patch = await call("PATCH", `/api/advisor/v1/support-tickets/${ticket.id}`, {
      token: sabine,
      body: { status: "closed" },
    });
    expect(patch.status).toBe(403);
    const olaf = await login("company", "company-olaf");
    expect((await call("GET", "/api/advisor/v1/support-tickets", { token: olaf })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("help", () => {
  it("lists topics and their articles in German and English", async () => {
    const olaf = await login("company", "company-olaf");
    const de = await call("GET", "/api/b2b/v1/help/topics", { token: olaf });
    expect(de.status).toBe(200);
    expect(de.json.topics[0]).toMatchObject({ slug: "getting-started", title: "Erste Schritte", articleCount: 2 });
    const en = await call("GET", "/api/b2b/v1/help/topics/invoices?lng=en", { token: olaf });
    expect(en.json.title).toBe("Invoices and payment");
    expect(en.json.articles[0].title).toBe("When do I receive invoices?");
    expect((await call("GET", "/api/b2b/v1/help/topics/nope", { token: olaf })).status).toBe(404);
    const lena = await login("applicant", "applicant-lena");
    expect((await call("GET", "/api/b2b/v1/help/topics", { token: lena })).status).toBe(403);
  });
});
