/** What the step's forms submit besides their fields (used by the page and its action alike). */
export const INTENTS = { found: "found", complete: "complete" } as const;
