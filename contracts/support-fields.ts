/** Support tickets' statuses, topics and limits, apart from their schemas (contracts/support.ts): pages import these without zod. */
export const SUPPORT_TICKET_STATUSES = ["open", "in_progress", "waiting", "closed"] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** What a ticket is about: the choices of the contact form. */
export const SUPPORT_TOPICS = [
  "job_openings",
  "applicants_and_contracts",
  "invoices_and_payment",
  "account_and_employees",
  "technical_problem",
  "other",
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_LIMITS = { subject: 150, message: 2000 } as const;
