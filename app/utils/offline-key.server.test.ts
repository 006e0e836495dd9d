import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OFFLINE_KEY_HEADER, OFFLINE_SESSION_ENDS_HEADER } from "#contracts/offline";
import type { IssuerName } from "~/render/context";
import { testContext } from "~/render/test-context";
import { commitSession, sessionStorage } from "~/session/session.server";
import { offlineKey, setOfflineKey } from "./offline-key.server";

const context = testContext();

/** An unsigned token with these claims: the key reads the subject only (the API verified it at login). */
const idToken = (claims: object) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");

/**
 * A signed-in request: the session holds the login's subject (as a login makes it), or, with `legacy`,
 * the ID token instead (a cookie issued before the ID token stayed with the API, ADR 037).
 */
async function requestOf(issuer: IssuerName, sub: string, apiToken = "api-token", legacy = false) {
  const session = await sessionStorage(context).getSession();
  session.set("apiToken", apiToken);
  session.set("issuer", issuer);
  if (legacy) session.set("idToken", idToken({ sub }));
  else if (sub) session.set("subject", sub);
  const cookie = (await commitSession(session, context)).split(";")[0];
  return new Request("http://localhost:3000/ds/home", { headers: { Cookie: cookie } });
}

describe("the offline cache's key", () => {
  it("is the same for one applicant across logins and differs between two, without naming either", async () => {
    const lena = await offlineKey(await requestOf("applicant", "applicant-lena", "token-1"), context);
    const again = await offlineKey(await requestOf("applicant", "applicant-lena", "token-2"), context);
    const other = await offlineKey(await requestOf("applicant", "applicant-max"), context);
    expect(lena).toMatch(/^[\w-]{32}$/);
    expect(again).toBe(lena);
    expect(other).not.toBe(lena);
    expect(lena).not.toContain("lena");
  });

  it("is the value it was when the session held the ID token: an old cookie and a new one share the cache", async () => {
    const fromSubject = await offlineKey(await requestOf("applicant", "applicant-lena"), context);
    const fromOldCookie = await offlineKey(await requestOf("applicant", "applicant-lena", "token-0", true), context);
    // the name the key has had since ADR 034, computed here independently
    const before = createHmac("sha256", context.portal.sessionSecret)
      .update("offline-copies\0applicant\0applicant-lena")
      .digest("base64url")
      .slice(0, 32);
    expect(fromSubject).toBe(before);
    expect(fromOldCookie).toBe(before);
    // an old cookie whose ID token has no subject gets none
    expect(await offlineKey(await requestOf("applicant", "", "token-0", true), context)).toBeNull();
  });

  it("depends on the server's secret", async () => {
    const request = await requestOf("applicant", "applicant-lena");
    const elsewhere = testContext({ sessionSecret: "another-secret-another-secret-another" });
    const session = await sessionStorage(elsewhere).getSession();
    session.set("apiToken", "api-token");
    session.set("issuer", "applicant");
    session.set("subject", "applicant-lena");
    const cookie = (await commitSession(session, elsewhere)).split(";")[0];
    const there = await offlineKey(
      new Request("http://localhost:3000/ds/home", { headers: { Cookie: cookie } }),
      elsewhere,
    );
    expect(there).not.toBe(await offlineKey(request, context));
  });

  it("is not given to a company user, an advisor, a visitor or a login without a subject", async () => {
    expect(await offlineKey(await requestOf("company", "company-owner"), context)).toBeNull();
    expect(await offlineKey(await requestOf("staff", "advisor-anna"), context)).toBeNull();
    expect(await offlineKey(new Request("http://localhost:3000/ds/home"), context)).toBeNull();
    expect(await offlineKey(await requestOf("applicant", ""), context)).toBeNull();
  });

  it("is sent as a response header only for the signed-in applicant", async () => {
    const applicant = new Headers();
    await setOfflineKey(await requestOf("applicant", "applicant-lena"), context, applicant);
    expect(applicant.get(OFFLINE_KEY_HEADER)).toMatch(/^[\w-]{32}$/);
    const company = new Headers();
    await setOfflineKey(await requestOf("company", "company-owner"), context, company);
    expect(company.has(OFFLINE_KEY_HEADER)).toBe(false);
    expect(company.has(OFFLINE_SESSION_ENDS_HEADER)).toBe(false);
  });

  it("names beside the key when the session ends: what is left of the cookie, or half an hour when renewed", async () => {
    const kept = new Headers();
    await setOfflineKey(await requestOf("applicant", "applicant-lena"), context, kept);
    const left = Number(kept.get(OFFLINE_SESSION_ENDS_HEADER)) - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
  });
});
