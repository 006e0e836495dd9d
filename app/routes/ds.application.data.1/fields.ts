/** What the step's forms submit besides their fields (used by the page and its action alike). */
export const DATA_DRAFT_KEY = "application.data.1";
export const INTENTS = { save: "save", finish: "finish" } as const;
