import type { HintFlag } from "#contracts/enums";

/**
 * All the browser needs of the hints' table (hints.ts, whose places and patterns serve the dismiss action):
 * which hints open as a modal <dialog> with JavaScript, and where a dismissal is posted. hints.test.ts
 * keeps this list equal to the table's `dialog` marks.
 */
export const DIALOG_HINTS: readonly HintFlag[] = [
  "hideDmsInfoModalHome",
  "hideDmsInfoModal",
  "hideB2cStudyMatchInterestModal",
];

export const HINT_ACTION = "/ds/hints";
