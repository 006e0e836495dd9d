/**
 * The CV generator's choices (designs and levels), without zod: the browser renders them, and a page that
 * imported them from the schemas would ship zod to every visitor.
 */
export const CV_DESIGNS = ["classic", "modern"] as const;
export type CvDesign = (typeof CV_DESIGNS)[number];
/** Language levels of the spec (A1–C2 and native). */
export const CV_LANGUAGE_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2", "native"] as const;
/** Software skills: 1 basic, 2 good, 3 very good. */
export const CV_SOFTWARE_LEVELS = ["1", "2", "3"] as const;
