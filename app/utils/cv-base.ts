/**
 * The CV generator runs at two addresses with the same steps: public (anonymous draft in a cookie) and in
 * the applicant unit (the applicant's own CV in the API, prefilled from the account). Pages and actions
 * find their base from the address they were reached at.
 */
export const PUBLIC_CV_BASE = "/lebenslauf-generator";
export const APPLICANT_CV_BASE = "/ds/cvgenerator";
export type CvBase = typeof PUBLIC_CV_BASE | typeof APPLICANT_CV_BASE;

export const cvBaseOf = (pathname: string): CvBase =>
  pathname === APPLICANT_CV_BASE || pathname.startsWith(`${APPLICANT_CV_BASE}/`) ? APPLICANT_CV_BASE : PUBLIC_CV_BASE;

/** The message of a CV (or portfolio) the API refused for its length (more than 4 pages of CV). */
export const CV_TOO_LONG = "cvgenerator:errors.tooLong";

/** The message of a CV (or portfolio) the API could not make right now (its PDF renderers busy, 503). */
export const CV_BUSY = "cvgenerator:errors.busy";

/** What `?error=` of the preview says: the last PDF was refused for its length, or the renderers were busy. */
export const CV_ERRORS = { tooLong: CV_TOO_LONG, busy: CV_BUSY } as const;
