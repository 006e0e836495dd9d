/** What the step's forms submit besides their fields (used by the page and its action alike). */
export const SKILLS1_DRAFT_KEY = "application.skills.1";
export const INTENTS = { save: "save", addWork: "add-work", removeWork: "remove-work" } as const;
