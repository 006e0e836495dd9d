import { StaffTicketAnswer, StaffTicketStatus } from "#contracts/support";

/** The answer form: the API's rules (comment and the status it leaves). */
export const AnswerForm = StaffTicketAnswer;
export const StatusForm = StaffTicketStatus;
