import { redirect } from "@remix-run/node";

/** job-openings/manage starts with the first step (spec §2.3). */
export const loader = () => redirect("/b2b/job-openings/manage/study");
