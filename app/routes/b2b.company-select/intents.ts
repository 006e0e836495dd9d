/** The buttons of the company selection (shared by the page and its action). */
export const SELECT_INTENTS = { choose: "choose", accept: "accept", decline: "decline" } as const;
