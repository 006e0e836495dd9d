import { describe, expect, it } from "vitest";
import { HOSTILE_RETURN_PATHS } from "#contracts/return-path.vectors";
import { testContext } from "~/render/test-context";
import { saveSettings } from "./consent-settings.server";

const context = testContext();

async function answer(fields: Record<string, string | string[]>, cookie = "") {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  const request = new Request("http://localhost:3000/cookie-einstellungen", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  try {
    // an answer that is not a redirect: Remix's data() with its status
    const result = (await saveSettings(request, context)) as unknown as { init?: { status?: number } };
    return new Response(null, { status: result.init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the consent form's answer", () => {
  it("stores the choice, version and time in the consent cookie and comes back to the page without tracking parameters", async () => {
    const res = await answer({
      intent: "save",
      service: ["tagManager", "nonsense"],
      returnTo: "/ds/home?t=abc&utm_x=1&slide=2",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ds/home?slide=2");
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toMatch(
      /^tandem_consent=1\.\d{10}\.custom\.10000; Max-Age=31536000; HttpOnly; Path=\/; SameSite=Lax$/,
    );
  });

  it("deletes the cookies of what is switched off: rejecting all expires the tag manager's", async () => {
    const res = await answer({ intent: "reject_all", returnTo: "/" }, "_ga=GA1.1.x; _ga_ABC=1; lng=de");
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^tandem_consent=1\.\d+\.none\.00000;/);
    expect(cookies).toContain("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
    expect(cookies).toContain("_ga_ABC=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
    expect(cookies.join()).not.toContain("lng=");
  });

  it("refuses an unknown intent with 400 and sets nothing", async () => {
    const res = await answer({ intent: "maybe", returnTo: "/" });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("sends every hostile return target to the home page (the one return-path rule)", async () => {
    for (const vector of Object.values(HOSTILE_RETURN_PATHS)) {
      const res = await answer({ intent: "accept_all", returnTo: vector });
      expect(res.headers.get("Location"), vector).toBe("/");
    }
    // and never back to the settings themselves
    expect(
      (await answer({ intent: "accept_all", returnTo: "/cookie-einstellungen?returnTo=/x" })).headers.get("Location"),
    ).toBe("/");
  });
});
