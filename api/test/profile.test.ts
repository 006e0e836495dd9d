import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, auditLog, emailChangeRequests, emailVerificationTokens, mailOutbox } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { issueEmailVerification } from "../services/profile";
import { setupApi } from "./harness";

const { ctx, call, login, expectRefusedToOthers } = setupApi({ devTools: true });

const accountId = async (sub: string) =>
  (await ctx.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.subject, sub)))[0].id;

/** The token travels only in the mail: read it from the queued mail's link. */
async function tokenFromOutbox(email: string) {
  const rows = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = rows.at(-1)?.textBody.match(/https?:\/\/\S+\/ds\/confirm-email\?token=(\S+)/);
  if (!link) throw new Error("no verification link queued");
  return decodeURIComponent(link[1]);
}

/** Lets the 60-second limit pass without waiting. */
const ageTokens = async (id: string) =>
  ctx.handle.db
    .update(emailVerificationTokens)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(emailVerificationTokens.accountId, id));

describe("GET/PUT /api/v1/notification-settings", () => {
  it("answers the defaults, saves a change and keeps it per account", async () => {
    const lena = await login("applicant", "applicant-lena");
    const max = await login("applicant", "applicant-max");
    const first = await call("GET", "/api/v1/notification-settings", { token: lena });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ settings: { new_advisor: true, new_students: true, job_openings_newsletter: false } });

    const settings = { new_advisor: false, new_students: true, job_openings_newsletter: true };
    const put = await call("PUT", "/api/v1/notification-settings", { token: lena, body: { settings } });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ settings });
    expect((await call("GET", "/api/v1/notification-settings", { token: lena })).json).toEqual({ settings });
    // max still has the defaults
    expect((await call("GET", "/api/v1/notification-settings", { token: max })).json.settings.new_advisor).toBe(true);
  });

  it("refuses unknown keys, missing keys and non-booleans with 400 code 1007", async () => {
    const token = await login("applicant", "applicant-lena");
    for (const settings of [
      { new_advisor: true, new_students: true, job_openings_newsletter: false, invoices: true },
      { new_advisor: true },
      { new_advisor: "yes", new_students: true, job_openings_newsletter: false },
    ]) {
      const res = await call("PUT", "/api/v1/notification-settings", { token, body: { settings } });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(1007);
    }
  });

  it("is for applicants only", async () => {
    const company = await login("company", "company-olaf");
    await expectRefusedToOthers("GET", "/api/v1/notification-settings", company);
  });
});

describe("POST /api/v1/account/email-verification", () => {
  it("queues one mail with a link whose token is stored only as a hash, valid 24 h", async () => {
    const token = await login("applicant", "applicant-lena");
    const before = Date.now();
    const res = await call("POST", "/api/v1/account/email-verification", { token });
    expect(res.status).toBe(202);
    const expiresAt = new Date(res.json.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);

    const mails = await ctx.handle.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "lena.lehmann@example.org",
      template: "email_verification",
      status: "queued",
      subject: "Bitte bestätige deine E-Mail-Adresse",
    });
    expect(mails[0].textBody).toContain("http://localhost:3000/ds/confirm-email?token=");
    const plain = await tokenFromOutbox("lena.lehmann@example.org");
    expect(plain.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    const [row] = await ctx.handle.db.select().from(emailVerificationTokens);
    expect(row.tokenHash).not.toContain(plain);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("allows one mail per minute per account (429 code 1010), independent of other accounts", async () => {
    const lena = await login("applicant", "applicant-lena");
    const max = await login("applicant", "applicant-max");
    expect((await call("POST", "/api/v1/account/email-verification", { token: lena })).status).toBe(202);
    const again = await call("POST", "/api/v1/account/email-verification", { token: lena });
    expect(again.status).toBe(429);
    expect(again.json.code).toBe(1010);
    expect((await call("POST", "/api/v1/account/email-verification", { token: max })).status).toBe(202);
    expect(await ctx.handle.db.select().from(mailOutbox)).toHaveLength(2);

    await ageTokens(await accountId("applicant-lena"));
    expect((await call("POST", "/api/v1/account/email-verification", { token: lena })).status).toBe(202);
  });

  it("answers 409 code 1009 when the address is already verified", async () => {
    const token = await login("applicant", "applicant-lena");
    await ctx.handle.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(accounts.subject, "applicant-lena"));
    const res = await call("POST", "/api/v1/account/email-verification", { token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    expect(await ctx.handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("writes the outbox row in the caller's transaction: rolled back, neither token nor mail remains", async () => {
    const id = await accountId("applicant-lena");
    await expect(
      ctx.handle.db.transaction(async (tx) => {
        await issueEmailVerification(tx, id, "https://portal.example");
        expect(await tx.select().from(mailOutbox)).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await ctx.handle.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await ctx.handle.db.select().from(emailVerificationTokens)).toHaveLength(0);
  });

  it("enqueueMail writes a key only once", async () => {
    const mail = { to: "a@example.org", subject: "s", text: "t", template: "x", dedupeKey: "k1" };
    expect(await enqueueMail(ctx.handle.db, mail)).toEqual({ queued: true });
    expect(await enqueueMail(ctx.handle.db, mail)).toEqual({ queued: false });
    expect(await ctx.handle.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("writes the mail in English for an English account", async () => {
    const token = await login("applicant", "applicant-lena");
    await call("PATCH", "/api/v1/account", { token, body: { language: "en" } });
    await call("POST", "/api/v1/account/email-verification", { token });
    const [mail] = await ctx.handle.db.select().from(mailOutbox);
    expect(mail.subject).toBe("Please confirm your e-mail address");
    expect(mail.htmlBody).toContain('<a href="http://localhost:3000/ds/confirm-email?token=');
  });
});

describe("POST /api/v1/account/email-verification/confirm", () => {
  it("verifies the address once; the token cannot be used again", async () => {
    const token = await login("applicant", "applicant-lena");
    await call("POST", "/api/v1/account/email-verification", { token });
    const plain = await tokenFromOutbox("lena.lehmann@example.org");
    expect((await call("GET", "/api/v1/account", { token })).json.emailVerified).toBe(false);

    const res = await call("POST", "/api/v1/account/email-verification/confirm", { token, body: { token: plain } });
    expect(res.status).toBe(200);
    expect(res.json.emailVerified).toBe(true);
    const again = await call("POST", "/api/v1/account/email-verification/confirm", { token, body: { token: plain } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe(1009);
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "account.email_verified"));
    expect(audit).toHaveLength(1);
  });

  it("refuses an expired token with 409 and leaves the address unverified", async () => {
    const token = await login("applicant", "applicant-lena");
    await call("POST", "/api/v1/account/email-verification", { token });
    const plain = await tokenFromOutbox("lena.lehmann@example.org");
    await ctx.handle.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await call("POST", "/api/v1/account/email-verification/confirm", { token, body: { token: plain } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    expect((await call("GET", "/api/v1/account", { token })).json.emailVerified).toBe(false);
  });

  it("refuses a token issued for an address the account no longer has", async () => {
    const token = await login("applicant", "applicant-lena");
    await call("POST", "/api/v1/account/email-verification", { token });
    const plain = await tokenFromOutbox("lena.lehmann@example.org");
    await ctx.handle.db
      .update(accounts)
      .set({ email: "lena.neu@example.org" })
      .where(eq(accounts.subject, "applicant-lena"));
    const res = await call("POST", "/api/v1/account/email-verification/confirm", { token, body: { token: plain } });
    expect(res.status).toBe(409);
  });

  it("another applicant cannot confirm someone else's token: 404 code 1008, nothing changes", async () => {
    const lena = await login("applicant", "applicant-lena");
    const max = await login("applicant", "applicant-max");
    await call("POST", "/api/v1/account/email-verification", { token: lena });
    const plain = await tokenFromOutbox("lena.lehmann@example.org");
    const res = await call("POST", "/api/v1/account/email-verification/confirm", {
      token: max,
      body: { token: plain },
    });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(1008);
    expect((await call("GET", "/api/v1/account", { token: max })).json.emailVerified).toBe(false);
    const [row] = await ctx.handle.db.select().from(emailVerificationTokens);
    expect(row.usedAt).toBeNull();
    // lena's link still works
    const own = await call("POST", "/api/v1/account/email-verification/confirm", {
      token: lena,
      body: { token: plain },
    });
    expect(own.status).toBe(200);
  });

  it("answers an unknown or empty token with 404 / 400", async () => {
    const token = await login("applicant", "applicant-lena");
    const unknown = await call("POST", "/api/v1/account/email-verification/confirm", {
      token,
      body: { token: "nope" },
    });
    expect(unknown.status).toBe(404);
    const empty = await call("POST", "/api/v1/account/email-verification/confirm", { token, body: { token: "" } });
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe(1007);
  });
});

describe("/api/v1/account/email-change-requests", () => {
  it("creates one open request and answers it on GET", async () => {
    const token = await login("applicant", "applicant-lena");
    expect((await call("GET", "/api/v1/account/email-change-requests", { token })).json).toEqual({ request: null });
    const res = await call("POST", "/api/v1/account/email-change-requests", {
      token,
      body: { newEmail: "  lena.neu@example.org ", reason: "Neue Adresse" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ newEmail: "lena.neu@example.org", reason: "Neue Adresse", status: "open" });
    const open = await call("GET", "/api/v1/account/email-change-requests", { token });
    expect(open.json.request).toEqual(res.json);
    // the e-mail itself does not change: the study advisor decides
    expect((await call("GET", "/api/v1/account", { token })).json.email).toBe("lena.lehmann@example.org");

    const second = await call("POST", "/api/v1/account/email-change-requests", {
      token,
      body: { newEmail: "lena.zwei@example.org" },
    });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe(1009);
    expect(await ctx.handle.db.select().from(emailChangeRequests)).toHaveLength(1);
  });

  it("validates the address: format and different from the current one", async () => {
    const token = await login("applicant", "applicant-lena");
    const bad = await call("POST", "/api/v1/account/email-change-requests", {
      token,
      body: { newEmail: "no-at-sign" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.newEmail).toEqual(["validation.inputEmail"]);
    const same = await call("POST", "/api/v1/account/email-change-requests", {
      token,
      body: { newEmail: "Lena.Lehmann@example.org" },
    });
    expect(same.status).toBe(400);
    expect(same.json.errors.newEmail).toEqual(["profile:emailChange.sameEmail"]);
    expect(await ctx.handle.db.select().from(emailChangeRequests)).toHaveLength(0);
  });

  it("another applicant never sees someone else's request", async () => {
    const lena = await login("applicant", "applicant-lena");
    const max = await login("applicant", "applicant-max");
    await call("POST", "/api/v1/account/email-change-requests", {
      token: lena,
      body: { newEmail: "lena.neu@example.org" },
    });
    expect((await call("GET", "/api/v1/account/email-change-requests", { token: max })).json).toEqual({
      request: null,
    });
    // and may file their own
    const own = await call("POST", "/api/v1/account/email-change-requests", {
      token: max,
      body: { newEmail: "max.neu@example.org" },
    });
    expect(own.status).toBe(201);
  });
});

describe("GET /api/v1/account/referral-link", () => {
  it("answers the same link every time; codes differ per account", async () => {
    const lena = await login("applicant", "applicant-lena");
    const max = await login("applicant", "applicant-max");
    const first = await call("GET", "/api/v1/account/referral-link", { token: lena });
    expect(first.status).toBe(200);
    expect(first.json.url).toMatch(/^http:\/\/localhost:3000\/ref\/[0-9a-f]{32}$/);
    expect((await call("GET", "/api/v1/account/referral-link", { token: lena })).json.url).toBe(first.json.url);
    const other = await call("GET", "/api/v1/account/referral-link", { token: max });
    expect(other.json.url).not.toBe(first.json.url);
  });
});

describe("PATCH /api/v1/account practice partner fields", () => {
  it("saves the practice-partner contact (≤ 1600 characters) and the exists flag", async () => {
    const token = await login("applicant", "applicant-lena");
    const ok = await call("PATCH", "/api/v1/account", {
      token,
      body: { practicePartnerContact: "Muster GmbH\nHauptstr. 1", practicePartnerExists: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ practicePartnerContact: "Muster GmbH\nHauptstr. 1", practicePartnerExists: true });
    const tooLong = await call("PATCH", "/api/v1/account", {
      token,
      body: { practicePartnerContact: "x".repeat(1601) },
    });
    expect(tooLong.status).toBe(400);
  });
});
