import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { testContext } from "~/render/test-context";
import { loader as callback } from "~/routes/auth.$issuer.callback/route";
import { loader as failedPage } from "~/routes/auth.failed/route";
import { failureOfProviderError, LOGIN_FAILURES, PROVIDER_ERRORS } from "~/session/login-failure";

const locale = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/common.json`, "utf8")).auth.failed;
const context = testContext();

/** The callback's answer to a provider's redirect (a thrown redirect). */
async function callbackAnswer(query: string, cookie = "") {
  const request = new Request(`http://localhost:3000/auth/applicant/callback?${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  try {
    await callback({ request, params: { issuer: "applicant" }, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("no redirect");
}

async function pageOf(location: string) {
  const request = new Request(`http://localhost:3000${location}`);
  return failedPage({ request, params: {}, context });
}

describe("the failure page of each provider error code", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});

  for (const [code, kind] of Object.entries(PROVIDER_ERRORS)) {
    it(`${code} → ${kind}, explained in German and English`, async () => {
      const answer = await callbackAnswer(`error=${code}&error_description=x&state=abc`);
      const location = answer.headers.get("Location") ?? "";
      expect(location).toBe(`/auth/failed?unit=applicant&reason=${kind}&code=${code}`);
      const page = await pageOf(location);
      expect(page).toMatchObject({ issuer: "applicant", kind, code, knownCode: true });
      for (const lang of ["de", "en"]) {
        const texts = locale(lang);
        expect(texts.code[code], `${lang} auth.failed.code.${code}`).toEqual(expect.any(String));
        expect(texts.title[kind]).toEqual(expect.any(String));
        expect(texts.text[kind]).toEqual(expect.any(String));
      }
    });
  }

  it("an unknown code is a refusal that shows the code; a code with odd characters is not shown", async () => {
    expect(failureOfProviderError("made_up")).toBe("refused");
    const answer = await callbackAnswer("error=made_up&state=abc");
    expect(await pageOf(answer.headers.get("Location") ?? "")).toMatchObject({
      kind: "refused",
      code: "made_up",
      knownCode: false,
    });
    const odd = await callbackAnswer(`error=${encodeURIComponent("<b>x</b>")}&state=abc`);
    expect(odd.headers.get("Location")).toBe("/auth/failed?unit=applicant&reason=refused");
  });

  it("every kind of failure has its title and text in both languages", () => {
    for (const lang of ["de", "en"]) {
      for (const kind of LOGIN_FAILURES) {
        expect(locale(lang).title[kind]).toEqual(expect.any(String));
        expect(locale(lang).text[kind]).toEqual(expect.any(String));
      }
    }
  });
});

describe("an answer that cannot be verified", () => {
  it("is retried once automatically, then ends on the failure page (no loop)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const first = await callbackAnswer("code=c1&state=unknown");
    expect(first.headers.get("Location")).toBe("/auth/applicant/login");
    const cookie = (first.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^tandem_login_applicant=/);
    const second = await callbackAnswer("code=c2&state=unknown", cookie);
    expect(second.headers.get("Location")).toBe("/auth/failed?unit=applicant&reason=unverified");
  });
});
