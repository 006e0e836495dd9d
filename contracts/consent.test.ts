import { describe, expect, it } from "vitest";
import {
  allServices,
  CONSENT_COOKIE,
  consentOfCookieHeader,
  cookiesToDelete,
  parseConsent,
  serializeConsent,
  withoutTrackingParameters,
} from "./consent";

describe("the consent cookie", () => {
  it("records choice, version, time and each service, and reads back what it wrote", () => {
    const consent = {
      version: 1,
      givenAt: 1_795_800_000_000,
      choice: "custom" as const,
      services: { ...allServices(false), tagManager: true, abTesting: true },
    };
    expect(serializeConsent(consent)).toBe("1.1795800000.custom.10001");
    expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(consentOfCookieHeader(`lng=de; ${CONSENT_COOKIE}=1.1795800000.none.00000`)?.choice).toBe("none");
  });

  it("treats an older version or a malformed value as no answer (the visitor is asked again)", () => {
    for (const bad of ["0.1795800000.all.11111", "1.1795800000.all.1111", "1.x.all.11111", "1.1.maybe.11111", ""]) {
      expect(parseConsent(bad)).toBeNull();
    }
    expect(consentOfCookieHeader("tandem_consentx=1.1.all.11111")).toBeNull();
  });

  it("deletes the cookies of switched-off services: known names and the ones the browser sent", () => {
    const names = cookiesToDelete(
      { ...allServices(false), abTesting: true },
      "_ga=1; _ga_XYZ=2; _hjSession_1=3; _vwo_uuid=4; lng=de; tandem_consent=x",
    );
    expect(names).toEqual(expect.arrayContaining(["_ga", "_gid", "tandem_t", "_ga_XYZ", "_hjSession_1"]));
    expect(names).not.toContain("_vwo_uuid");
    expect(names).not.toContain("lng");
    expect(names).not.toContain("tandem_consent");
    expect(cookiesToDelete(allServices(true), "_ga=1")).toEqual([]);
  });

  it("removes t and every utm parameter from a query, keeping the rest", () => {
    expect(withoutTrackingParameters("?t=abc&utm_source=x&utm_medium=y")).toBe("");
    expect(withoutTrackingParameters("?slide=2&t=abc&utmx=1&lng=fr")).toBe("?slide=2&lng=fr");
    expect(withoutTrackingParameters("")).toBe("");
  });
});
