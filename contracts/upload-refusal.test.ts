import { describe, expect, it } from "vitest";
import { isUploadRefusal, refusedUploadAddress, UPLOAD_REFUSALS, uploadRefusalOf } from "./upload-refusal";
import { V } from "./validation";

describe("the address a refused upload comes back to", () => {
  it("names the form, the reason and the kept values, beside the page's own parameters", () => {
    expect(
      refusedUploadAddress("/ds/application/data/1?tab=docs", {
        form: "Certificate health insurance",
        reason: "too-large",
        values: { category: "Certificate", returnTo: "/ds/documents", "submission-key": "k" },
      }),
    ).toBe(
      "/ds/application/data/1?tab=docs&upload=Certificate+health+insurance&uploadError=too-large&category=Certificate",
    );
  });

  it("replaces an earlier refusal instead of adding to it, and leaves out what is not a short text", () => {
    expect(
      refusedUploadAddress("/b2b/company/data?upload=picture&uploadError=type&category=CV", {
        form: "picture",
        reason: "unreadable",
        values: { category: "x".repeat(101) },
      }),
    ).toBe("/b2b/company/data?upload=picture&uploadError=unreadable");
    expect(refusedUploadAddress("/ds/documents", { form: null, reason: "missing" })).toBe(
      "/ds/documents?uploadError=missing",
    );
  });

  it("knows each reason by its message and nothing else", () => {
    for (const [reason, message] of Object.entries(UPLOAD_REFUSALS)) expect(uploadRefusalOf(message)).toBe(reason);
    expect(uploadRefusalOf(V.required)).toBeUndefined();
    expect(isUploadRefusal("too-large")).toBe(true);
    expect(isUploadRefusal("toString")).toBe(false);
    expect(isUploadRefusal("validation.uploadType")).toBe(false);
  });
});
