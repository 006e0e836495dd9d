import { describe, expect, it } from "vitest";
import { OFFLINE_KEY_HEADER } from "#contracts/offline";
import type { IssuerName } from "~/context";
import { commitSession, sessionStorage } from "~/session.server";
import { testContext } from "~/test-context";
import { offlineKey, setOfflineKey } from "./offline-key.server";

const context = testContext();

/** An unsigned token with these claims: the key reads the subject only (the API verified it at login). */
const idToken = (claims: object) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");

async function requestOf(issuer: IssuerName, sub: string, apiToken = "api-token") {
  const session = await sessionStorage(context).getSession();
  session.set("apiToken", apiToken);
  session.set("issuer", issuer);
  session.set("idToken", idToken({ sub }));
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

  it("depends on the server's secret", async () => {
    const request = await requestOf("applicant", "applicant-lena");
    const elsewhere = testContext({ sessionSecret: "another-secret-another-secret-another" });
    const session = await sessionStorage(elsewhere).getSession();
    session.set("apiToken", "api-token");
    session.set("issuer", "applicant");
    session.set("idToken", idToken({ sub: "applicant-lena" }));
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
  });
});
