import { and, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  accounts,
  auditLog,
  campuses,
  consultations,
  documents,
  emailChangeRequests,
  emailVerificationTokens,
  infoSessionRegistrations,
  infoSessions,
  mailOutbox,
  notifications,
  units,
} from "../db/schema";
import { setupApi } from "./harness";
import { accountIdOf, advisorIdOf } from "./lookups";

const { ctx, call, login } = setupApi();
const BASE = "/api/advisor/v1";
const NO_ID = "00000000-0000-4000-8000-000000000000";

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);
const advisorId = (sub: string) => advisorIdOf(ctx.handle.db, sub);
const unitOf = async (id: string) => (await ctx.handle.db.select().from(units).where(eq(units.accountId, id)))[0];

/** A registration with the attendance ticked, waiting for the advisor. */
async function tickedRegistration(sub: string) {
  const db = ctx.handle.db;
  const [campus] = await db.select().from(campuses).limit(1);
  const [session] = await db
    .insert(infoSessions)
    .values({ campusId: campus.id, startsAt: new Date("2025-05-01T16:00:00Z"), location: "Raum 1" })
    .returning();
  const account = await accountId(sub);
  // one registration per applicant: the seeded one (max signed up for an upcoming session) gives way
  await db.delete(infoSessionRegistrations).where(eq(infoSessionRegistrations.accountId, account));
  const [reg] = await db
    .insert(infoSessionRegistrations)
    .values({ accountId: account, infoSessionId: session.id, attendanceTickedAt: new Date() })
    .returning();
  return reg;
}
async function requestedConsultation(sub: string) {
  const unit = await unitOf(await accountId(sub));
  const [row] = await ctx.handle.db
    .insert(consultations)
    .values({ unitId: unit.id, requestedAt: new Date() })
    .returning();
  return row;
}
async function pendingDocument(sub: string, category = "CV") {
  const [row] = await ctx.handle.db
    .insert(documents)
    .values({
      accountId: await accountId(sub),
      category,
      type: category,
      name: `${category}.pdf`,
      storageKey: `test-${Math.random()}`,
      mimeType: "application/pdf",
      size: 10,
    })
    .returning();
  return row;
}
async function openChangeRequest(sub: string, newEmail = "new.address@example.org") {
  const [row] = await ctx.handle.db
    .insert(emailChangeRequests)
    .values({ accountId: await accountId(sub), newEmail, reason: "new provider" })
    .returning();
  return row;
}

let ids = { reg: "", cons: "", doc: "", req: "" };
/** Rows of one table by id (loosely typed: test helper). */
// biome-ignore lint/suspicious/noExplicitAny: test helper returns loosely typed rows
const byId = async (table: PgTable & { id: AnyPgColumn }, id: string): Promise<any[]> =>
  ctx.handle.db.select().from(table).where(eq(table.id, id));

/** Every route of the console with a valid body; ids of max (staff-stefan's applicant). */
async function everyRoute() {
  const reg = await tickedRegistration("applicant-max");
  const cons = await requestedConsultation("applicant-max");
  const doc = await pendingDocument("applicant-max");
  const req = await openChangeRequest("applicant-max");
  const max = await accountId("applicant-max");
  ids = { reg: reg.id, cons: cons.id, doc: doc.id, req: req.id };
  const sabine = await advisorId("staff-sabine");
  return [
    ["GET", `${BASE}/me`, undefined],
    ["GET", `${BASE}/queues`, undefined],
    ["GET", `${BASE}/advisors`, undefined],
    ["GET", `${BASE}/applicants?query=m`, undefined],
    ["GET", `${BASE}/applicants/${max}`, undefined],
    ["POST", `${BASE}/info-sessions/registrations/${reg.id}/confirm`, undefined],
    ["POST", `${BASE}/consultations/${cons.id}/confirm`, { interviewOn: "2025-05-20" }],
    ["POST", `${BASE}/documents/${doc.id}/review`, { decision: "rejected", reason: "unreadable" }],
    ["POST", `${BASE}/email-change-requests/${req.id}/approve`, undefined],
    ["POST", `${BASE}/email-change-requests/${req.id}/reject`, { reason: "no" }],
    ["POST", `${BASE}/applicants/${max}/advisor`, { advisorId: sabine }],
  ] as const;
}

describe("advisor console authorisation", () => {
  it("refuses applicant and company tokens on every route with 403 1005 and missing tokens with 401", async () => {
    const routes = await everyRoute();
    const tokens = {
      applicant: await login("applicant", "applicant-max"),
      company: await login("company", "company-olaf"),
    };
    for (const [method, path, body] of routes) {
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await call(method, path, { token, body });
        expect(res.status, `${kind} ${method} ${path}`).toBe(403);
        expect(res.json.code).toBe(1005);
      }
      expect((await call(method, path, { body })).status, `${method} ${path} without token`).toBe(401);
    }
    // nothing changed
    const [reg] = await byId(infoSessionRegistrations, ids.reg);
    expect(reg.confirmedAt).toBeNull();
    // (the seed's matches notify other applicants: count max's only)
    expect(
      await ctx.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, await accountId("applicant-max"))),
    ).toHaveLength(0);
  });

  it("refuses staff tokens on the applicant and company families", async () => {
    const staff = await login("study_advisor", "staff-sabine");
    expect((await call("GET", "/api/v1/account", { token: staff })).status).toBe(403);
    expect((await call("GET", "/api/v1/notifications", { token: staff })).status).toBe(403);
    expect((await call("GET", "/api/b2b/v1/me", { token: staff })).status).toBe(403);
  });

  it("answers 404 1008 for another advisor's applicant on every applicant route; nothing changes", async () => {
    const routes = await everyRoute();
    const sabine = await login("study_advisor", "staff-sabine");
    const maxUnit = await unitOf(await accountId("applicant-max"));
    for (const [method, path, body] of routes.slice(4)) {
      const res = await call(method, path, { token: sabine, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.code).toBe(1008);
    }
    const db = ctx.handle.db;
    expect((await byId(infoSessionRegistrations, ids.reg))[0].confirmedAt).toBeNull();
    expect((await byId(consultations, ids.cons))[0].confirmedAt).toBeNull();
    expect((await byId(documents, ids.doc))[0].reviewStatus).toBe("pending");
    expect((await byId(emailChangeRequests, ids.req))[0].status).toBe("open");
    expect((await unitOf(await accountId("applicant-max"))).advisorId).toBe(maxUnit.advisorId);
    expect((await db.select().from(accounts).where(eq(accounts.subject, "applicant-max")))[0].email).not.toBe(
      "new.address@example.org",
    );
    expect(
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, await accountId("applicant-max"))),
    ).toHaveLength(0);
    // unknown and malformed ids are 404 too
    for (const id of [NO_ID, "not-a-uuid"]) {
      expect((await call("GET", `${BASE}/applicants/${id}`, { token: sabine })).status).toBe(404);
      expect((await call("POST", `${BASE}/info-sessions/registrations/${id}/confirm`, { token: sabine })).status).toBe(
        404,
      );
    }
  });

  it("keeps other advisors' applicants out of the queues and the search; a team lead sees everyone", async () => {
    await everyRoute(); // all items belong to max (staff-stefan)
    await pendingDocument("applicant-lena", "CV"); // sabine's
    const sabine = await login("study_advisor", "staff-sabine");
    const stefan = await login("study_advisor", "staff-stefan");

    const mine = (await call("GET", `${BASE}/queues`, { token: sabine })).json;
    expect(mine.attendance.count).toBe(0);
    expect(mine.consultations.count).toBe(0);
    expect(mine.emailChanges.count).toBe(0);
    const names = (q: { items: { applicantName: string }[] }) => q.items.map((i) => i.applicantName);
    expect(names(mine.documents)).toContain("Lena Lehmann");
    expect(names(mine.documents)).not.toContain("Max Müller");

    const all = (await call("GET", `${BASE}/queues`, { token: stefan })).json;
    expect(all.attendance.count).toBe(1);
    expect(all.consultations.count).toBe(1);
    expect(all.emailChanges.count).toBe(1);
    // max's two seeded documents (CV and photo, not reviewed yet) and the one added here
    expect(all.documents.count).toBe(mine.documents.count + 3);
    expect(names(all.documents)).toContain("Max Müller");

    const search = (await call("GET", `${BASE}/applicants?query=`, { token: sabine })).json.applicants;
    expect(search.map((a: { name: string }) => a.name)).toContain("Lena Lehmann");
    expect(search.map((a: { name: string }) => a.name)).not.toContain("Max Müller");
    expect(search.some((a: { advisorName: string | null }) => a.advisorName !== "Sabine Seidel")).toBe(false);
    const lead = (await call("GET", `${BASE}/applicants?query=max`, { token: stefan })).json.applicants;
    expect(lead).toHaveLength(1);

    const lena = await accountId("applicant-lena");
    expect((await call("GET", `${BASE}/applicants/${lena}`, { token: stefan })).status).toBe(200);
    expect((await call("GET", `${BASE}/me`, { token: stefan })).json).toMatchObject({ isTeamLead: true });
    expect((await call("GET", `${BASE}/me`, { token: sabine })).json).toMatchObject({
      name: "Sabine Seidel",
      isTeamLead: false,
      isSupport: false,
    });
  });
});

describe("advisor commands", () => {
  const notificationsOf = async (id: string) =>
    ctx.handle.db.select().from(notifications).where(eq(notifications.recipientId, id));

  it("confirms ticked attendance: audit with before/after, stage → Consultation, notification + mail", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const doris = await accountId("applicant-doris");
    await ctx.handle.db.update(units).set({ stage: "Info Session" }).where(eq(units.accountId, doris));
    const reg = await tickedRegistration("applicant-doris");
    const res = await call("POST", `${BASE}/info-sessions/registrations/${reg.id}/confirm`, { token: sabine });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ accountId: doris, stage: "Consultation" });
    const [after] = await byId(infoSessionRegistrations, reg.id);
    expect(after.confirmedAt).not.toBeNull();
    const rows = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, reg.id));
    expect(rows[0]).toMatchObject({ actorKind: "study_advisor", action: "info_session.attendance_confirmed" });
    expect(rows[0].details).toMatchObject({
      before: { confirmedAt: null },
      after: { confirmedAt: expect.any(String) },
    });
    expect((await notificationsOf(doris)).map((n) => n.category)).toEqual(["attendance_confirmed"]);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "notification.attendance_confirmed"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Infoveranstaltung");
    // twice → 409; an unticked registration → 409
    expect(
      (await call("POST", `${BASE}/info-sessions/registrations/${reg.id}/confirm`, { token: sabine })).status,
    ).toBe(409);

    // the trail shows the confirmation and the stage change, newest first, with the advisor's name
    const detail = (await call("GET", `${BASE}/applicants/${doris}`, { token: sabine })).json;
    expect(detail.infoSession.confirmedAt).not.toBeNull();
    const actions = detail.audit.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["info_session.attendance_confirmed", "unit.stage_changed"]));
    const stage = detail.audit.find((a: { action: string }) => a.action === "unit.stage_changed");
    expect(stage).toMatchObject({ actorName: "Sabine Seidel", details: { from: "Info Session", to: "Consultation" } });
  });

  it("a team lead assigns an applicant to another advisor: audit, new_advisor notice and mail, the old advisor loses sight", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const stefan = await login("study_advisor", "staff-stefan");
    const lena = await accountId("applicant-lena");
    const before = await unitOf(lena);
    expect(before.advisorId).toBe(await advisorId("staff-sabine"));
    const seeded = (await notificationsOf(lena)).map((n) => n.id); // the seed's notices of lena
    const newNotices = async () => (await notificationsOf(lena)).filter((n) => !seeded.includes(n.id));
    const list = (await call("GET", `${BASE}/advisors`, { token: sabine })).json.advisors;
    expect(list.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(["Sabine Seidel", "Stefan Sommer"]),
    );

    // an advisor who is not a team lead may not, not even for an own applicant: nothing changes
    const toStefan = { advisorId: await advisorId("staff-stefan") };
    const refused = await call("POST", `${BASE}/applicants/${lena}/advisor`, { token: sabine, body: toStefan });
    expect(refused.status).toBe(403);
    expect((await unitOf(lena)).advisorId).toBe(before.advisorId);
    expect(await newNotices()).toHaveLength(0);
    // unknown or malformed advisor ids are 404
    for (const id of [NO_ID, "not-a-uuid"]) {
      const res = await call("POST", `${BASE}/applicants/${lena}/advisor`, { token: stefan, body: { advisorId: id } });
      expect(res.status).toBe(404);
    }

    const res = await call("POST", `${BASE}/applicants/${lena}/advisor`, { token: stefan, body: toStefan });
    expect(res.status).toBe(200);
    expect((await unitOf(lena)).advisorId).toBe(toStefan.advisorId);
    const [row] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, lena), eq(auditLog.action, "unit.advisor_assigned")));
    expect(row).toMatchObject({ actorKind: "study_advisor", actorId: toStefan.advisorId });
    expect(row.details).toEqual({
      before: { advisorIds: [before.advisorId] },
      after: { advisorId: toStefan.advisorId, advisorName: "Stefan Sommer" },
    });
    expect((await newNotices()).map((n) => n.category)).toEqual(["new_advisor"]);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "notification.new_advisor"));
    expect(mails.map((m) => m.toAddress)).toEqual([(await byId(accounts, lena))[0].email]);
    // the applicant's home shows the new advisor; the old advisor no longer reaches the applicant
    const unit = (await call("GET", "/api/v1/unit", { token: await login("applicant", "applicant-lena") })).json;
    expect(unit.advisor.name).toBe("Stefan Sommer");
    expect((await call("GET", `${BASE}/applicants/${lena}`, { token: sabine })).status).toBe(404);
    // the same advisor again → 409
    expect((await call("POST", `${BASE}/applicants/${lena}/advisor`, { token: stefan, body: toStefan })).status).toBe(
      409,
    );
  });

  it("an applicant cannot confirm their own attendance by any request", async () => {
    const reg = await tickedRegistration("applicant-doris");
    const doris = await login("applicant", "applicant-doris");
    for (const path of [
      `${BASE}/info-sessions/registrations/${reg.id}/confirm`,
      `/api/v1/info-sessions/registrations/${reg.id}/confirm`,
    ]) {
      expect([403, 404]).toContain((await call("POST", path, { token: doris })).status);
    }
    expect((await byId(infoSessionRegistrations, reg.id))[0].confirmedAt).toBeNull();
  });

  it("confirms the consultation with the interview date and reaches Examined Application once documents are accepted", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const doris = await accountId("applicant-doris");
    await ctx.handle.db.update(units).set({ stage: "Consultation" }).where(eq(units.accountId, doris));
    const cons = await requestedConsultation("applicant-doris");
    const doc = await pendingDocument("applicant-doris");

    const bad = await call("POST", `${BASE}/consultations/${cons.id}/confirm`, { token: sabine, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.interviewOn).toBeDefined();

    const res = await call("POST", `${BASE}/consultations/${cons.id}/confirm`, {
      token: sabine,
      body: { interviewOn: "2025-06-02" },
    });
    expect(res.status).toBe(200);
    expect(res.json.stage).toBe("Consultation"); // the document is still pending
    expect((await unitOf(doris)).participateAdvisorInterviewOn).toBe("2025-06-02");
    const [audited] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, cons.id));
    expect(audited.details).toMatchObject({ before: { interviewOn: null }, after: { interviewOn: "2025-06-02" } });

    const review = await call("POST", `${BASE}/documents/${doc.id}/review`, {
      token: sabine,
      body: { decision: "accepted" },
    });
    expect(review.status).toBe(200);
    expect(review.json.stage).toBe("Examined Application");
    expect((await unitOf(doris)).stage).toBe("Examined Application");
    expect((await notificationsOf(doris)).map((n) => n.category).sort()).toEqual([
      "consultation_confirmed",
      "document_accepted",
    ]);
    expect(
      (
        await call("POST", `${BASE}/consultations/${cons.id}/confirm`, {
          token: sabine,
          body: { interviewOn: "2025-06-02" },
        })
      ).status,
    ).toBe(409);
  });

  it("rejects a document with a reason (required, at most 250) the applicant is told", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const doc = await pendingDocument("applicant-doris");
    const path = `${BASE}/documents/${doc.id}/review`;
    const missing = await call("POST", path, { token: sabine, body: { decision: "rejected" } });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.reason).toEqual(["validation.valueRequired"]);
    const long = await call("POST", path, { token: sabine, body: { decision: "rejected", reason: "x".repeat(251) } });
    expect(long.status).toBe(400);
    expect((await call("POST", path, { token: sabine, body: { decision: "maybe" } })).status).toBe(400);

    const ok = await call("POST", path, { token: sabine, body: { decision: "rejected", reason: "Seite 2 fehlt" } });
    expect(ok.status).toBe(200);
    const [row] = await ctx.handle.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row).toMatchObject({
      reviewStatus: "rejected",
      reviewReason: "Seite 2 fehlt",
      reviewedAt: expect.any(Date),
    });
    const [audited] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, doc.id), eq(auditLog.action, "document.rejected")));
    expect(audited.details).toMatchObject({
      before: { reviewStatus: "pending" },
      after: { reviewStatus: "rejected", reviewReason: "Seite 2 fehlt" },
    });
    const doris = await accountId("applicant-doris");
    const [n] = await notificationsOf(doris);
    expect(n).toMatchObject({ category: "document_rejected", params: { name: "CV.pdf", reason: "Seite 2 fehlt" } });
    // the applicant sees the decision and its reason next to the document
    const own = await call("GET", "/api/v1/documents", { token: await login("applicant", "applicant-doris") });
    expect(own.json.documents.find((d: { uuid: string }) => d.uuid === doc.id)).toMatchObject({
      reviewStatus: "rejected",
      reviewReason: "Seite 2 fehlt",
    });
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "notification.document_rejected"));
    expect(mail.textBody).toContain("Seite 2 fehlt");

    // the applicant's in-app list
    const token = await login("applicant", "applicant-doris");
    const list = await call("GET", "/api/v1/notifications", { token });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 1, unread: 1, notifications: [{ category: "document_rejected" }] });
    const other = await login("applicant", "applicant-dennis");
    expect((await call("GET", "/api/v1/notifications", { token: other })).json.total).toBe(0);
    // limit=0 asks for the counts only (the navbar badge); below that is refused
    expect((await call("GET", "/api/v1/notifications?limit=-1", { token })).status).toBe(400);
  });

  it("approves an e-mail change: new address unverified, verification link mailed to it, notification", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const doris = await accountId("applicant-doris");
    await ctx.handle.db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, doris));
    const req = await openChangeRequest("applicant-doris", "doris.neu@example.org");
    const res = await call("POST", `${BASE}/email-change-requests/${req.id}/approve`, { token: sabine });
    expect(res.status).toBe(200);
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.id, doris));
    expect(account).toMatchObject({ email: "doris.neu@example.org", emailVerifiedAt: null });
    const [decided] = await ctx.handle.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.id, req.id));
    expect(decided).toMatchObject({ status: "approved", decidedAt: expect.any(Date) });
    expect(
      await ctx.handle.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.accountId, doris)),
    ).toHaveLength(1);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "doris.neu@example.org"));
    expect(mails.map((m) => m.template).sort()).toEqual(["email_verification", "notification.email_changed"]);
    const [audited] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, req.id), eq(auditLog.actorKind, "study_advisor")));
    expect(audited).toMatchObject({
      action: "account.email_changed",
      details: { before: { status: "open" }, after: { status: "approved" } },
    });
    expect((await call("POST", `${BASE}/email-change-requests/${req.id}/approve`, { token: sabine })).status).toBe(409);
  });

  it("rejects an e-mail change with a reason; the address stays", async () => {
    const sabine = await login("study_advisor", "staff-sabine");
    const doris = await accountId("applicant-doris");
    const req = await openChangeRequest("applicant-doris");
    const path = `${BASE}/email-change-requests/${req.id}/reject`;
    expect((await call("POST", path, { token: sabine, body: { reason: " " } })).status).toBe(400);
    const res = await call("POST", path, { token: sabine, body: { reason: "Bitte ruf uns an" } });
    expect(res.status).toBe(200);
    const [decided] = await ctx.handle.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.id, req.id));
    expect(decided).toMatchObject({ status: "rejected", decisionReason: "Bitte ruf uns an" });
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.id, doris));
    expect(account.email).not.toBe("new.address@example.org");
    expect((await notificationsOf(doris)).map((n) => n.category)).toEqual(["email_change_rejected"]);
    const detail = (await call("GET", `${BASE}/applicants/${doris}`, { token: sabine })).json;
    expect(detail.emailChangeRequest).toBeNull();
    expect(detail.audit[0]).toMatchObject({
      action: "account.email_change_rejected",
      actorKind: "study_advisor",
      actorName: "Sabine Seidel",
    });
  });
});
