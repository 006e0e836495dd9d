/** The API's own comment schema, for the loader and action only (a `.server` module keeps zod out of the browser). */
export { SupportTicketCommentCreate } from "#contracts/support";
