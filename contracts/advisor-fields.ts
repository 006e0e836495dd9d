/** Limits of the advisor console's forms, apart from their schemas (contracts/advisor.ts): pages import these without zod. */

/** Reasons the applicant sees (document rejection, e-mail change rejection). */
export const ADVISOR_REASON_MAX = 250;
