import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { HOSTILE_RETURN_PATHS } from "#contracts/return-path.vectors";
import { testContext } from "~/render/test-context";
import { loader as loginStart } from "~/routes/auth.$issuer.login/route";
import { action as reloadAfterError } from "~/routes/auth.error/route";
import { action as upload } from "~/routes/ds.documents.upload/route";
import { commitSession, sessionStorage } from "~/session/session.server";

/**
 * The branches of the return targets that need a signed-in session (the request test of every sink,
 * tests/e2e/return-path.spec.ts, covers the anonymous ones against the real server): a signed-in user
 * who opens the login start, and the error screen's "reload", which returns to the target kept in the
 * session. Every hostile vector ends on the unit's home.
 */
const ORIGIN = "http://localhost:3000";

async function signedInCookie(context: AppLoadContext, returnTo?: string) {
  const session = await sessionStorage(context).getSession();
  session.set("apiToken", "token");
  session.set("issuer", "applicant");
  if (returnTo !== undefined) session.set("returnTo", returnTo);
  return (await commitSession(session, context)).split(";")[0];
}

async function redirectOf(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("no redirect");
}

function expectHome(response: Response, home: string, name: string) {
  expect(response.status, name).toBeGreaterThanOrEqual(300);
  expect(response.status, name).toBeLessThan(400);
  expect(response.headers.get("Location"), name).toBe(home);
}

/** The upload form's refusal returns to home with its own message in the query, never to the vector. */
function expectHomeWithRefusal(response: Response, home: string, name: string) {
  expect(response.status, name).toBeGreaterThanOrEqual(300);
  expect(response.status, name).toBeLessThan(400);
  const location = response.headers.get("Location") ?? "";
  expect(location.startsWith(`${home}?`), `${name}: ${location}`).toBe(true);
  const target = new URL(location, ORIGIN);
  expect(target.origin, name).toBe(ORIGIN);
  expect(target.pathname, name).toBe(home);
  expect([...target.searchParams.keys()].sort(), name).toEqual(["category", "uploadError"]);
  expect(target.searchParams.get("uploadError"), name).toBe("missing");
}

describe("return targets of a signed-in user", () => {
  it("the login start sends every hostile returnTo to the unit's home", async () => {
    const context = testContext();
    const cookie = await signedInCookie(context);
    for (const [name, vector] of Object.entries(HOSTILE_RETURN_PATHS)) {
      const request = new Request(`${ORIGIN}/auth/applicant/login?returnTo=${encodeURIComponent(vector)}`, {
        headers: { Cookie: cookie },
      });
      const response = await redirectOf(() => loginStart({ request, context, params: { issuer: "applicant" } }));
      expectHome(response, "/ds/home", name);
    }
  });

  it("keeps a local returnTo", async () => {
    const context = testContext();
    const request = new Request(`${ORIGIN}/auth/applicant/login?returnTo=%2Fds%2Fdocuments`, {
      headers: { Cookie: await signedInCookie(context) },
    });
    const response = await redirectOf(() => loginStart({ request, context, params: { issuer: "applicant" } }));
    expect(response.headers.get("Location")).toBe("/ds/documents");
  });

  it("the error screen's reload never follows a hostile target kept in the session", async () => {
    const context = testContext();
    // (a value too long for a cookie cannot be in the session)
    for (const [name, vector] of Object.entries(HOSTILE_RETURN_PATHS).filter(([, v]) => v.length < 1000)) {
      const request = new Request(`${ORIGIN}/auth/error`, {
        method: "POST",
        headers: { Cookie: await signedInCookie(context, vector) },
      });
      const response = await redirectOf(() => reloadAfterError({ request, context, params: {} }));
      expectHome(response, "/ds/home", name);
    }
  });

  it("the document upload returns to home, with its refusal, for every hostile returnTo in the address or the form", async () => {
    const context = testContext();
    const cookie = await signedInCookie(context);
    for (const [name, vector] of Object.entries(HOSTILE_RETURN_PATHS)) {
      for (const [where, url, fields] of [
        ["address", `${ORIGIN}/ds/documents/upload?returnTo=${encodeURIComponent(vector)}`, {}],
        ["form", `${ORIGIN}/ds/documents/upload`, { returnTo: vector }],
      ] as const) {
        const body = new FormData();
        body.set("category", "CV");
        for (const [key, value] of Object.entries(fields)) body.set(key, value);
        const request = new Request(url, { method: "POST", headers: { Cookie: cookie }, body });
        const response = await redirectOf(async () => {
          throw await upload({ request, context, params: {} });
        });
        expectHomeWithRefusal(response, "/ds/documents", `${name} (${where})`);
      }
    }
  });
});
