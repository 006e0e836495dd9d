import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { PENDING_FORM_TTL_MS, pendingFormFor, stashPostedForm } from "~/pending-form.server";
import { commitSession, getSession } from "~/session.server";
import { testContext } from "~/test-context";

const PAGE = "/b2b/job-openings/3d2f1c1e-0000-4000-8000-000000000001/manage/job";

/** Posts a form from PAGE with an expired login and answers the cookie the login then carries. */
async function stash(context: AppLoadContext, fields: Record<string, string>) {
  const request = new Request(`http://localhost:3000${PAGE}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: `http://localhost:3000${PAGE}` },
    body: new URLSearchParams({ intent: "save", ...fields }),
  });
  const session = await getSession(request, context);
  expect(await stashPostedForm(request, session, context)).toBe(PAGE);
  return (await commitSession(session, context)).split(";")[0];
}

const pageRequest = (cookie: string, pathname = PAGE) =>
  new Request(`http://localhost:3000${pathname}`, { headers: { Cookie: cookie } });

const stashFiles = (context: AppLoadContext) =>
  existsSync(context.portal.pendingFormDir) ? readdirSync(context.portal.pendingFormDir) : [];

describe("a form posted after the login expired", () => {
  it("keeps a small form in the session cookie, for its own page only", async () => {
    const context = testContext();
    const cookie = await stash(context, { title: "Duales Studium Informatik" });
    expect(await pendingFormFor(pageRequest(cookie), context)).toEqual({ title: "Duales Studium Informatik" });
    expect(await pendingFormFor(pageRequest(cookie, "/b2b/home"), context)).toBeNull();
    expect(stashFiles(context)).toEqual([]);
  });

  it("keeps a long form (job-opening texts of thousands of characters) in a file that is read once", async () => {
    const context = testContext();
    const fields = { tasks: "Aufgaben im Team. ".repeat(220), offerDescription: "Wir bieten viel. ".repeat(230) };
    const cookie = await stash(context, fields);
    expect(cookie.length).toBeLessThan(1500);
    expect(stashFiles(context)).toHaveLength(1);
    const file = path.join(context.portal.pendingFormDir, stashFiles(context)[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(await pendingFormFor(pageRequest(cookie), context)).toEqual(fields);
    expect(stashFiles(context)).toEqual([]);
    // a second tab (or a reload) finds nothing and shows the saved draft
    expect(await pendingFormFor(pageRequest(cookie), context)).toBeNull();
  });

  it("keeps nothing of a form beyond any field limit, and no file", async () => {
    const context = testContext();
    const cookie = await stash(context, { tasks: "x".repeat(120_000) });
    expect(await pendingFormFor(pageRequest(cookie), context)).toBeNull();
    expect(stashFiles(context)).toEqual([]);
  });

  it("sweeps stashes nobody came back for after two hours", async () => {
    const context = testContext();
    await stash(context, { tasks: "a".repeat(3000) });
    const [abandoned] = stashFiles(context);
    const old = (Date.now() - PENDING_FORM_TTL_MS - 60_000) / 1000;
    utimesSync(path.join(context.portal.pendingFormDir, abandoned), old, old);
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
