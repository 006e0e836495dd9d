/** The `intent` values of the applicant page's forms. */
export const INTENTS = {
  confirmAttendance: "confirm-attendance",
  confirmConsultation: "confirm-consultation",
  acceptDocument: "accept-document",
  rejectDocument: "reject-document",
  approveEmail: "approve-email",
  rejectEmail: "reject-email",
  /** targetId: the job opening the applicant is recommended for */
  recommend: "recommend",
  /** targetId: the study advisor the applicant is assigned to (team leads) */
  assignAdvisor: "assign-advisor",
  /** targetId: the withdrawal being reversed (asked first: ?confirm=reverse-withdrawal) */
  reverseWithdrawal: "reverse-withdrawal",
  /** targetId: the deletion being undone (asked first: ?confirm=restore-account) */
  restoreAccount: "restore-account",
} as const;
