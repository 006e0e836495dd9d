import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accounts, auditLog, consultations, infoSessionRegistrations, units } from "../db/schema";
import { registerForSession, tickAttendance } from "../services/journey";
import { addWorkingDays } from "../services/working-days";
import { setupApi } from "./harness";
import { accountIdOf, addDocumentRow } from "./lookups";

const { ctx, call, login } = setupApi({ devTools: true });

const DAY = 24 * 60 * 60 * 1000;

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);
const stageOf = async (sub: string) => {
  const [row] = await ctx.handle.db
    .select({ stage: units.stage })
    .from(units)
    .where(eq(units.accountId, await accountId(sub)));
  return row.stage;
};
const registrationRow = async (sub: string) => {
  const [row] = await ctx.handle.db
    .select()
    .from(infoSessionRegistrations)
    .where(eq(infoSessionRegistrations.accountId, await accountId(sub)));
  return row ?? null;
};
/** What the study advisor does in the console (not reachable for applicants). */
const advisorConfirmsAttendance = async (sub: string) =>
  ctx.handle.db
    .update(infoSessionRegistrations)
    .set({ confirmedAt: new Date() })
    .where(eq(infoSessionRegistrations.accountId, await accountId(sub)));
const advisorConfirmsConsultation = async (sub: string) => {
  const [unit] = await ctx.handle.db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.accountId, await accountId(sub)));
  await ctx.handle.db.update(consultations).set({ confirmedAt: new Date() }).where(eq(consultations.unitId, unit.id));
  await ctx.handle.db.update(units).set({ participateAdvisorInterviewOn: "2026-11-20" }).where(eq(units.id, unit.id));
};

/** Jonas and Jana are seeded with steps 1 and 2 complete but for the two required documents. */
beforeEach(async () => {
  for (const sub of ["applicant-jonas", "applicant-jana"]) {
    const id = await accountId(sub);
    for (const category of ["CV", "Picture"]) await addDocumentRow(ctx.handle.db, id, category);
  }
});

type Session = { id: string; started: boolean; startsAt: string; campus: { name: string } };
const sessionsOf = async (token: string) =>
  (await call("GET", "/api/v1/info-sessions", { token })).json.sessions as Session[];
const stepState = async (token: string, step: string) => {
  const res = await call("GET", "/api/v1/application/progress", { token });
  return res.json.steps.find((s: { step: string }) => s.step === step) as { state: string; path: string };
};

/** Jonas (Berlin) and Jana (Hamburg): steps 1 and 2 complete (see beforeEach). */
async function signedUpAndTicked(sub = "applicant-jonas") {
  const token = await login("applicant", sub);
  const past = (await sessionsOf(token)).find((s) => s.started)!;
  expect((await call("POST", `/api/v1/info-sessions/${past.id}/register`, { token })).status).toBe(200);
  expect((await call("POST", "/api/v1/info-sessions/attendance", { token, body: { attended: true } })).status).toBe(
    200,
  );
  return token;
}

describe("GET /api/v1/info-sessions", () => {
  it("lists the sessions at the campus of the primary application, earliest first, past ones marked started", async () => {
    const jonas = await sessionsOf(await login("applicant", "applicant-jonas"));
    expect(jonas).toHaveLength(4);
    expect(jonas.every((s) => s.campus.name === "Berlin")).toBe(true);
    expect(jonas.map((s) => s.started)).toEqual([true, true, false, false]);
    const times = jonas.map((s) => Date.parse(s.startsAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const jana = await sessionsOf(await login("applicant", "applicant-jana"));
    expect(jana.every((s) => s.campus.name === "Hamburg")).toBe(true);
    expect(jana.some((s) => jonas.some((j) => j.id === s.id))).toBe(false);
  });

  it("needs an applicant token", async () => {
    expect((await call("GET", "/api/v1/info-sessions")).status).toBe(401);
    const company = await login("company", "company-olaf");
    expect((await call("GET", "/api/v1/info-sessions", { token: company })).status).toBe(403);
  });
});

describe("POST /api/v1/info-sessions/{id}/register", () => {
  it("signs up, moves the unit to Info Session, and allows changing the session until the tick", async () => {
    const token = await login("applicant", "applicant-jonas");
    const [first, second] = await sessionsOf(token);
    expect(await stageOf("applicant-jonas")).toBe("Application");

    const res = await call("POST", `/api/v1/info-sessions/${first.id}/register`, { token });
    expect(res.status).toBe(200);
    expect(res.json.session.id).toBe(first.id);
    expect(res.json.state).toMatchObject({ ticked: false, confirmed: false, canChange: true, expectedBy: null });
    expect(await stageOf("applicant-jonas")).toBe("Info Session");

    const changed = await call("POST", `/api/v1/info-sessions/${second.id}/register`, { token });
    expect(changed.status).toBe(200);
    expect(changed.json.session.id).toBe(second.id);
    const rows = await ctx.handle.db
      .select()
      .from(infoSessionRegistrations)
      .where(eq(infoSessionRegistrations.accountId, await accountId("applicant-jonas")));
    expect(rows).toHaveLength(1);
    expect(rows[0].infoSessionId).toBe(second.id);

    const actions = await ctx.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, await accountId("applicant-jonas")));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["info_session.registered", "info_session.changed", "unit.stage_changed"]),
    );
  });

  it("refuses a change after the tick (409 1009)", async () => {
    const token = await signedUpAndTicked();
    const upcoming = (await sessionsOf(token)).find((s) => !s.started)!;
    const res = await call("POST", `/api/v1/info-sessions/${upcoming.id}/register`, { token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    expect((await registrationRow("applicant-jonas"))!.infoSessionId).not.toBe(upcoming.id);
  });

  it("is refused while steps 1 and 2 are not complete (409 1009), nothing is stored", async () => {
    const token = await login("applicant", "applicant-alex");
    const [session] = await sessionsOf(token);
    const res = await call("POST", `/api/v1/info-sessions/${session.id}/register`, { token });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    expect(await registrationRow("applicant-alex")).toBeNull();
    expect((await stepState(token, "info-session")).state).toBe("locked");
  });

  it("tenancy: another campus's session is not found (404 1008) and nothing changes", async () => {
    const jana = await login("applicant", "applicant-jana");
    const [hamburg] = await sessionsOf(jana);
    const jonas = await login("applicant", "applicant-jonas");
    const res = await call("POST", `/api/v1/info-sessions/${hamburg.id}/register`, { token: jonas });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(1008);
    expect(await registrationRow("applicant-jonas")).toBeNull();
    const unknown = await call("POST", "/api/v1/info-sessions/00000000-0000-4000-8000-000000000000/register", {
      token: jonas,
    });
    expect(unknown.status).toBe(404);
  });

  it("tenancy: each applicant only sees their own registration", async () => {
    await signedUpAndTicked("applicant-jana");
    const jonas = await login("applicant", "applicant-jonas");
    const res = await call("GET", "/api/v1/info-sessions/registration", { token: jonas });
    expect(res.status).toBe(200);
    expect(res.json.registration).toBeNull();
    expect(res.json.session).toBeNull();
  });
});

describe("POST /api/v1/info-sessions/attendance", () => {
  it("requires the tick: missing or false → 400 with 'Teilnahme muss bestätigt werden'", async () => {
    const token = await login("applicant", "applicant-jonas");
    const past = (await sessionsOf(token)).find((s) => s.started)!;
    await call("POST", `/api/v1/info-sessions/${past.id}/register`, { token });
    for (const body of [{}, { attended: false }, { attended: "on" }]) {
      const res = await call("POST", "/api/v1/info-sessions/attendance", { token, body });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(1007);
      expect(res.json.errors.attended).toEqual(["validation.infoSessionConfirm"]);
    }
    expect((await registrationRow("applicant-jonas"))!.attendanceTickedAt).toBeNull();
  });

  it("is refused without a registration and before the session started (409 1009)", async () => {
    const token = await login("applicant", "applicant-jonas");
    const none = await call("POST", "/api/v1/info-sessions/attendance", { token, body: { attended: true } });
    expect(none.status).toBe(409);
    const upcoming = (await sessionsOf(token)).find((s) => !s.started)!;
    await call("POST", `/api/v1/info-sessions/${upcoming.id}/register`, { token });
    const early = await call("POST", "/api/v1/info-sessions/attendance", { token, body: { attended: true } });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe(1009);
    expect((await registrationRow("applicant-jonas"))!.attendanceTickedAt).toBeNull();
  });

  it("is refused in words until the session's start and taken from its start on (test clock)", async () => {
    const db = ctx.handle.db;
    const token = await login("applicant", "applicant-jonas");
    const upcoming = (await sessionsOf(token)).find((s) => !s.started)!;
    const startsAt = new Date(upcoming.startsAt);
    const id = await accountId("applicant-jonas");
    const minuteBefore = new Date(startsAt.getTime() - 60_000);
    await registerForSession(db, id, upcoming.id, minuteBefore);
    await expect(tickAttendance(db, id, minuteBefore)).rejects.toMatchObject({
      status: 409,
      code: 1009,
      errors: { attended: ["validation.infoSessionNotStarted"] },
    });
    expect((await registrationRow("applicant-jonas"))!.attendanceTickedAt).toBeNull();
    const state = await tickAttendance(db, id, startsAt);
    expect(state.state.ticked).toBe(true);
    expect((await registrationRow("applicant-jonas"))!.attendanceTickedAt).toEqual(startsAt);
  });

  it("ticks after the session: waiting, expected within 3 working days, not overdue, not confirmed", async () => {
    const token = await signedUpAndTicked();
    const res = await call("GET", "/api/v1/info-sessions/registration", { token });
    expect(res.status).toBe(200);
    const tickedAt = new Date(res.json.registration.attendanceTickedAt);
    expect(Date.now() - tickedAt.getTime()).toBeLessThan(60_000);
    expect(res.json.state).toEqual({
      ticked: true,
      confirmed: false,
      waitingSince: res.json.registration.attendanceTickedAt,
      expectedBy: addWorkingDays(tickedAt, 3),
      overdue: false,
      canChange: false,
    });
    expect(res.json.registration.confirmedAt).toBeNull();
    expect(await stageOf("applicant-jonas")).toBe("Info Session");
  });

  it("after one week without confirmation the registration is overdue", async () => {
    const token = await signedUpAndTicked();
    const id = await accountId("applicant-jonas");
    const setTick = (daysAgo: number) =>
      ctx.handle.db
        .update(infoSessionRegistrations)
        .set({ attendanceTickedAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(infoSessionRegistrations.accountId, id));
    await setTick(6.9);
    expect((await call("GET", "/api/v1/info-sessions/registration", { token })).json.state.overdue).toBe(false);
    await setTick(7.1);
    expect((await call("GET", "/api/v1/info-sessions/registration", { token })).json.state.overdue).toBe(true);
    await advisorConfirmsAttendance("applicant-jonas");
    const confirmed = (await call("GET", "/api/v1/info-sessions/registration", { token })).json.state;
    expect(confirmed).toMatchObject({ confirmed: true, overdue: false, waitingSince: null, expectedBy: null });
  });

  it("the applicant cannot confirm their own attendance by any request", async () => {
    const token = await signedUpAndTicked();
    const attempts: [string, string, unknown][] = [
      ["POST", "/api/v1/info-sessions/attendance", { attended: true, confirmedAt: new Date().toISOString() }],
      ["POST", "/api/v1/info-sessions/attendance", { attended: true, confirmed: true }],
      ["POST", "/api/v1/info-sessions/attendance", { attended: true, confirmedBy: null }],
      ["PATCH", "/api/v1/account", { infoSessionAttendanceConfirmed: true }],
      ["POST", "/api/v1/consultation/request", { prepared: true, infoSessionConfirmed: true }],
      ["POST", "/api/v1/consultation/request", { prepared: true }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
    }
    const row = await registrationRow("applicant-jonas");
    expect(row!.confirmedAt).toBeNull();
    expect(row!.confirmedBy).toBeNull();
    const [account] = await ctx.handle.db
      .select({ confirmed: accounts.infoSessionAttendanceConfirmed })
      .from(accounts)
      .where(eq(accounts.subject, "applicant-jonas"));
    expect(account.confirmed).not.toBe(true);
    expect((await stepState(token, "info-session")).state).toBe("waiting");
    expect(await stageOf("applicant-jonas")).toBe("Info Session");
  });
});

describe("first consultation (step 4)", () => {
  it("is refused until the advisor confirmed the info session (409 1009 with the message)", async () => {
    const token = await signedUpAndTicked();
    const res = await call("POST", "/api/v1/consultation/request", { token, body: { prepared: true } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(1009);
    expect(res.json.errors.infoSession).toEqual(["validation.infoSessionNotConfirmed"]);
    const [unit] = await ctx.handle.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.accountId, await accountId("applicant-jonas")));
    expect(await ctx.handle.db.select().from(consultations).where(eq(consultations.unitId, unit.id))).toEqual([]);
  });

  it("needs the preparation to be confirmed", async () => {
    const token = await signedUpAndTicked();
    await advisorConfirmsAttendance("applicant-jonas");
    const res = await call("POST", "/api/v1/consultation/request", { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.errors.prepared).toEqual(["validation.mustBeConfirmed"]);
  });

  it("is requested after the confirmation, then waits for the advisor", async () => {
    const token = await signedUpAndTicked();
    await advisorConfirmsAttendance("applicant-jonas");
    const before = await call("GET", "/api/v1/consultation", { token });
    expect(before.json).toEqual({
      requested: false,
      requestedAt: null,
      confirmed: false,
      interviewOn: null,
      infoSessionConfirmed: true,
    });
    const res = await call("POST", "/api/v1/consultation/request", { token, body: { prepared: true } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ requested: true, confirmed: false, interviewOn: null });
    // asking twice keeps the first request
    const again = await call("POST", "/api/v1/consultation/request", { token, body: { prepared: true } });
    expect(again.json.requestedAt).toBe(res.json.requestedAt);
    await advisorConfirmsConsultation("applicant-jonas");
    const after = await call("GET", "/api/v1/consultation", { token });
    expect(after.json).toMatchObject({ requested: true, confirmed: true, interviewOn: "2026-11-20" });
  });
});

describe("GET /api/v1/application/progress, steps 3 to contract", () => {
  it("follows the journey: locked → not started → in progress → waiting → complete", async () => {
    const token = await login("applicant", "applicant-jonas");
    const states = async () => {
      const res = await call("GET", "/api/v1/application/progress", { token });
      return Object.fromEntries(res.json.steps.map((s: { step: string; state: string }) => [s.step, s.state]));
    };
    expect(await states()).toEqual({
      data: "complete",
      skills: "complete",
      "info-session": "not_started",
      consultation: "locked",
      "partner-search": "locked",
      contract: "locked",
    });
    const [past] = await sessionsOf(token);
    await call("POST", `/api/v1/info-sessions/${past.id}/register`, { token });
    expect((await stepState(token, "info-session")).state).toBe("in_progress");
    expect((await stepState(token, "info-session")).path).toBe("/ds/application/info-session/2");
    await call("POST", "/api/v1/info-sessions/attendance", { token, body: { attended: true } });
    expect(await stepState(token, "info-session")).toMatchObject({
      state: "waiting",
      path: "/ds/application/info-session/2",
    });
    expect((await stepState(token, "consultation")).state).toBe("locked");

    await advisorConfirmsAttendance("applicant-jonas");
    expect(await stepState(token, "info-session")).toMatchObject({
      state: "complete",
      path: "/ds/application/info-session/done",
    });
    expect(await stepState(token, "consultation")).toMatchObject({
      state: "not_started",
      path: "/ds/application/consultation/1",
    });
    await call("POST", "/api/v1/consultation/request", { token, body: { prepared: true } });
    expect(await stepState(token, "consultation")).toMatchObject({
      state: "waiting",
      path: "/ds/application/consultation/6",
    });
    expect((await stepState(token, "partner-search")).state).toBe("locked");

    await advisorConfirmsConsultation("applicant-jonas");
    expect((await stepState(token, "consultation")).state).toBe("complete");
    expect((await stepState(token, "partner-search")).state).toBe("not_started");
    expect((await stepState(token, "contract")).state).toBe("locked");

    // The step-5 / contract hook: account metadata flags until their services decide
    await ctx.handle.db
      .update(accounts)
      .set({ metadata: { ONBOARDING_DONE: true, PARTNER_SEARCH_DONE: true } })
      .where(eq(accounts.subject, "applicant-jonas"));
    expect((await stepState(token, "partner-search")).state).toBe("complete");
    // the contract waits for someone to sign with (ADR 065): here the practice partner she found herself
    expect((await stepState(token, "contract")).state).toBe("locked");
    await ctx.handle.db
      .update(accounts)
      .set({ practicePartnerExists: true, practicePartnerContact: "Muster GmbH, Hauptstraße 1, Stuttgart" })
      .where(eq(accounts.subject, "applicant-jonas"));
    expect((await stepState(token, "contract")).state).toBe("not_started");
  });

  it("records 'application data complete' when the applicant saves the last piece, not when anyone reads", async () => {
    const id = await accountId("applicant-jonas");
    await ctx.handle.db.update(units).set({ stage: "New" }).where(eq(units.accountId, id));
    await ctx.handle.db.update(accounts).set({ phone: null }).where(eq(accounts.id, id));
    const token = await login("applicant", "applicant-jonas");
    const stageChanges = () =>
      ctx.handle.db
        .select({ actorKind: auditLog.actorKind, actorId: auditLog.actorId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, "unit.stage_changed"), eq(auditLog.actorId, id)));
    // reading the progress (the applicant's or the advisor's page) changes nothing
    await call("GET", "/api/v1/application/progress", { token });
    expect(await stageOf("applicant-jonas")).toBe("New");
    // saving the missing phone number completes step 1: the stage moves in that command
    const saved = await call("PATCH", "/api/v1/account", { token, body: { phone: "+49 30 1234567" } });
    expect(saved.status).toBe(200);
    expect(await stageOf("applicant-jonas")).toBe("Application");
    expect(await stageChanges()).toEqual([
      {
        actorKind: "applicant",
        actorId: id,
        details: { event: "application_data_complete", from: "New", to: "Application" },
      },
    ]);
    // a second save finds the stage there already: no second change
    await call("PATCH", "/api/v1/account", { token, body: { phone: "+49 30 7654321" } });
    expect(await stageChanges()).toHaveLength(1);
  });

  it("adding the missing language completes the steps too (same rule, in the command's transaction)", async () => {
    const id = await accountId("applicant-jonas");
    await ctx.handle.db.update(units).set({ stage: "New" }).where(eq(units.accountId, id));
    const token = await login("applicant", "applicant-jonas");
    const { json } = await call("GET", "/api/v1/account/languages", { token });
    const entries = json.languages as { id: string; code: string; level: number }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect((await call("DELETE", `/api/v1/account/languages/${entry.id}`, { token })).status).toBe(204);
    }
    expect(await stageOf("applicant-jonas")).toBe("New");
    for (const { code, level } of entries) {
      await call("POST", "/api/v1/account/languages", { token, body: { code, level } });
    }
    expect(await stageOf("applicant-jonas")).toBe("Application");
  });

  it("does not move the stage while steps 1 and 2 are incomplete", async () => {
    const id = await accountId("applicant-alex");
    await ctx.handle.db.update(units).set({ stage: "New" }).where(eq(units.accountId, id));
    const token = await login("applicant", "applicant-alex");
    await call("GET", "/api/v1/application/progress", { token });
    expect(await stageOf("applicant-alex")).toBe("New");
  });
});
