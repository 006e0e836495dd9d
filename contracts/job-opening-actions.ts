/**
 * What the caller may do with one job opening, as the API answers it in `allowedActions` (the portal
 * offers exactly these; the API decides them from the caller's permissions and the opening's status).
 */
export const JOB_OPENING_ACTIONS = ["edit", "publish", "close", "reopen", "copy", "delete"] as const;
export type JobOpeningAction = (typeof JOB_OPENING_ACTIONS)[number];
