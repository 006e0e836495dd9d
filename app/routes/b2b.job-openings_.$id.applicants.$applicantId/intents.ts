/** The `intent` values of the applicant page's forms. */
export const INTENTS = {
  interest: "interest",
  arrangeInterview: "arrange-interview",
  trialDay: "trial-day",
  accept: "accept",
  reject: "reject",
  addComment: "comment-add",
  editComment: "comment-edit",
  deleteComment: "comment-delete",
} as const;
export type Intent = (typeof INTENTS)[keyof typeof INTENTS];
