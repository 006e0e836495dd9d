import { SupportTicketCreate } from "#contracts/support";

/** The contact form: the API's rules, without the company (the page adds the current one). */
export const ContactForm = SupportTicketCreate.omit({ companyId: true });
