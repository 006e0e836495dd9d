/**
 * The portal's side of the hints and of the active application: what /ds/hints and /ds/active send to the
 * API and where they answer, against a stand-in API that records every call.
 */
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { testContext } from "~/render/test-context";
import { action as chooseActive } from "~/routes/ds.active/route";
import { action as dismissHint } from "~/routes/ds.hints/route";
import { commitSession, sessionStorage } from "~/session/session.server";
import { activeCookie } from "../active/active.server";
import { DIALOG_HINTS } from "./hint-dialogs";
import { APPLICANT_HINTS, hintReturnPath } from "./hints";

const ORIGIN = "http://localhost:3000";

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const account = { units: [{ id: "unit-1", primary: true }], hints: {}, metadata: {} };
const unit = {
  id: "unit-1",
  applications: [
    { id: "app-1", primary: true, campus: { name: "Berlin" } },
    { id: "app-2", primary: false, campus: { name: "Hamburg" } },
  ],
};

function recordingApi(hints: Record<string, boolean> = {}): { context: AppLoadContext; calls: Call[] } {
  const calls: Call[] = [];
  const context = testContext({
    apiFetch: async (request) => {
      const url = new URL(request.url);
      const body = request.method === "GET" ? null : await request.json().catch(() => null);
      calls.push({ method: request.method, path: url.pathname, body });
      const answer = /\/v1\/unit$/.test(url.pathname) ? unit : { ...account, hints };
      return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
    },
  });
  return { context, calls };
}

async function post(context: AppLoadContext, path: string, fields: Record<string, string>, cookie = "") {
  const session = await sessionStorage(context).getSession();
  session.set("apiToken", "token");
  session.set("issuer", "applicant");
  const signedIn = (await commitSession(session, context)).split(";")[0];
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: [signedIn, cookie].filter(Boolean).join("; "), Origin: ORIGIN },
    body: new URLSearchParams(fields),
  });
}

async function outcome(run: () => Promise<unknown>): Promise<Response | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

describe("POST /ds/hints", () => {
  it("stores each hint's flag through PUT /v1/metadata, and returns to the hint's page without JavaScript", async () => {
    for (const flag of Object.keys(APPLICANT_HINTS) as (keyof typeof APPLICANT_HINTS)[]) {
      const { context, calls } = recordingApi();
      const request = await post(context, "/ds/hints", { flag });
      const response = (await outcome(() => dismissHint({ request, context, params: {} }))) as Response;
      expect(calls, flag).toEqual([
        { method: "PUT", path: expect.stringMatching(/\/v1\/metadata$/), body: { [flag]: true } },
      ]);
      expect(response.status, flag).toBe(302);
      expect(response.headers.get("Location"), flag).toBe(APPLICANT_HINTS[flag].path);
    }
  });

  it("answers the dialog's background call with { ok } and no redirect", async () => {
    const { context, calls } = recordingApi();
    const request = await post(context, "/ds/hints", { flag: "hideDmsInfoModal", mode: "fetch" });
    expect(await dismissHint({ request, context, params: {} })).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it("refuses a flag that is no applicant hint (a server-owned or unknown one) without calling the API", async () => {
    for (const flag of ["unreadJobOpenings", "PARTNER_SEARCH_DONE", "__proto__", ""]) {
      const { context, calls } = recordingApi();
      const request = await post(context, "/ds/hints", { flag });
      const answer = (await outcome(() => dismissHint({ request, context, params: {} }))) as { init?: ResponseInit };
      expect(answer.init?.status, flag).toBe(400);
      expect(calls, flag).toEqual([]);
    }
  });

  it("returns only to a page of the hint, never to a posted address elsewhere", () => {
    expect(hintReturnPath("hideB2cStudyMatchInterestModal", "/ds/selfmatching/2b6f0d2e-1")).toBe(
      "/ds/selfmatching/2b6f0d2e-1",
    );
    for (const hostile of ["https://evil.example/", "//evil.example", "/ds/selfmatching/../../x", "/ds/home"]) {
      expect(hintReturnPath("hideB2cStudyMatchInterestModal", hostile), hostile).toBe("/ds/selfmatching");
    }
    expect(hintReturnPath("hideDmsInfoModal", "//evil.example")).toBe("/ds/documents");
  });
});

describe("POST /ds/active", () => {
  const storedChoice = async (response: Response) => {
    const cookies = response.headers.getSetCookie().find((c) => c.startsWith("ds_active="));
    return cookies ? activeCookie.parse(cookies.split(";")[0]) : undefined;
  };

  it("remembers the chosen application of the caller's unit", async () => {
    const { context } = recordingApi();
    const request = await post(context, "/ds/active", { application: "app-2" });
    const response = (await outcome(() => chooseActive({ request, context, params: {} }))) as Response;
    expect(response.headers.get("Location")).toBe("/ds/home");
    expect(await storedChoice(response)).toEqual({ unit: "unit-1", application: "app-2" });
  });

  it("falls back to the primary for an unknown or forged id", async () => {
    for (const application of ["app-of-someone-else", "<script>", ""]) {
      const { context } = recordingApi();
      const request = await post(context, "/ds/active", { application, unit: "unit-x" });
      const response = (await outcome(() => chooseActive({ request, context, params: {} }))) as Response;
      expect(await storedChoice(response), application).toEqual({ unit: "unit-1", application: "app-1" });
    }
  });
});

describe("the browser's list of dialog hints", () => {
  it("names exactly the hints the table marks as dialogs", () => {
    const marked = Object.entries(APPLICANT_HINTS)
      .filter(([, place]) => place.dialog)
      .map(([flag]) => flag);
    expect([...DIALOG_HINTS].sort()).toEqual(marked.sort());
  });
});
