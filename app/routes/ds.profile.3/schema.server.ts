import { z } from "zod";

export { APPLICANT_NOTIFICATION_SETTINGS } from "#contracts/application";

/** A ticked box arrives as "on", an unticked one not at all. */
const box = z.boolean().optional();

export const NotificationsForm = z.object({ new_advisor: box, new_students: box, job_openings_newsletter: box });
