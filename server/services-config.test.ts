import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { suggestGtmId } from "./services-config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "tandem-services-"));

describe("consent services in the environment", () => {
  it("refuses to boot with a malformed tag-container id and suggests the corrected one", () => {
    const boot = () => loadConfig({ DATA_DIR: dataDir(), TAG_MANAGER_ID_APPLICANT: "GTM-abc" });
    expect(boot).toThrowError(ConfigError);
    expect(boot).toThrowError(/TAG_MANAGER_ID_APPLICANT: "GTM-abc" is not a tag-container id/);
    expect(boot).toThrowError(/did you mean "GTM-ABC"\?/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TAG_MANAGER_ID_BUSINESS_PORTAL: "gtm_x1-y" })).toThrowError(
      /TAG_MANAGER_ID_BUSINESS_PORTAL: .*did you mean "GTM-X1Y"/,
    );
  });

  it("suggests an id for the usual slips", () => {
    expect(suggestGtmId("GTM-abc")).toBe("GTM-ABC");
    expect(suggestGtmId(" gtm-k7x9 ")).toBe("GTM-K7X9");
    expect(suggestGtmId("K7X9")).toBe("GTM-K7X9");
    expect(suggestGtmId("GTM_AB.C")).toBe("GTM-ABC");
  });

  it("has no service without configuration, and one per unit with its own business-portal container", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).services).toEqual({});
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TAG_MANAGER_SCRIPT_URL: "https://www.googletagmanager.com/gtm.js?id={id}",
      TAG_MANAGER_ID_APPLICANT: "GTM-ABC123",
      TAG_MANAGER_ID_BUSINESS_PORTAL: "GTM-BP9",
      SCHEDULING_ID_APPLICANT: "tandem",
    });
    expect(config.services).toEqual({
      tagManager: {
        scriptUrl: "https://www.googletagmanager.com/gtm.js?id={id}",
        origin: "https://www.googletagmanager.com",
        ids: { applicant: "GTM-ABC123", businessPortal: "GTM-BP9" },
      },
    });
  });

  it("refuses a script URL that is not http(s) and an id with other characters", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_RECORDING_SCRIPT_URL: "javascript:alert(1)" })).toThrowError(
      /SESSION_RECORDING_SCRIPT_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), AB_TESTING_ID_COMPANY: "a b" })).toThrowError(
      /AB_TESTING_ID_COMPANY/,
    );
  });
});

describe("the CSP of a visitor", () => {
  it("names a service's origin only for a visitor who consented to that service", async () => {
    const { consentedOrigins } = await import("./security");
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TAG_MANAGER_SCRIPT_URL: "http://127.0.0.1:9/gtm.js?id={id}",
      TAG_MANAGER_ID_APPLICANT: "GTM-T1",
      SCHEDULING_SCRIPT_URL: "https://scheduling.example/widget.js",
    });
    expect(consentedOrigins(config, undefined)).toEqual([]);
    expect(consentedOrigins(config, "tandem_consent=1.1795800000.none.00000")).toEqual([]);
    expect(consentedOrigins(config, "tandem_consent=1.1795800000.custom.00010")).toEqual([
      "https://scheduling.example",
    ]);
    expect(consentedOrigins(config, "tandem_consent=1.1795800000.all.11111")).toEqual([
      "http://127.0.0.1:9",
      "https://scheduling.example",
    ]);
  });
});
