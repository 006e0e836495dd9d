/**
 * The match status machine, pair by pair: every (status, command) of docs/product.md#match-statuses × docs/architecture.md#api-and-data is run
 * against the real database through the command's service function. Allowed pairs reach the expected
 * status and write exactly one audit row for the match; every other pair is refused with 409 and leaves
 * the match, the audit log, the notifications and the outbox as they were.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MATCH_COMMANDS, MATCH_STATUSES, type MatchCommand, type MatchStatus, type UnitStage } from "#contracts";
import {
  accounts,
  auditLog,
  campuses,
  companies,
  companyUsers,
  jobMatches,
  jobOpenings,
  mailOutbox,
  notifications,
  units,
} from "../../db/schema";
import { ApiError } from "../../errors";
import { setupApi } from "../../test/harness";
import {
  acceptByApplicant,
  acceptByCompany,
  arrangeInterview,
  type CommandContext,
  chooseInterviewDate,
  closeJobOpening,
  createMatch,
  expressInterestInOpening,
  runMatchCommand,
} from "./commands";
import { COMMAND_ACTOR, decide, TRANSITIONS } from "./transitions";

const { ctx } = setupApi();

/** The expected machine, written out independently of the table under test. */
const OPEN: MatchStatus[] = [
  "awaiting_any_interest",
  "awaiting_partner_interest",
  "awaiting_applicant_interest",
  "awaiting_interview_schedule",
  "interview_scheduled",
  "trial_day_scheduled",
  "awaiting_partner_confirmation",
  "awaiting_applicant_confirmation",
];
const cancels = Object.fromEntries(OPEN.map((s) => [s, "cancelled"])) as Partial<Record<MatchStatus, MatchStatus>>;
const EXPECTED: Record<MatchCommand, Partial<Record<MatchStatus, MatchStatus>>> = {
  applicant_interest: {
    awaiting_any_interest: "awaiting_partner_interest",
    awaiting_applicant_interest: "awaiting_interview_schedule",
  },
  company_interest: {
    awaiting_any_interest: "awaiting_applicant_interest",
    awaiting_partner_interest: "awaiting_interview_schedule",
  },
  arrange_interview: {
    awaiting_partner_interest: "interview_scheduled",
    awaiting_interview_schedule: "interview_scheduled",
    interview_scheduled: "interview_scheduled",
  },
  schedule_trial_day: { interview_scheduled: "trial_day_scheduled", trial_day_scheduled: "trial_day_scheduled" },
  company_accept: {
    interview_scheduled: "awaiting_applicant_confirmation",
    trial_day_scheduled: "awaiting_applicant_confirmation",
    awaiting_partner_confirmation: "offer_accepted",
  },
  applicant_accept: {
    interview_scheduled: "awaiting_partner_confirmation",
    trial_day_scheduled: "awaiting_partner_confirmation",
    awaiting_applicant_confirmation: "offer_accepted",
  },
  company_reject: cancels,
  applicant_reject: cancels,
  staffed: cancels,
  opening_closed: cancels,
  offer_expired: { awaiting_applicant_confirmation: "cancelled" },
  suggestion_expired: { awaiting_any_interest: "cancelled" },
};
const LOST: Partial<Record<MatchCommand, string>> = {
  company_reject: "rejected_by_company",
  applicant_reject: "rejected_by_applicant",
  staffed: "staffed_with_another_applicant",
  opening_closed: "job_opening_closed",
  offer_expired: "offer_expired",
  suggestion_expired: "suggestion_expired",
};

async function idOf(table: typeof accounts | typeof companyUsers, subject: string) {
  const rows =
    table === accounts
      ? await ctx.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.subject, subject))
      : await ctx.handle.db.select({ id: companyUsers.id }).from(companyUsers).where(eq(companyUsers.subject, subject));
  return rows[0].id;
}

async function openingFor(requiredCount = 2) {
  const db = ctx.handle.db;
  const [company] = await db.select().from(companies).where(eq(companies.name, "Muster Maschinenbau GmbH"));
  const [campus] = await db.select().from(campuses).limit(1);
  const [row] = await db
    .insert(jobOpenings)
    .values({
      companyId: company.id,
      status: "open",
      title: "Dualer Student Informatik",
      campusId: campus.id,
      course: "Informatik (B.Sc.)",
      startDate: "2027-10-01",
      tasks: "Entwicklung",
      offerDescription: "Ein gutes Angebot",
      requiredCount,
      placeOfTraining: "Stuttgart",
      workModel: "hybrid",
      publishedAt: new Date(),
    })
    .returning();
  return row;
}

async function actors() {
  return {
    applicantId: await idOf(accounts, "applicant-lena"),
    companyUserId: await idOf(companyUsers, "company-olaf"),
  };
}

function contextFor(command: MatchCommand, who: { applicantId: string; companyUserId: string }): CommandContext {
  const kind = COMMAND_ACTOR[command];
  if (kind === "applicant") return { actor: { kind, id: who.applicantId } };
  if (kind === "company") return { actor: { kind, id: who.companyUserId } };
  return { actor: { kind: "system", id: null } };
}

async function matchIn(status: MatchStatus, accountId: string, jobOpeningId: string) {
  const soon = new Date(Date.now() + 3 * 86_400_000);
  const [row] = await ctx.handle.db
    .insert(jobMatches)
    .values({
      jobOpeningId,
      accountId,
      source: "study_advisor",
      status,
      lostReason: status === "cancelled" ? "rejected_by_company" : null,
      interviewDateSuggestions: [soon.toISOString()],
      interviewAt: soon,
    })
    .returning();
  return row;
}

const auditRowsOf = async (matchId: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "match"), eq(auditLog.subjectId, matchId)));
const countOf = async (table: typeof notifications | typeof mailOutbox) =>
  Number((await ctx.handle.db.select({ n: count() }).from(table))[0].n);

describe("the transition table", () => {
  it("is the designed machine", () => {
    expect(TRANSITIONS).toEqual(EXPECTED);
  });

  it("lets the applicant accept only an offer or after an agreed interview date", () => {
    for (const status of MATCH_STATUSES) {
      for (const interviewAt of [null, new Date()]) {
        const decision = decide({ status, interviewAt }, "applicant_accept");
        const offer = status === "awaiting_applicant_confirmation";
        const afterInterview = interviewAt !== null && ["interview_scheduled", "trial_day_scheduled"].includes(status);
        expect("to" in decision, `${status}, interview date ${interviewAt ? "agreed" : "open"}`).toBe(
          offer || afterInterview,
        );
      }
    }
    expect(decide({ status: "interview_scheduled", interviewAt: null }, "applicant_accept")).toEqual({
      refused: "interviewDateNotAgreed",
    });
    expect(decide({ status: "interview_scheduled", interviewAt: null }, "company_accept")).toEqual({
      refused: "interviewDateNotAgreed",
    });
  });
});

describe.each(["applicant_accept", "company_accept"] as const)("%s before a date is agreed", (command) => {
  it.each(["interview_scheduled", "trial_day_scheduled"] as const)("from %s is refused in words", async (status) => {
    const who = await actors();
    const opening = await openingFor();
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const [before] = await ctx.handle.db
      .insert(jobMatches)
      .values({
        jobOpeningId: opening.id,
        accountId: who.applicantId,
        source: "study_advisor",
        status,
        interviewDateSuggestions: [soon(3), soon(4)],
        interviewAt: null,
      })
      .returning();
    const error = await runMatchCommand(ctx.handle.db, before.id, command, contextFor(command, who)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 1009,
      errors: { interviewAt: ["validation.interviewDateNotAgreed"] },
    });
    const [unchanged] = await ctx.handle.db.select().from(jobMatches).where(eq(jobMatches.id, before.id));
    expect(unchanged).toEqual(before);
    expect(await auditRowsOf(before.id)).toHaveLength(0);
  });
});

describe.each(MATCH_COMMANDS)("command %s", (command) => {
  it.each(MATCH_STATUSES)("from %s", async (status) => {
    const who = await actors();
    const opening = await openingFor();
    const before = await matchIn(status, who.applicantId, opening.id);
    const expected = EXPECTED[command][status];
    const notices = await countOf(notifications);
    const mails = await countOf(mailOutbox);
    // settle at once: a refusal must not float unhandled while the test reads the database
    const outcome = await runMatchCommand(ctx.handle.db, before.id, command, contextFor(command, who)).then(
      (match) => ({ match, error: null }),
      (error: unknown) => ({ match: null, error }),
    );
    if (expected) {
      expect(outcome.error).toBeNull();
      const after = outcome.match!;
      expect(after.status).toBe(expected);
      expect(after.lostReason).toBe(expected === "cancelled" ? LOST[command] : null);
      const rows = await auditRowsOf(before.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].action).toBe("match.transition");
      expect(rows[0].details).toMatchObject({ command, from: status, to: expected });
      expect(rows[0].actorKind).toBe(COMMAND_ACTOR[command]);
    } else {
      const { error } = outcome;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(409);
      expect((error as ApiError).code).toBe(1009);
      const [unchanged] = await ctx.handle.db.select().from(jobMatches).where(eq(jobMatches.id, before.id));
      expect(unchanged).toEqual(before);
      expect(await auditRowsOf(before.id)).toHaveLength(0);
      expect(await countOf(notifications)).toBe(notices);
      expect(await countOf(mailOutbox)).toBe(mails);
    }
  });
});

describe("around the table", () => {
  it("refuses a command from the wrong side with 403 and changes nothing", async () => {
    const who = await actors();
    const opening = await openingFor();
    const m = await matchIn("awaiting_any_interest", who.applicantId, opening.id);
    const error = await runMatchCommand(ctx.handle.db, m.id, "company_interest", {
      actor: { kind: "applicant", id: who.applicantId },
    }).catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(403);
    expect(await auditRowsOf(m.id)).toHaveLength(0);
  });

  it("staffs a one-position opening: the other open matches are cancelled as staffed, the unit moves", async () => {
    const db = ctx.handle.db;
    const who = await actors();
    const other = await idOf(accounts, "applicant-paul");
    const opening = await openingFor(1);
    const winner = await matchIn("awaiting_applicant_confirmation", who.applicantId, opening.id);
    const loser = await matchIn("awaiting_partner_interest", other, opening.id);
    const closedAlready = await matchIn("cancelled", await idOf(accounts, "applicant-max"), opening.id);
    await acceptByApplicant(db, winner.id, { actor: { kind: "applicant", id: who.applicantId } });
    const [l] = await db.select().from(jobMatches).where(eq(jobMatches.id, loser.id));
    expect(l.status).toBe("cancelled");
    expect(l.lostReason).toBe("staffed_with_another_applicant");
    const [c] = await db.select().from(jobMatches).where(eq(jobMatches.id, closedAlready.id));
    expect(c.lostReason).toBe("rejected_by_company");
    const [o] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, opening.id));
    expect(o.status).toBe("staffed");
    const [unit] = await db.select().from(units).where(eq(units.accountId, who.applicantId));
    expect(unit.stage as UnitStage).toBe("Contract Proposal");
    const notices = await db.select().from(notifications).where(eq(notifications.recipientId, other));
    expect(notices.map((n) => n.category)).toContain("match_not_available_anymore");
  });

  it("keeps the opening open while positions are left", async () => {
    const db = ctx.handle.db;
    const who = await actors();
    const opening = await openingFor(2);
    const first = await matchIn("awaiting_partner_confirmation", who.applicantId, opening.id);
    const second = await matchIn("awaiting_partner_interest", await idOf(accounts, "applicant-paul"), opening.id);
    await acceptByCompany(db, first.id, { actor: { kind: "company", id: who.companyUserId } });
    const [o] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, opening.id));
    expect(o.status).toBe("open");
    const [s] = await db.select().from(jobMatches).where(eq(jobMatches.id, second.id));
    expect(s.status).toBe("awaiting_partner_interest");
  });

  it("an accepted offer ends the applicant's other open matches", async () => {
    const db = ctx.handle.db;
    const who = await actors();
    const a = await openingFor(1);
    const b = await openingFor(1);
    const won = await matchIn("awaiting_applicant_confirmation", who.applicantId, a.id);
    const elsewhere = await matchIn("interview_scheduled", who.applicantId, b.id);
    await acceptByApplicant(db, won.id, { actor: { kind: "applicant", id: who.applicantId } });
    const [e] = await db.select().from(jobMatches).where(eq(jobMatches.id, elsewhere.id));
    expect(e.status).toBe("cancelled");
    expect(e.lostReason).toBe("rejected_by_applicant");
  });

  it("closing an opening cancels its open matches as closed", async () => {
    const db = ctx.handle.db;
    const who = await actors();
    const opening = await openingFor();
    const m = await matchIn("interview_scheduled", who.applicantId, opening.id);
    const result = await closeJobOpening(db, opening.id, { actor: { kind: "company", id: who.companyUserId } });
    expect(result.cancelled).toBe(1);
    const [after] = await db.select().from(jobMatches).where(eq(jobMatches.id, m.id));
    expect(after.lostReason).toBe("job_opening_closed");
    await expect(
      closeJobOpening(db, opening.id, { actor: { kind: "company", id: who.companyUserId } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("mutual interest moves a ready unit to In Matching; a new match needs an open opening", async () => {
    const db = ctx.handle.db;
    const who = await actors();
    await db.update(units).set({ stage: "Ready to match" }).where(eq(units.accountId, who.applicantId));
    const opening = await openingFor();
    const m = await createMatch(
      db,
      { jobOpeningId: opening.id, accountId: who.applicantId, source: "company" },
      { actor: { kind: "company", id: who.companyUserId } },
    );
    expect(m.status).toBe("awaiting_any_interest");
    await expect(
      createMatch(
        db,
        { jobOpeningId: opening.id, accountId: who.applicantId, source: "company" },
        { actor: { kind: "company", id: who.companyUserId } },
      ),
    ).rejects.toMatchObject({ status: 409 });
    await runMatchCommand(db, m.id, "company_interest", { actor: { kind: "company", id: who.companyUserId } });
    const after = await expressInterestInOpening(db, who.applicantId, opening.id, {
      actor: { kind: "applicant", id: who.applicantId },
    });
    expect(after.status).toBe("awaiting_interview_schedule");
    const [unit] = await db.select().from(units).where(eq(units.accountId, who.applicantId));
    expect(unit.stage).toBe("In Matching");
    await db.update(jobOpenings).set({ status: "draft" }).where(eq(jobOpenings.id, opening.id));
    await expect(
      expressInterestInOpening(db, await idOf(accounts, "applicant-paul"), opening.id, {
        actor: { kind: "applicant", id: who.applicantId },
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("interview dates: one suggestion is the date and both sides get an .ics; several let the applicant choose", async () => {
    const db = ctx.handle.db;
    const who = await actors();
    const opening = await openingFor();
    const company = { actor: { kind: "company" as const, id: who.companyUserId } };
    const m = await matchIn("awaiting_partner_interest", who.applicantId, opening.id);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const fiveDays = day(5);
    const one = await arrangeInterview(db, m.id, [fiveDays], company);
    expect(one.interviewAt).toBe(fiveDays);
    const mails = await db.select().from(mailOutbox);
    const withIcs = mails.filter((x) => x.attachments.some((a) => a.filename === "interview.ics"));
    expect(withIcs.length).toBeGreaterThanOrEqual(2); // applicant and company
    const ics = Buffer.from(withIcs[0].attachments[0].content, "base64").toString("utf8");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("BEGIN:VEVENT");

    const three = await arrangeInterview(db, m.id, [day(9), day(7), day(8)], company);
    expect(three.interviewAt).toBeNull();
    expect(three.interviewDateSuggestions).toHaveLength(3);
    await expect(
      chooseInterviewDate(db, m.id, day(20), { actor: { kind: "applicant", id: who.applicantId } }),
    ).rejects.toMatchObject({ status: 400 });
    const chosen = await chooseInterviewDate(db, m.id, three.interviewDateSuggestions[1], {
      actor: { kind: "applicant", id: who.applicantId },
    });
    expect(chosen.interviewAt).toBe(three.interviewDateSuggestions[1]);
    await expect(arrangeInterview(db, m.id, [day(-1)], company)).rejects.toMatchObject({ status: 400 });
  });
});
