/** What the step's forms submit besides their fields (used by the page and its action alike). */
export const INTENTS = { generate: "generate", save: "save" } as const;
