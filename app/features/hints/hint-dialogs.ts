/**
 * What the browser needs of the hints' table (hints.ts, whose places and patterns serve the dismiss action):
 * which hints open as a modal <dialog> with JavaScript (app/components/ui/HintDialog.tsx), and where a
 * dismissal is posted. hints.test.ts keeps this list equal to the table's `dialog` marks.
 */
export const DIALOG_HINTS = ["hideDmsInfoModalHome", "hideDmsInfoModal", "hideB2cStudyMatchInterestModal"] as const;
export type DialogHint = (typeof DIALOG_HINTS)[number];

export const HINT_ACTION = "/ds/hints";
