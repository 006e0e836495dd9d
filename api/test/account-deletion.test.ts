import { and, eq, ne } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { LARGE_EXPORT_BYTES } from "#contracts";
import { createApi } from "../app";
import {
  accountDeletions,
  accounts,
  apiTokens,
  companyMemberships,
  companyUsers,
  documents,
  jobMatches,
  languageEntries,
  mailOutbox,
  notifications,
} from "../db/schema";
import { backgroundJobs } from "../jobs/schedule";
import { MemoryBlobStore, newStorageKey } from "../storage";
import { createApplicant, createCompanyUser, createInterestedMatch } from "./factories";
import { setupApi, trustedIssuers } from "./harness";
import { auditEntries } from "./lookups";

const { ctx, call, login } = setupApi();
const db = () => ctx.handle.db;
const DELETION = "/api/v1/account/deletion";
const EXPORT = "/api/v1/account/data-export";
const restorePath = (accountId: string) => `/api/advisor/v1/applicants/${accountId}/deletion/cancel`;
const DAY = 24 * 60 * 60 * 1000;

let store: MemoryBlobStore;
beforeEach(async () => {
  store = new MemoryBlobStore();
  ctx.api = createApi({ db: ctx.handle.db, issuers: await trustedIssuers(), devTools: true, storage: store });
});

/** An applicant with one uploaded document (bytes in the store), a mail and an open match with interest. */
async function applicantWithData() {
  const applicant = await createApplicant(db(), { stage: "In Matching", advisor: "staff-sabine" });
  const storageKey = newStorageKey();
  const bytes = new TextEncoder().encode(`%PDF-1.4 the CV of ${applicant.accountId}`);
  await store.put(storageKey, bytes);
  await db().insert(documents).values({
    accountId: applicant.accountId,
    category: "CV",
    type: "CV",
    name: "Lebenslauf Muster.pdf",
    storageKey,
    mimeType: "application/pdf",
    size: bytes.length,
  });
  const [account] = await db().select().from(accounts).where(eq(accounts.id, applicant.accountId));
  await db().insert(mailOutbox).values({
    toAddress: account.email,
    subject: "Willkommen",
    textBody: "Hallo Test",
    template: "welcome",
  });
  const { owner, openingId, matchId } = await createInterestedMatch(db(), applicant.accountId);
  return { ...applicant, storageKey, bytes, email: account.email, owner, openingId, matchId };
}

async function download(token: string, query = "") {
  const res = await ctx.api.fetch(
    new Request(`http://internal${EXPORT}${query}`, { method: "POST", headers: { authorization: `Bearer ${token}` } }),
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const runPurge = (at: Date) =>
  backgroundJobs({ db: db(), publicUrl: "http://localhost:3000", storage: store, now: () => at })
    .find((j) => j.name === "purge-deleted-accounts")!
    .run();

const auditOf = (action: string, subjectId: string) => auditEntries(db(), action, subjectId);

describe("POST /v1/account/data-export (my data)", () => {
  it("streams a ZIP with a JSON document per entity, a README in the language asked for and every document", async () => {
    const a = await applicantWithData();
    const token = await login("applicant", a.sub);
    const { res, bytes } = await download(token, "?lng=fr");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tandem-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const files = unzipSync(bytes);
    expect(strFromU8(files["README.txt"])).toContain("Tes données chez Tandem");
    const account = JSON.parse(strFromU8(files["account.json"]));
    expect(account).toMatchObject({ id: a.accountId, email: a.email, firstName: "Test" });
    expect(account.subject).toBeUndefined();
    const docs = JSON.parse(strFromU8(files["documents.json"]));
    expect(docs).toHaveLength(1);
    expect(docs[0].storageKey).toBeUndefined();
    expect(files[docs[0].file]).toEqual(a.bytes);
    expect(JSON.parse(strFromU8(files["matches.json"]))[0]).toMatchObject({
      id: a.matchId,
      status: "awaiting_partner_interest",
    });
    expect(JSON.parse(strFromU8(files["mails.json"]))).toEqual([
      expect.objectContaining({ subject: "Willkommen", text: "Hallo Test" }),
    ]);
    const trail = JSON.parse(strFromU8(files["audit-trail.json"])) as { action: string }[];
    expect(trail.map((r) => r.action)).toEqual(
      expect.arrayContaining(["match.created", "match.transition", "auth.login"]),
    );
    for (const name of ["units.json", "languages.json", "notifications.json", "consents.json", "withdrawals.json"]) {
      expect(() => JSON.parse(strFromU8(files[name]))).not.toThrow();
    }
    const [row] = await auditOf("account.data_exported", a.accountId);
    expect(row).toMatchObject({ actorKind: "applicant", actorId: a.accountId, details: { documents: 1 } });
  });

  it("contains only the caller's own data, in the account's language without lng", async () => {
    const a = await applicantWithData();
    const b = await applicantWithData();
    const { bytes } = await download(await login("applicant", b.sub));
    const files = unzipSync(bytes);
    expect(strFromU8(files["README.txt"])).toContain("Deine Daten bei Tandem");
    expect(JSON.parse(strFromU8(files["account.json"])).id).toBe(b.accountId);
    expect(strFromU8(files["audit-trail.json"])).not.toContain(a.accountId);
    expect(Object.values(files).some((f) => strFromU8(f) === strFromU8(a.bytes))).toBe(false);
  });

  it("is refused to anonymous callers, company users and study advisors; a GET does not export", async () => {
    const a = await applicantWithData();
    expect((await call("POST", EXPORT)).status).toBe(401);
    expect((await call("POST", EXPORT, { token: await login("company", a.owner.sub) })).status).toBe(403);
    expect((await call("POST", EXPORT, { token: await login("study_advisor", "staff-sabine") })).status).toBe(403);
    // a GET only tells how the ZIP is offered: it exports nothing and writes nothing
    expect((await call("GET", EXPORT, { token: await login("applicant", a.sub) })).json).toEqual({
      large: false,
      export: null,
    });
    expect(await auditOf("account.data_exported", a.accountId)).toHaveLength(0);
  });
});

describe("large accounts: the ZIP built in the background and offered for 7 days", () => {
  const runJob = (name: string, at: Date) =>
    backgroundJobs({ db: db(), publicUrl: "http://localhost:3000", storage: store, now: () => at })
      .find((j) => j.name === name)!
      .run();

  it("is prepared on request, built by the job, downloaded by its owner only, removed after 7 days", async () => {
    const a = await applicantWithData();
    const token = await login("applicant", a.sub);
    expect((await call("GET", `${EXPORT}`, { token })).json).toEqual({ large: false, export: null });
    // the documents' recorded sizes make the account large (the stored bytes stay small here)
    await db()
      .update(documents)
      .set({ size: LARGE_EXPORT_BYTES + 1 })
      .where(eq(documents.accountId, a.accountId));
    expect((await call("GET", EXPORT, { token })).json).toEqual({ large: true, export: null });

    const prepared = await call("POST", `${EXPORT}/prepare`, { token });
    expect(prepared.json).toMatchObject({ large: true, export: { status: "pending", expiresAt: null } });
    const id = prepared.json.export.id as string;
    expect((await call("POST", `${EXPORT}/prepare`, { token })).json.export.id).toBe(id); // asked once
    expect((await call("GET", `${EXPORT}/${id}/file`, { token })).status).toBe(404); // not built yet

    const builtAt = new Date();
    expect(await runJob("build-data-exports", builtAt)).toMatchObject({ built: 1 });
    const state = (await call("GET", EXPORT, { token })).json;
    expect(state.export).toMatchObject({ id, status: "ready" });
    expect(new Date(state.export.expiresAt).getTime() - builtAt.getTime()).toBe(7 * DAY);

    const res = await ctx.api.fetch(
      new Request(`http://internal${EXPORT}/${id}/file`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const docs = JSON.parse(strFromU8(files["documents.json"]));
    expect(files[docs[0].file]).toEqual(a.bytes);

    // nobody else gets it
    const other = await createApplicant(db());
    expect((await call("GET", `${EXPORT}/${id}/file`, { token: await login("applicant", other.sub) })).status).toBe(
      404,
    );
    expect((await call("GET", `${EXPORT}/${id}/file`, { token: await login("company", a.owner.sub) })).status).toBe(
      403,
    );
    expect((await call("GET", `${EXPORT}/${id}/file`)).status).toBe(401);

    // a week later it is gone, file and all
    const blobs = store.blobs.size;
    expect(await runJob("build-data-exports", new Date(builtAt.getTime() + 7 * DAY + 1000))).toMatchObject({
      built: 0,
      removed: 1,
    });
    expect(store.blobs.size).toBe(blobs - 1);
    expect((await call("GET", `${EXPORT}/${id}/file`, { token })).status).toBe(404);
    expect((await call("GET", EXPORT, { token })).json).toEqual({ large: true, export: null });
  });
});

describe("account deletion: request, undo, restore, purge", () => {
  it("asks for the confirmation, schedules the purge 14 days later, tells the login, undoes once", async () => {
    const a = await applicantWithData();
    const token = await login("applicant", a.sub);
    expect((await call("GET", DELETION, { token })).json).toEqual({ deletion: null });
    const unconfirmed = await call("POST", DELETION, { token, body: { confirm: false } });
    expect(unconfirmed.status).toBe(400);
    expect((await call("POST", DELETION, { token, body: {} })).status).toBe(400);

    const before = Date.now();
    const res = await call("POST", DELETION, { token, body: { confirm: true } });
    expect(res.status).toBe(200);
    const due = new Date(res.json.deletion.purgeAfter).getTime();
    expect(due - before).toBeGreaterThanOrEqual(14 * DAY - 1000);
    expect(due - before).toBeLessThanOrEqual(14 * DAY + 60_000);
    expect((await call("POST", DELETION, { token, body: { confirm: true } })).status).toBe(409);
    expect(res.headers.get("cache-control")).toContain("no-store");

    // the next login says so, with the date
    const again = await call("POST", "/api/v1/auth", {
      body: {
        accessToken: "at",
        idToken: await (await import("./harness")).signIdToken("applicant", a.sub),
        nonce: (await import("./harness")).TEST_NONCE,
      },
    });
    expect(again.json.deletion_due_at).toBe(res.json.deletion.purgeAfter);

    expect((await call("DELETE", DELETION, { token })).json).toEqual({ deletion: null });
    expect((await call("DELETE", DELETION, { token })).status).toBe(409);
    expect((await auditOf("account.deletion_requested", a.accountId))[0]).toMatchObject({ actorKind: "applicant" });
    expect((await auditOf("account.deletion_cancelled", a.accountId))[0]).toMatchObject({
      actorKind: "applicant",
      actorId: a.accountId,
    });
    // undone: the purge after the grace period changes nothing
    expect(await runPurge(new Date(Date.now() + 15 * DAY))).toMatchObject({ purged: 0 });
    const [account] = await db().select().from(accounts).where(eq(accounts.id, a.accountId));
    expect(account.anonymisedAt).toBeNull();
  });

  it("nobody else can request or undo it: company users, advisors and anonymous callers are refused", async () => {
    const a = await applicantWithData();
    const company = await login("company", a.owner.sub);
    const advisor = await login("study_advisor", "staff-sabine");
    for (const token of [undefined, advisor]) {
      const res = await call("POST", DELETION, { token, body: { confirm: true } });
      expect(res.status).toBe(token ? 403 : 401);
    }
    // a company user's own deletion is their person's, never the applicant's
    await call("POST", "/api/b2b/v1/account/deletion", { token: company, body: { confirm: true } });
    expect(await db().select().from(accountDeletions).where(eq(accountDeletions.accountId, a.accountId))).toHaveLength(
      0,
    );
    // the applicant's request cannot be undone by a company user, or by another applicant
    const token = await login("applicant", a.sub);
    await call("POST", DELETION, { token, body: { confirm: true } });
    const other = await createApplicant(db());
    expect((await call("DELETE", DELETION, { token: await login("applicant", other.sub) })).status).toBe(409);
    expect((await call("DELETE", DELETION, { token: company })).status).toBe(403);
    // the company user undoes only their own request
    expect((await call("DELETE", "/api/b2b/v1/account/deletion", { token: company })).status).toBe(200);
    expect((await call("GET", DELETION, { token })).json.deletion).not.toBeNull();
    expect((await call("POST", restorePath(a.accountId), { token: company })).status).toBe(403);
    expect((await call("POST", restorePath(a.accountId), { token })).status).toBe(403);
    expect((await call("POST", restorePath(a.accountId))).status).toBe(401);
  });

  it("the study advisor restores it within the grace period; an advisor who cannot see the applicant gets 404", async () => {
    const a = await applicantWithData();
    const token = await login("applicant", a.sub);
    await call("POST", DELETION, { token, body: { confirm: true } });
    const detail = await call("GET", `/api/advisor/v1/applicants/${a.accountId}`, {
      token: await login("study_advisor", "staff-sabine"),
    });
    expect(detail.json.deletion).toMatchObject({ purgeAfter: expect.any(String) });
    const stranger = await createApplicant(db(), { advisor: "staff-sabine" });
    const otherAdvisor = await login("study_advisor", "staff-svenja");
    expect([403, 404]).toContain((await call("POST", restorePath(a.accountId), { token: otherAdvisor })).status);
    const sabine = await login("study_advisor", "staff-sabine");
    const res = await call("POST", restorePath(a.accountId), { token: sabine });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deletion: null });
    expect((await call("POST", restorePath(stranger.accountId), { token: sabine })).status).toBe(409);
    expect((await call("GET", DELETION, { token })).json).toEqual({ deletion: null });
    const [row] = await auditOf("account.deletion_cancelled", a.accountId);
    expect(row.actorKind).toBe("study_advisor");
  });

  it("after the grace period the job purges personal data and files, keeps an anonymous match, refuses the login", async () => {
    const a = await applicantWithData();
    const token = await login("applicant", a.sub);
    await db().insert(languageEntries).values({ accountId: a.accountId, code: "fr", level: 3 });
    const requested = await call("POST", DELETION, { token, body: { confirm: true } });
    const due = new Date(requested.json.deletion.purgeAfter);

    // a day before the end of the grace period nothing happens
    expect(await runPurge(new Date(due.getTime() - DAY))).toMatchObject({ purged: 0 });
    expect(store.blobs.has(a.storageKey)).toBe(true);

    expect(await runPurge(new Date(due.getTime() + DAY))).toMatchObject({ purged: 1, files: 1, failedFiles: 0 });
    expect(store.blobs.has(a.storageKey)).toBe(false);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, a.accountId));
    expect(account).toMatchObject({
      email: "",
      firstName: null,
      lastName: null,
      phone: null,
      nationality: null,
      shippingCity: null,
      metadata: {},
    });
    expect(account.anonymisedAt).not.toBeNull();
    expect(account.subject).not.toContain(a.sub);
    expect(await db().select().from(documents).where(eq(documents.accountId, a.accountId))).toHaveLength(0);
    expect(await db().select().from(languageEntries).where(eq(languageEntries.accountId, a.accountId))).toHaveLength(0);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email))).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientKind, "applicant"), eq(notifications.recipientId, a.accountId))),
    ).toHaveLength(0);
    // the match stays, ended, as the company's anonymous trace
    const [match] = await db().select().from(jobMatches).where(eq(jobMatches.id, a.matchId));
    expect(match).toMatchObject({ status: "cancelled", lostReason: "rejected_by_applicant" });
    const list = await call(
      "POST",
      `/api/b2b/v1/companies/${a.owner.companyId}/job-openings/${a.openingId}/applicants`,
      {
        token: await login("company", a.owner.sub),
        body: { tab: "contacted", page: 1 },
      },
    );
    expect(list.status).toBe(200);
    expect(list.json.items).toEqual([
      expect.objectContaining({ accountId: a.accountId, anonymised: true, firstName: null, lastName: null }),
    ]);
    // the company's messages about her named her: they are gone, and the purge told nobody anything new
    const aboutHer = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientKind, "company"), eq(notifications.recipientId, a.owner.companyUserId)));
    expect(aboutHer.filter((n) => n.link?.endsWith(a.accountId))).toEqual([]);
    const [owner] = await db().select().from(companyUsers).where(eq(companyUsers.id, a.owner.companyUserId));
    expect(
      (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email))).filter(
        (m) => m.template === "notification.match_not_available_anymore",
      ),
    ).toEqual([]);
    const companyToken = await login("company", a.owner.sub);
    const profile = `/api/b2b/v1/companies/${a.owner.companyId}/job-openings/${a.openingId}/applicants/${a.accountId}`;
    expect((await call("GET", profile, { token: companyToken })).status).toBe(404);
    expect((await auditOf("account.purged", a.accountId))[0]).toMatchObject({ actorKind: "system" });
    // nothing is left for the advisor to see
    const sabine = await login("study_advisor", "staff-sabine");
    expect((await call("GET", `/api/advisor/v1/applicants/${a.accountId}`, { token: sabine })).status).toBe(404);

    // the old token is gone with its row, and the ID token kept in it, and the same login cannot come back
    // (nor create a new account)
    expect((await call("GET", "/api/v1/account", { token })).status).toBe(401);
    expect(await db().select().from(apiTokens).where(eq(apiTokens.accountId, a.accountId))).toHaveLength(0);
    await expect(login("applicant", a.sub)).rejects.toThrow(/401/);
    expect(await db().select().from(accounts).where(eq(accounts.subject, a.sub))).toHaveLength(0);

    // a second run is idempotent
    expect(await runPurge(new Date(due.getTime() + 2 * DAY))).toMatchObject({ due: 0, purged: 0 });
  });

  it("a company user's purge removes the person and the memberships, not the company", async () => {
    const user = await createCompanyUser(db(), { permissions: ["edit_job_openings"] });
    const token = await login("company", user.sub);
    const res = await call("POST", "/api/b2b/v1/account/deletion", { token, body: { confirm: true } });
    expect(res.status).toBe(200);
    await runPurge(new Date(new Date(res.json.deletion.purgeAfter).getTime() + 1000));
    const [row] = await db().select().from(companyUsers).where(eq(companyUsers.id, user.companyUserId));
    expect(row).toMatchObject({ email: "", firstName: null, lastName: null, phone: null });
    expect(row.anonymisedAt).not.toBeNull();
    expect(
      await db().select().from(companyMemberships).where(eq(companyMemberships.companyUserId, user.companyUserId)),
    ).toHaveLength(0);
    // the login's token row, with the ID token kept in it, is gone too
    expect(await db().select().from(apiTokens).where(eq(apiTokens.companyUserId, user.companyUserId))).toHaveLength(0);
    await expect(login("company", user.sub)).rejects.toThrow(/401/);
  });

  it("the only owner of a company cannot delete the account until another member is owner", async () => {
    const owner = await createCompanyUser(db(), { isOwner: true, company: "Beispiel Software AG" });
    const token = await login("company", owner.sub);
    const B2B_DELETION = "/api/b2b/v1/account/deletion";
    // Berta is the other owner: the new owner is not the only one
    expect((await call("GET", B2B_DELETION, { token })).json).toEqual({ deletion: null });
    await db()
      .update(companyMemberships)
      .set({ isOwner: false })
      .where(
        and(
          eq(companyMemberships.companyId, owner.companyId),
          ne(companyMemberships.companyUserId, owner.companyUserId),
        ),
      );
    expect((await call("GET", B2B_DELETION, { token })).json).toEqual({ deletion: null, blocked: "sole_owner" });
    const refused = await call("POST", B2B_DELETION, { token, body: { confirm: true } });
    expect(refused.status).toBe(409);
    expect(
      await db().select().from(accountDeletions).where(eq(accountDeletions.companyUserId, owner.companyUserId)),
    ).toHaveLength(0);
  });
});

describe("POST /b2b/v1/account/data-export (a company user's data)", () => {
  it("holds the person, the memberships and the trail, not the company's records; only for the person", async () => {
    const user = await createCompanyUser(db(), { permissions: ["edit_job_openings"] });
    const token = await login("company", user.sub);
    const res = await ctx.api.fetch(
      new Request("http://internal/api/b2b/v1/account/data-export?lng=en", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "audit-trail.json",
        "consents.json",
        "mails.json",
        "memberships.json",
        "notifications.json",
        "person.json",
      ].sort(),
    );
    expect(strFromU8(files["README.txt"])).toContain("not your company's records");
    expect(JSON.parse(strFromU8(files["person.json"]))).toMatchObject({ id: user.companyUserId, firstName: "Test" });
    expect(JSON.parse(strFromU8(files["memberships.json"]))).toEqual([
      expect.objectContaining({ company: "Muster Maschinenbau GmbH", permissions: ["edit_job_openings"] }),
    ]);
    const applicant = await createApplicant(db());
    expect(
      (await call("POST", "/api/b2b/v1/account/data-export", { token: await login("applicant", applicant.sub) }))
        .status,
    ).toBe(403);
    expect((await call("POST", "/api/b2b/v1/account/data-export")).status).toBe(401);
  });
});
