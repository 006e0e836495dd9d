/**
 * The applicant's one-time hints (docs/product.md#entities hint flags): which flag a page's hint is kept under, where the
 * hint shows (the page a dismissal without JavaScript returns to) and whether it opens as a modal dialog
 * with JavaScript or stays an inline notice. Shared by the pages, the dismiss action and its tests.
 */
import type { HintFlag } from "#contracts/enums";

export interface HintPlace {
  /** the page the hint shows on (a dismissal without JavaScript returns here) */
  path: string;
  /** further pages of the same hint (a job opening's details), matched exactly */
  pattern?: RegExp;
  /** a modal <dialog> with JavaScript (an inline notice without it); else always an inline notice */
  dialog: boolean;
}

/** The hints an applicant dismisses, and the page each shows on. */
export const APPLICANT_HINTS = {
  hideDmsInfoModalHome: { path: "/ds/home", dialog: true },
  unlockedStep2already: { path: "/ds/home", dialog: false },
  hideCourseOfStudyInfo: { path: "/ds/home", dialog: false },
  hideDmsInfoModal: { path: "/ds/documents", dialog: true },
  hideDmsInfoModalJobOpenings: { path: "/ds/selfmatching", dialog: false },
  hideB2cStudyMatchInterestModal: {
    path: "/ds/selfmatching",
    pattern: /^\/ds\/selfmatching\/[A-Za-z0-9-]{1,64}$/,
    dialog: true,
  },
  interactedWithMotivationStep: { path: "/ds/application/partner-search/3", dialog: false },
  // the short intro to the study advice: shown until the applicant has read it (a visit alone is a GET,
  // and a GET writes nothing)
  visitedStudyAdviceView: { path: "/ds/application/consultation/1", dialog: false },
  // the short intro to the job search: shown until the applicant has read it, for the same reason
  visitedSelfMatchingView: { path: "/ds/selfmatching", dialog: false },
} as const satisfies Partial<Record<HintFlag, HintPlace>>;
export type ApplicantHint = keyof typeof APPLICANT_HINTS;

export const isApplicantHint = (flag: unknown): flag is ApplicantHint =>
  typeof flag === "string" && Object.hasOwn(APPLICANT_HINTS, flag);

/** Where a dismissal without JavaScript returns: the posted page when it is one of the hint's, else its page. */
export function hintReturnPath(flag: ApplicantHint, posted: unknown): string {
  const place: HintPlace = APPLICANT_HINTS[flag];
  if (typeof posted !== "string") return place.path;
  if (posted === place.path || place.pattern?.test(posted)) return posted;
  return place.path;
}
