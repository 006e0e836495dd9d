import { describe, expect, it } from "vitest";
import { LOST_REASONS, type LostReason } from "#contracts";
import type { MatchRow } from "./matching/commands";
import { offerLabel } from "./selfmatching";

const cancelled = (lostReason: LostReason) =>
  ({
    status: "cancelled",
    lostReason,
    source: "applicant",
    applicantInterestAt: new Date(),
    companyInterestAt: null,
  }) as unknown as MatchRow;

describe("the applicant's job-offer label of a cancelled match", () => {
  // the lost reason itself is shown beside the card (matching:lostReason.applicant.*)
  const expected: Record<LostReason, string | null> = {
    // a refusal by either side did not expire: "Stelle abgelaufen" would be untrue
    rejected_by_applicant: null,
    rejected_by_company: null,
    // the opening is gone: filled by someone else or closed
    staffed_with_another_applicant: "job_opening_expired",
    job_opening_closed: "job_opening_expired",
    // nobody answered in time: the offer or the suggestion did expire
    offer_expired: "job_opening_expired",
    suggestion_expired: "job_opening_expired",
  };
  for (const reason of LOST_REASONS) {
    it(`${reason}: ${expected[reason] ?? "no label"} (opening still open or not)`, () => {
      expect(offerLabel("open", cancelled(reason))).toBe(expected[reason]);
      const openingAfter = reason === "staffed_with_another_applicant" ? "staffed" : "closed";
      expect(offerLabel(openingAfter, cancelled(reason))).toBe(expected[reason]);
    });
  }
});
