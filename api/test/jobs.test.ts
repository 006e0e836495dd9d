/**
 * The background jobs: each run idempotent (a second run, on another instance or as a retry, changes
 * nothing), and the runner's promises: retries with back-off, one run of a job at a time (one run across
 * instances on PostgreSQL: jobs.postgres.test.ts).
 */
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens";
import { apiTokens, consultations, mailOutbox, oidcPayloads, pendingForms, rateLimitWindows } from "../db/schema";
import { remindOverdueConsultations, remindPendingDocuments } from "../jobs/reminders";
import { startJobs } from "../jobs/runner";
import { sweepExpired } from "../jobs/sweep";
import { createApplicant } from "./factories";
import { setupApi } from "./harness";

const { ctx } = setupApi();
const DAY = 24 * 60 * 60 * 1000;
const publicUrl = "https://tandem.example";

describe("sweeping what expired", () => {
  it("deletes expired forms, windows and provider sessions, keeps live ones, and a second run deletes nothing", async () => {
    const { db } = ctx.handle;
    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    const future = new Date(now.getTime() + 60_000);
    await db.insert(pendingForms).values([
      { id: "old", tag: "a", data: "{}", bytes: 2, expiresAt: past },
      { id: "live", tag: "b", data: "{}", bytes: 2, expiresAt: future },
    ]);
    await db.insert(rateLimitWindows).values({ key: "k", count: 1, resetAt: past });
    await db.insert(oidcPayloads).values([
      { issuer: "applicant", model: "Session", id: "s-old", payload: {}, expiresAt: past },
      { issuer: "applicant", model: "Session", id: "s-live", payload: {}, expiresAt: future },
    ]);
    const first = await sweepExpired(db, now);
    expect(first).toMatchObject({ pendingForms: 1, rateLimitWindows: 1, oidcPayloads: 1 });
    expect(await db.select({ id: pendingForms.id }).from(pendingForms)).toEqual([{ id: "live" }]);
    expect(await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).toEqual([{ id: "s-live" }]);
    expect(Object.values(await sweepExpired(db, now)).every((n) => n === 0)).toBe(true);
  });

  it("deletes api tokens a day after they expired, with the ID token kept for their logout", async () => {
    const { db } = ctx.handle;
    const now = new Date();
    const row = (name: string, expiresAt: Date) => ({
      tokenHash: hashToken(name),
      kind: "applicant" as const,
      idToken: `id-token-of-${name}`,
      expiresAt,
    });
    await db
      .insert(apiTokens)
      .values([
        row("long-expired", new Date(now.getTime() - DAY - 60_000)),
        row("just-expired", new Date(now.getTime() - 60_000)),
        row("live", new Date(now.getTime() + 60_000)),
      ]);
    expect(await sweepExpired(db, now)).toMatchObject({ apiTokens: 1 });
    const left = await db.select({ idToken: apiTokens.idToken }).from(apiTokens);
    expect(left.map((r) => r.idToken).sort()).toEqual(["id-token-of-just-expired", "id-token-of-live"]);
  });
});

describe("reminders to advisors", () => {
  it("reminds the advisor once of a consultation asked for over a week ago and still not confirmed", async () => {
    const { db } = ctx.handle;
    const now = new Date();
    const overdue = await createApplicant(db, { stage: "Application", firstName: "Olga" });
    const recent = await createApplicant(db, { stage: "Application", firstName: "Rita" });
    const confirmed = await createApplicant(db, { stage: "Application", firstName: "Carl" });
    const [o] = await db
      .insert(consultations)
      .values({ unitId: overdue.unitId!, requestedAt: new Date(now.getTime() - 8 * DAY) })
      .returning({ id: consultations.id });
    const [r] = await db
      .insert(consultations)
      .values({ unitId: recent.unitId!, requestedAt: new Date(now.getTime() - 6 * DAY) })
      .returning({ id: consultations.id });
    const [c] = await db
      .insert(consultations)
      .values({ unitId: confirmed.unitId!, requestedAt: new Date(now.getTime() - 9 * DAY), confirmedAt: now })
      .returning({ id: consultations.id });

    await remindOverdueConsultations({ db, publicUrl, now });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, "reminder:consultation-overdue:%"));
    const keys = mails.map((m) => m.dedupeKey);
    expect(keys).toContain(`reminder:consultation-overdue:${o.id}`);
    expect(keys).not.toContain(`reminder:consultation-overdue:${r.id}`);
    expect(keys).not.toContain(`reminder:consultation-overdue:${c.id}`);
    const olga = mails.find((m) => m.dedupeKey === `reminder:consultation-overdue:${o.id}`)!;
    expect(olga.toAddress).toBe("sabine.seidel@hochschule.example");
    expect(olga.subject).toBe("Erinnerung: Beratung von Olga Applicant noch nicht bestätigt");
    expect(olga.textBody).toContain(`${publicUrl}/advisor/applicants/${overdue.accountId}`);
    expect(olga.textBody).toMatch(/am \d{2}\.\d{2}\.\d{4} um ein Beratungsgespräch/);

    // run again (a retry, another instance): nothing twice; a day later Rita's request is a week old too
    expect(await remindOverdueConsultations({ db, publicUrl, now })).toEqual({ queued: 0 });
    expect(await remindOverdueConsultations({ db, publicUrl, now: new Date(now.getTime() + DAY + 60_000) })).toEqual({
      queued: 1,
    });
  });

  it("reminds an advisor of documents waiting over three days, once a day", async () => {
    const { db } = ctx.handle;
    await createApplicant(db, { documents: [{ category: "CV" }, { category: "Certificate" }] });
    const soon = new Date(Date.now() + 2 * DAY);
    expect(
      (await remindPendingDocuments({ db, publicUrl, now: soon })).queued,
      "documents of two days are not due yet (nor are the seed's)",
    ).toBe(0);
    const later = new Date(Date.now() + 4 * DAY);
    expect((await remindPendingDocuments({ db, publicUrl, now: later })).queued).toBeGreaterThanOrEqual(1);
    const day = later.toISOString().slice(0, 10);
    const [sabine] = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          like(mailOutbox.dedupeKey, `reminder:documents-pending:%:${day}`),
          eq(mailOutbox.toAddress, "sabine.seidel@hochschule.example"),
        ),
      );
    expect(sabine.subject).toBe("Erinnerung: Dokumente warten auf deine Prüfung");
    expect(sabine.textBody).toMatch(/\(Anzahl: \d+\)/);
    expect((await remindPendingDocuments({ db, publicUrl, now: later })).queued).toBe(0);
    expect(
      (await remindPendingDocuments({ db, publicUrl, now: new Date(later.getTime() + DAY) })).queued,
    ).toBeGreaterThanOrEqual(1);
  });
});

describe("the job runner", () => {
  it("retries a failed run with back-off and runs a job once at a time (the embedded loop)", async () => {
    const outcomes: boolean[] = [];
    let calls = 0;
    let active = 0;
    let most = 0;
    const runner = await startJobs({
      jobs: [
        {
          name: "flaky",
          cron: "* * * * *",
          everyMs: 60_000,
          run: async () => {
            calls++;
            active++;
            most = Math.max(most, active);
            await new Promise((resolve) => setTimeout(resolve, 20));
            active--;
            if (calls < 3) throw new Error("database unreachable");
            return { done: 1 };
          },
        },
      ],
      retryLimit: 3,
      retryDelaySeconds: 0.01,
      onRun: (o) => outcomes.push(o.ok),
    });
    await Promise.all([runner.runNow("flaky"), runner.runNow("flaky")]);
    await runner.stop();
    expect(outcomes).toEqual([false, false, true]);
    expect(most).toBe(1);
  });
});
