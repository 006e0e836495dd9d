import { StaffTicketAnswer, StaffTicketStatus } from "#contracts";

/** The answer form: the API's rules (comment and the status it leaves). */
export const AnswerForm = StaffTicketAnswer;
export const StatusForm = StaffTicketStatus;
