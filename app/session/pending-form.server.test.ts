import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { testContext } from "~/render/test-context";
import {
  loginAfterStash,
  MAX_FILE_STASH_BYTES,
  MAX_STASH_FILES,
  PENDING_FORM_TTL_MS,
  pendingFormFor,
  stashPostedForm,
} from "~/session/pending-form.server";
import type { DirectoryPendingFormStore } from "~/session/pending-form-directory.server";
import { commitSession, getSession } from "~/session/session.server";

const PAGE = "/b2b/job-openings/3d2f1c1e-0000-4000-8000-000000000001/manage/job";

/** Posts a form from PAGE with an expired login and answers the cookie the login then carries. */
async function stash(context: AppLoadContext, fields: Record<string, string>, cookie = "") {
  const outcome = await post(context, fields, cookie);
  expect(outcome.result).toEqual({ path: PAGE });
  return outcome.cookie;
}

async function post(context: AppLoadContext, fields: Record<string, string>, cookie = "") {
  const request = new Request(`http://localhost:3000${PAGE}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: `http://localhost:3000${PAGE}`,
      Cookie: cookie,
    },
    body: new URLSearchParams({ intent: "save", ...fields }),
  });
  const session = await getSession(request, context);
  const result = await stashPostedForm(request, session, context);
  return { result, cookie: (await commitSession(session, context)).split(";")[0] };
}

/** A long form: a job opening's texts (about 8 KB). */
const LONG = { tasks: "Aufgaben im Team. ".repeat(220), offerDescription: "Wir bieten viel. ".repeat(230) };

const pageRequest = (cookie: string, pathname = PAGE) =>
  new Request(`http://localhost:3000${pathname}`, { headers: { Cookie: cookie } });

/** The directory of the context's store (the store of a portal without its own database). */
const directoryOf = (context: AppLoadContext) => (context.portal.pendingForms as DirectoryPendingFormStore).directory;

const stashFiles = (context: AppLoadContext) =>
  existsSync(directoryOf(context)) ? readdirSync(directoryOf(context)) : [];

describe("a form posted after the login expired", () => {
  it("keeps a small form in the session cookie, for its own page only", async () => {
    const context = testContext();
    const cookie = await stash(context, { title: "Duales Studium Informatik" });
    expect(await pendingFormFor(pageRequest(cookie), context)).toEqual({ title: "Duales Studium Informatik" });
    expect(await pendingFormFor(pageRequest(cookie, "/b2b/home"), context)).toBeNull();
    expect(stashFiles(context)).toEqual([]);
  });

  it("keeps a long form (job-opening texts of thousands of characters) in the store, read once", async () => {
    const context = testContext();
    const fields = { tasks: "Aufgaben im Team. ".repeat(220), offerDescription: "Wir bieten viel. ".repeat(230) };
    const cookie = await stash(context, fields);
    expect(cookie.length).toBeLessThan(1500);
    expect(stashFiles(context)).toHaveLength(1);
    const file = path.join(directoryOf(context), stashFiles(context)[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(await pendingFormFor(pageRequest(cookie), context)).toEqual(fields);
    expect(stashFiles(context)).toEqual([]);
    // a second tab (or a reload) finds nothing and shows the saved draft
    expect(await pendingFormFor(pageRequest(cookie), context)).toBeNull();
  });

  it("keeps nothing of a form beyond 64 KB, no file, and the login page is told why", async () => {
    const context = testContext();
    const { result, cookie } = await post(context, { tasks: "x".repeat(MAX_FILE_STASH_BYTES) });
    expect(result).toEqual({ path: PAGE, notKept: "tooLarge" });
    expect(loginAfterStash("company", result)).toBe(
      `/auth/company/login?returnTo=${encodeURIComponent(PAGE)}&formNotKept=tooLarge`,
    );
    expect(await pendingFormFor(pageRequest(cookie), context)).toBeNull();
    expect(stashFiles(context)).toEqual([]);
  });

  it("50 anonymous long-form posts from one address leave one file: a newer form replaces the older", async () => {
    const context = testContext({ clientAddress: "203.0.113.7" });
    let cookie = "";
    for (let i = 0; i < 50; i++) {
      // each post without the cookie of the one before, as a stranger's script would send them
      cookie = await stash(context, { ...LONG, title: `Form ${i}` });
    }
    expect(stashFiles(context)).toHaveLength(1);
    expect(await pendingFormFor(pageRequest(cookie), context)).toEqual({ ...LONG, title: "Form 49" });
    // 95 KB posts are beyond any form of the portal: none is kept
    for (let i = 0; i < 50; i++) {
      expect((await post(context, { tasks: "x".repeat(95 * 1024) })).result.notKept).toBe("tooLarge");
    }
    expect(stashFiles(context)).toHaveLength(0);
  });

  it("one session keeps one file even when its address changes", async () => {
    const context = testContext({ clientAddress: "198.51.100.1" });
    const first = await stash(context, LONG);
    const second = await stash(
      { ...context, portal: { ...context.portal, clientAddress: "198.51.100.2" } },
      LONG,
      first,
    );
    expect(stashFiles(context)).toHaveLength(1);
    expect(await pendingFormFor(pageRequest(second), context)).toEqual(LONG);
  });

  it("an address over its rate limit gets nothing kept (tooOften)", async () => {
    let allowed = 3;
    const context = testContext({ clientAddress: "203.0.113.8", allowPendingForm: async () => allowed-- > 0 });
    for (let i = 0; i < 3; i++) await stash(context, LONG);
    const { result } = await post(context, LONG);
    expect(result).toEqual({ path: PAGE, notKept: "tooOften" });
    expect(stashFiles(context)).toHaveLength(1);
  });

  it("the directory holds at most MAX_STASH_FILES forms from many addresses; more are refused (full)", async () => {
    const context = testContext();
    const directory = directoryOf(context);
    mkdirSync(directory, { recursive: true });
    // the directory already full of other addresses' stashes
    for (let i = 0; i < MAX_STASH_FILES; i++) writeFileSync(path.join(directory, `${i}.json`), "{}");
    const { result } = await post({ ...context, portal: { ...context.portal, clientAddress: "192.0.2.1" } }, LONG);
    expect(result).toEqual({ path: PAGE, notKept: "full" });
    expect(stashFiles(context)).toHaveLength(MAX_STASH_FILES);
  });

  it("a store that cannot be reached keeps nothing, and the login page says so (unavailable, not full)", async () => {
    const context = testContext({ clientAddress: "192.0.2.3" });
    const unreachable = {
      ...context,
      portal: {
        ...context.portal,
        pendingForms: {
          keep: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
          take: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
        },
      },
    } as AppLoadContext;
    const { result } = await post(unreachable, LONG);
    expect(result).toEqual({ path: PAGE, notKept: "unavailable" });
    expect(loginAfterStash("company", result)).toContain("formNotKept=unavailable");
  });

  it("the directory holds at most 8 MB: a form that would pass it is refused (full)", async () => {
    const context = testContext({ clientAddress: "192.0.2.2" });
    const directory = directoryOf(context);
    mkdirSync(directory, { recursive: true });
    // other stashes up to 30 KB below the 8 MB
    for (let i = 0; i < 127; i++) writeFileSync(path.join(directory, `${i}.json`), "x".repeat(65_816));
    expect((await post(context, { tasks: "ä".repeat(30_000) })).result.notKept).toBe("full"); // 60 KB
    expect(stashFiles(context)).toHaveLength(127);
    expect((await post(context, LONG)).result.notKept).toBeUndefined(); // 8 KB still fits
    expect(stashFiles(context)).toHaveLength(128);
  });

  it("ignores and deletes a stash older than 30 minutes (the session's idle timeout)", async () => {
    const context = testContext();
    const cookie = await stash(context, LONG);
    const [file] = stashFiles(context);
    const old = (Date.now() - PENDING_FORM_TTL_MS - 60_000) / 1000;
    utimesSync(path.join(directoryOf(context), file), old, old);
    expect(await pendingFormFor(pageRequest(cookie), context)).toBeNull();
    expect(stashFiles(context)).toEqual([]);
  });

  it("sweeps stashes nobody came back for after 30 minutes", async () => {
    const context = testContext();
    await stash(
      { ...context, portal: { ...context.portal, clientAddress: "192.0.2.10" } },
      { tasks: "a".repeat(3000) },
    );
    const [abandoned] = stashFiles(context);
    const old = (Date.now() - PENDING_FORM_TTL_MS - 60_000) / 1000;
    utimesSync(path.join(directoryOf(context), abandoned), old, old);
    await stash(context, { tasks: "b".repeat(3000) });
    const left = stashFiles(context);
    expect(left).toHaveLength(1);
    expect(left).not.toContain(abandoned);
  });

  it("never reads a file the session does not name by a random id", async () => {
    const context = testContext();
    const session = await getSession(pageRequest(""), context);
    session.set("pendingForm", { path: PAGE, fileId: "../../etc/passwd" });
    const cookie = (await commitSession(session, context)).split(";")[0];
    expect(await pendingFormFor(pageRequest(cookie), context)).toBeNull();
  });
});
