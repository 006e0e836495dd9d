import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { advisors, jobMatches, mailOutbox, notifications } from "../db/schema";
import { createApplicant, createInterestedMatch, createJobOpening } from "./factories";
import { setupApi } from "./harness";
import { auditEntries } from "./lookups";

const { ctx, call, login } = setupApi();
const LOST = "/api/v1/account/lost";
const reversePath = (accountId: string) => `/api/advisor/v1/applicants/${accountId}/withdrawal/reverse`;
const db = () => ctx.handle.db;

/** An applicant (advisor `advisor`) with one open match in which the applicant has shown interest. */
async function applicantWithMatch(advisor = "staff-sabine") {
  const applicant = await createApplicant(db(), { stage: "In Matching", advisor });
  return { ...applicant, ...(await createInterestedMatch(db(), applicant.accountId)) };
}

const auditOf = (action: string, subjectId: string) => auditEntries(db(), action, subjectId);

describe("PATCH /v1/account/lost (the applicant withdraws)", () => {
  it("ends the open matches as rejected by applicant, records it, tells the advisor in-app and by mail", async () => {
    const a = await applicantWithMatch();
    const token = await login("applicant", a.sub);
    expect((await call("GET", LOST, { token })).json).toEqual({ withdrawal: null });

    const res = await call("PATCH", LOST, {
      token,
      body: { reason: "other_study_place", text: "  Ich studiere in Hamburg.  " },
    });
    expect(res.status).toBe(200);
    expect(res.json.withdrawal).toMatchObject({
      reason: "other_study_place",
      text: "Ich studiere in Hamburg.",
      cancelledMatches: 1,
    });
    expect((await call("GET", LOST, { token })).json.withdrawal.id).toBe(res.json.withdrawal.id);

    const [match] = await db().select().from(jobMatches).where(eq(jobMatches.id, a.matchId));
    expect(match).toMatchObject({ status: "cancelled", lostReason: "rejected_by_applicant" });
    // through the one transition table: a match.transition row with the applicant's command
    const [transition] = await auditOf("match.transition", a.matchId).then((rows) =>
      rows.filter((r) => (r.details as { to: string }).to === "cancelled"),
    );
    expect(transition).toMatchObject({ actorKind: "applicant", actorId: a.accountId });
    expect(transition.details).toMatchObject({ command: "applicant_reject", lostReason: "rejected_by_applicant" });

    const [row] = await auditOf("account.withdrawn", a.accountId);
    expect(row.details).toEqual({ reason: "other_study_place", cancelledMatches: 1 });
    expect(JSON.stringify(row.details)).not.toContain("Hamburg"); // the applicant's words stay out of the log

    const [sabine] = await db().select().from(advisors).where(eq(advisors.subject, "staff-sabine"));
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientKind, "study_advisor"), eq(notifications.recipientId, sabine.id)));
    expect(note).toMatchObject({
      category: "applicant_withdrew",
      link: `/advisor/applicants/${a.accountId}`,
    });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, "applicant_withdrew"));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(sabine.email);
    expect(mails[0].textBody).toContain("Test Applicant");

    // the company of the match is told as for any refusal
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientKind, "company"), eq(notifications.recipientId, a.owner.companyUserId)));
    expect(told.map((n) => n.messageKey)).toContain("notifications.match_rejected_by_applicant");

    const again = await call("PATCH", LOST, { token, body: { reason: "other" } });
    expect(again.status).toBe(409);
  });

  it("refuses a reason outside the list and a text over 1600 characters with translated messages", async () => {
    const a = await createApplicant(db());
    const token = await login("applicant", a.sub);
    const bad = await call("PATCH", LOST, { token, body: { reason: "bored" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.reason).toEqual(["validation.mustBeSelected"]);
    const long = await call("PATCH", LOST, { token, body: { reason: "other", text: "x".repeat(1601) } });
    expect(long.status).toBe(400);
    expect(long.json.errors.text).toEqual(['validation.maxLength|{"max":1600}']);
    expect((await call("GET", LOST, { token })).json.withdrawal).toBeNull();
  });

  it("a withdrawn applicant takes no new match until the advisor reverses it", async () => {
    const a = await applicantWithMatch();
    const token = await login("applicant", a.sub);
    await call("PATCH", LOST, { token, body: { reason: "personal_reasons" } });
    const second = await createJobOpening(db(), { companyId: a.owner.companyId, createdBy: a.owner.companyUserId });
    const interest = await call("POST", `/api/v1/job-openings/${second.id}/express-interest`, { token });
    expect(interest.status).toBe(409);
  });
});

describe("who may withdraw and reverse", () => {
  it("a company user cannot call the applicant's withdrawal; another applicant withdraws only themself", async () => {
    const a = await applicantWithMatch();
    const company = await login("company", a.owner.sub);
    const asCompany = await call("PATCH", LOST, { token: company, body: { reason: "other" } });
    expect(asCompany.status).toBe(403);

    const other = await createApplicant(db());
    const otherToken = await login("applicant", other.sub);
    // the call names no account: it can only ever act on the caller's own
    expect((await call("PATCH", LOST, { token: otherToken, body: { reason: "other" } })).status).toBe(200);
    const [match] = await db().select().from(jobMatches).where(eq(jobMatches.id, a.matchId));
    expect(match.status).toBe("awaiting_partner_interest");
    expect((await call("GET", LOST, { token: await login("applicant", a.sub) })).json.withdrawal).toBeNull();
    expect((await call("PATCH", LOST, { body: { reason: "other" } })).status).toBe(401);
  });

  it("only a study advisor who may see the applicant reverses it; it is audited and the applicant told", async () => {
    const a = await applicantWithMatch("staff-stefan");
    const token = await login("applicant", a.sub);
    await call("PATCH", LOST, { token, body: { reason: "no_practice_partner" } });

    // the applicant, a company user: 403; an advisor who does not see the applicant: 404
    expect((await call("POST", reversePath(a.accountId), { token })).status).toBe(403);
    const company = await login("company", a.owner.sub);
    expect((await call("POST", reversePath(a.accountId), { token: company })).status).toBe(403);
    const sabine = await login("study_advisor", "staff-sabine");
    expect((await call("POST", reversePath(a.accountId), { token: sabine })).status).toBe(404);
    expect((await call("GET", LOST, { token })).json.withdrawal).not.toBeNull();

    const stefan = await login("study_advisor", "staff-stefan");
    const queues = await call("GET", "/api/advisor/v1/queues", { token: stefan });
    expect(queues.json.withdrawals.items).toContainEqual(
      expect.objectContaining({ accountId: a.accountId, detail: "no_practice_partner" }),
    );
    const detail = await call("GET", `/api/advisor/v1/applicants/${a.accountId}`, { token: stefan });
    expect(detail.json.withdrawal).toMatchObject({ reason: "no_practice_partner", cancelledMatches: 1 });

    const res = await call("POST", reversePath(a.accountId), { token: stefan });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ withdrawal: null });
    expect((await call("GET", LOST, { token })).json.withdrawal).toBeNull();
    const [row] = await auditOf("account.withdrawal_reversed", a.accountId);
    expect(row).toMatchObject({ actorKind: "study_advisor" });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientKind, "applicant"), eq(notifications.recipientId, a.accountId)))
      .then((rows) => rows.filter((n) => n.category === "withdrawal_reversed"));
    expect(note.messageKey).toBe("notifications.withdrawal_reversed");
    // nothing to reverse any more; the ended match stays ended (its company was told)
    expect((await call("POST", reversePath(a.accountId), { token: stefan })).status).toBe(409);
    const [match] = await db().select().from(jobMatches).where(eq(jobMatches.id, a.matchId));
    expect(match.status).toBe("cancelled");
    // and the applicant can withdraw again
    expect((await call("PATCH", LOST, { token, body: { reason: "other" } })).status).toBe(200);
  });
});
