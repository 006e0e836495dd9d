/**
 * The CV generator's option lists and limits without zod, so that browser code can import them
 * (`#contracts/cv-options`) without the schemas.
 */
export const CV_DESIGNS = ["classic", "modern"] as const;
export type CvDesign = (typeof CV_DESIGNS)[number];
/** Language levels of the spec (A1–C2 and native). */
export const CV_LANGUAGE_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2", "native"] as const;
/** Software skills: 1 basic, 2 good, 3 very good. */
export const CV_SOFTWARE_LEVELS = ["1", "2", "3"] as const;
/** At most this many entries per list, and at most this many pages: a CV stays a CV. */
export const CV_MAX_ENTRIES = 10;
export const CV_MAX_PAGES = 4;
