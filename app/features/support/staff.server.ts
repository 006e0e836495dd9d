/** Server helpers of the support console pages: the API refuses advisors without the support role (403). */
import { orElse } from "~/utils/api-refusal.server";

/** The API's answer, or `null` when the advisor lacks the support role (the page then says so). */
export const staffCall = <T>(read: Promise<T>): Promise<T | null> => orElse(read, null, [403]);
