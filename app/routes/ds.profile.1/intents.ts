/** The contact page's forms, told apart by the `intent` they submit. */
export const INTENTS = { contact: "contact", emailChange: "email-change", verify: "send-verification" } as const;
/** Added by the browser once JavaScript runs: the action then answers data for the timed banner. */
export const BANNER_MODE = "banner";
