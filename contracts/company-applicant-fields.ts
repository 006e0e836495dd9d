/** Limits of the company's applicant page, apart from its schemas (contracts/company-applicants.ts): pages import these without zod. */

/** The longest comment on an applicant. */
export const COMMENT_MAX = 2000;
