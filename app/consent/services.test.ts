import { describe, expect, it } from "vitest";
import { allServices } from "#contracts/consent";
import { applyConsentEvent, consentStatus, deleteServiceCookies, isTrackedView, pageViewDelay } from "./services";

function handles() {
  const calls: string[] = [];
  const handle = (name: string) => ({ on: () => calls.push(`${name}:on`), off: () => calls.push(`${name}:off`) });
  return {
    calls,
    map: new Map([
      ["tagManager", handle("tagManager")],
      ["abTesting", handle("abTesting")],
    ] as const),
  };
}

describe("the consent events", () => {
  it("switch each registered service on or off per the true/false given for it", () => {
    const { calls, map } = handles();
    applyConsentEvent("ACCEPT_ALL", allServices(true), map);
    applyConsentEvent("SAVE", { ...allServices(false), abTesting: true }, map);
    applyConsentEvent("consents_initialized", {}, map);
    expect(calls).toEqual([
      "tagManager:on",
      "abTesting:on",
      "tagManager:off",
      "abTesting:on",
      "tagManager:off",
      "abTesting:off",
    ]);
    expect(consentStatus.event).toBe("consents_initialized");
  });

  it("delete a switched-off service's cookies on the host and its parent domains, and nothing else", () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return "_ga=1; _ga_X1=2; lng=de; tandem_consent=1.1.all.11111";
      },
      set cookie(value: string) {
        written.push(value);
      },
      location: { hostname: "portal.tandem.example" },
    } as unknown as Document;
    deleteServiceCookies("tagManager", doc);
    const expired = "=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    expect(written).toEqual([
      `_ga${expired}`,
      `_ga${expired}; domain=.portal.tandem.example`,
      `_ga${expired}; domain=.tandem.example`,
      `_ga_X1${expired}`,
      `_ga_X1${expired}; domain=.portal.tandem.example`,
      `_ga_X1${expired}; domain=.tandem.example`,
    ]);
  });
});

describe("page views", () => {
  it("skip the application steps named in docs/product.md#app-shell and wait 1 s on routes without a name", () => {
    for (const path of ["/ds/application/data/1", "/ds/application/skills/done", "/ds/application/contract/4"]) {
      expect(isTrackedView(path), path).toBe(false);
    }
    expect(isTrackedView("/ds/home")).toBe(true);
    expect(isTrackedView("/ds/application/database")).toBe(true);
    expect([pageViewDelay(true), pageViewDelay(false)]).toEqual([0, 1000]);
  });
});
