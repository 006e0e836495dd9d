import { describe, expect, it } from "vitest";
import { onboardingDone, whatsappLink } from "./applicant";

describe("onboardingDone", () => {
  it("is done by the metadata flag", () => {
    expect(onboardingDone({ metadata: { ONBOARDING_DONE: true } }, null)).toBe(true);
  });
  it("is done by an advisor-interview date", () => {
    expect(onboardingDone({ metadata: {} }, { participateAdvisorInterviewOn: "2026-01-10" })).toBe(true);
  });
  it("is not done otherwise", () => {
    expect(onboardingDone({ metadata: { ONBOARDING_DONE: "yes" } }, { participateAdvisorInterviewOn: null })).toBe(
      false,
    );
  });
});

describe("whatsappLink", () => {
  it("drops the plus sign and spaces", () => {
    expect(whatsappLink({ whatsappAvailable: true, mobilePhone: "+49 151 23456789" })).toBe(
      "https://wa.me/4915123456789",
    );
  });
  it("is absent when WhatsApp is not available or there is no number", () => {
    expect(whatsappLink({ whatsappAvailable: false, mobilePhone: "+49 151 1" })).toBeNull();
    expect(whatsappLink({ whatsappAvailable: true, mobilePhone: null })).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });
});
