/** What the step's forms submit besides their fields (used by the page and its action alike). */
/** "2,3" or "2.3" → 2.3 (German users type a decimal comma). */
export const parseGrade = (value: string) => Number(value.replace(",", "."));
export const SKILLS2_DRAFT_KEY = "application.skills.2";
export const INTENTS = { save: "save", addLanguage: "add-language", removeLanguage: "remove-language" } as const;
