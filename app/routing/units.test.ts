import { describe, expect, it } from "vitest";
import { canonicalCompanyPath, selectUnit } from "./units";

const options = { companyHosts: ["unternehmen.example"], businessPortalHosts: ["business.example"] };
const at = (path: string, host = "localhost:3000") => selectUnit(new URL(path, "http://x"), host, options);

describe("selectUnit", () => {
  it("selects the company unit by path segment", () => {
    for (const path of ["/b2b", "/b2b/home", "/enterprise/x", "/company-portal", "/de/unternehmensportal/jobs"]) {
      expect(at(path).unit, path).toBe("company");
    }
  });
  it("selects the applicant unit otherwise, also for look-alike segments", () => {
    for (const path of ["/", "/ds/home", "/b2bx", "/impressum", "/enterprises"]) {
      expect(at(path).unit, path).toBe("applicant");
    }
  });
  it("selects the company unit by configured host, ignoring the port and case", () => {
    expect(at("/", "Unternehmen.example:8443").unit).toBe("company");
  });
  it("detects the business-portal variant by host", () => {
    expect(at("/", "business.example").businessPortal).toBe(true);
    expect(at("/").businessPortal).toBe(false);
  });
});

describe("canonicalCompanyPath", () => {
  it("maps alias words to /b2b and keeps the rest", () => {
    expect(canonicalCompanyPath("/enterprise/x")).toBe("/b2b/x");
    expect(canonicalCompanyPath("/unternehmensportal")).toBe("/b2b");
    expect(canonicalCompanyPath("/b2b/home")).toBeNull();
    expect(canonicalCompanyPath("/ds/home")).toBeNull();
  });
});
