/**
 * Feedback of both units: the payload is stored exactly as sent, FEEDBACK_GIVEN is set by submitting and
 * by closing the prompt; invalid ratings, reasons of the other rating and texts over 2000 characters are
 * refused without storing anything; support staff read the entries, other advisors cannot.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, companyUsers, feedback } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

const stored = async () => (await ctx.handle.db.select({ n: count() }).from(feedback))[0].n;
const payload = {
  selected: "negative",
  reasons: "confusing,need-more-help",
  feedback: "Die Navigation ist mir unklar.",
  agent: "Mozilla/5.0 (X11; Linux x86_64)",
  screenWidth: 1280,
  screenHeight: 720,
};

describe("feedback", () => {
  it("an applicant's payload is stored exactly and FEEDBACK_GIVEN is set", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const res = await call("POST", "/api/v1/feedback", { token: fiona, body: payload });
    expect(res.status).toBe(201);
    const [row] = await ctx.handle.db.select().from(feedback).where(eq(feedback.id, res.json.id));
    expect(row).toMatchObject({ userKind: "applicant", ...payload });
    const account = await call("GET", "/api/v1/account", { token: fiona });
    expect(account.json.metadata.FEEDBACK_GIVEN).toBe(true);
    expect(account.json.metadata.ONBOARDING_DONE).toBe(true);
    expect(account.json.hints.feedbackGiven).toBe(true);
  });

  it("a company user's feedback (no screen size without JavaScript) and the staff list", async () => {
    const olaf = await login("company", "company-olaf");
    const body = {
      selected: "positive",
      reasons: "help-ok",
      feedback: "",
      agent: "curl",
      screenWidth: null,
      screenHeight: null,
    };
    expect((await call("POST", "/api/b2b/v1/feedback", { token: olaf, body })).status).toBe(201);
    const me = await call("GET", "/api/b2b/v1/me", { token: olaf });
    expect(me.json.metadata.FEEDBACK_GIVEN).toBe(true);

    const svenja = await login("study_advisor", "staff-svenja");
    const list = await call("GET", "/api/advisor/v1/feedback", { token: svenja });
    expect(list.status).toBe(200);
    expect(list.json.items[0]).toMatchObject({ userKind: "company", userName: "Olaf Ostermann", ...body });
    const sabine = await login("study_advisor", "staff-sabine");
    expect((await call("GET", "/api/advisor/v1/feedback", { token: sabine })).status).toBe(403);
  });

  it("closing the prompt sets the flag without storing feedback", async () => {
    const felix = await login("applicant", "applicant-felix");
    expect((await call("POST", "/api/v1/feedback/dismiss", { token: felix })).status).toBe(204);
    const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-felix"));
    expect(row.metadata).toMatchObject({ FEEDBACK_GIVEN: true, ONBOARDING_DONE: true });
    const olaf = await login("company", "company-olaf");
    expect((await call("POST", "/api/b2b/v1/feedback/dismiss", { token: olaf })).status).toBe(204);
    const [user] = await ctx.handle.db.select().from(companyUsers).where(eq(companyUsers.subject, "company-olaf"));
    expect(user.hints).toMatchObject({ feedbackGiven: true });
    expect(await stored()).toBe(0);
  });

  it("refuses a missing rating, foreign reasons and too long texts; nothing is stored", async () => {
    const fiona = await login("applicant", "applicant-fiona");
    const bad = [
      { ...payload, selected: undefined },
      { ...payload, selected: "positive" },
      { ...payload, selected: "neutral" },
      { ...payload, reasons: "confusing,confusing" },
      { ...payload, feedback: "x".repeat(2001) },
    ];
    for (const body of bad) {
      const res = await call("POST", "/api/v1/feedback", { token: fiona, body });
      expect(res.status).toBe(400);
    }
    expect(await stored()).toBe(0);
    const account = await call("GET", "/api/v1/account", { token: fiona });
    expect(account.json.metadata.FEEDBACK_GIVEN).toBeUndefined();
    // the other unit's token
    const olaf = await login("company", "company-olaf");
    expect((await call("POST", "/api/v1/feedback", { token: olaf, body: payload })).status).toBe(403);
    expect((await call("POST", "/api/b2b/v1/feedback", { body: payload })).status).toBe(401);
  });
});
