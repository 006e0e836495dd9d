import { describe, expect, it } from "vitest";
import { allServices } from "#contracts/consent";
import { testContext } from "~/render/test-context";
import { cleanAddress, offeredServices, trackingCookie, trackingIdOf, withdrawnCookies } from "./consent.server";

const services = {
  tagManager: {
    scriptUrl: "https://tags.example/gtm.js?id={id}",
    origin: "https://tags.example",
    ids: { applicant: "GTM-APP", company: "GTM-B2B", businessPortal: "GTM-BP" },
  },
};
const context = testContext({ services });
const consent = (on: boolean) => ({
  version: 1,
  givenAt: 0,
  choice: on ? ("all" as const) : ("none" as const),
  services: allServices(on),
});

describe("the consent tool on the server", () => {
  it("names a service's script only after consent, with the unit's own container", () => {
    expect(offeredServices(context, "applicant", false, null)).toEqual([
      { service: "tagManager" },
      { service: "abTesting" },
    ]);
    expect(offeredServices(context, "applicant", false, consent(false))[0]).toEqual({ service: "tagManager" });
    expect(offeredServices(context, "applicant", false, consent(true))[0]).toEqual({
      service: "tagManager",
      src: "https://tags.example/gtm.js?id=GTM-APP",
      frameSrc: "https://tags.example/ns.html?id=GTM-APP",
    });
    expect(offeredServices(context, "company", false, consent(true))[0].src).toContain("GTM-B2B");
    expect(offeredServices(context, "applicant", true, consent(true))[0].src).toContain("GTM-BP");
    // without configuration only the portal's own A/B test is offered
    expect(offeredServices(testContext(), "applicant", false, consent(true))).toEqual([{ service: "abTesting" }]);
  });

  it("sets the tracking cookie of an API answer only with the tag manager's consent", () => {
    const cookie = { name: "tandem_t", value: "abc", maxAge: 60 };
    expect(trackingCookie(context, null, cookie)).toBeNull();
    expect(trackingCookie(context, consent(false), cookie)).toBeNull();
    expect(trackingCookie(context, consent(true), cookie)).toBe("tandem_t=abc; Max-Age=60; Path=/; SameSite=Lax");
    expect(trackingCookie(context, consent(true), { ...cookie, value: "a;b" })).toBeNull();
    expect(trackingCookie(context, consent(true), undefined)).toBeNull();
  });

  it("reads a tracking id and gives the address without it and the campaign parameters", () => {
    const url = new URL("http://localhost/ds/home?t=abc&utm_source=x&utm_medium=y&slide=2");
    expect(trackingIdOf(url)).toBe("abc");
    expect(cleanAddress(url)).toBe("/ds/home?slide=2");
    expect(trackingIdOf(new URL("http://localhost/?t=<x>"))).toBeNull();
    expect(cleanAddress(new URL("http://localhost/ds/home?a=b%20c"))).toBeNull();
  });

  it("expires the cookies of withdrawn services", () => {
    const request = new Request("http://localhost/", { headers: { Cookie: "_ga=1; _hjSession=2; lng=de" } });
    const cookies = withdrawnCookies(request, {
      ...consent(false),
      services: { ...allServices(false), sessionRecording: true },
    });
    expect(cookies).toContain("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
    expect(cookies.join()).not.toContain("_hjSession");
    expect(cookies.join()).not.toContain("lng");
  });
});
