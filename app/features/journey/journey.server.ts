/** Server helpers of steps 3 and 4: the API reads the pages share. */

import { redirect } from "@remix-run/node";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import { getConsultation, getInfoSessionRegistration, listInfoSessions } from "~/api/journey.server";

export const getRegistration = (args: ApiCallArgs) => getInfoSessionRegistration(args);
export const getSessions = (args: ApiCallArgs) => listInfoSessions(args);
export { getConsultation };

/** Whether step 3 is open (steps 1 and 2 complete), from the one progress computation of the API. */
export async function stepOpen(args: ApiCallArgs, step: "info-session" | "consultation") {
  const progress = await getProgress(args);
  return progress.steps.find((s) => s.step === step)?.state !== "locked";
}

/**
 * Guards of the step 4 pages: the waiting phase needs the request, the final pages the advisor's
 * confirmation; otherwise back to where the applicant stands.
 */
export async function requireConsultation(args: ApiCallArgs, need: "requested" | "confirmed") {
  const consultation = await getConsultation(args);
  if (!consultation.requested) throw redirect("/ds/application/consultation/1");
  if (need === "confirmed" && !consultation.confirmed) throw redirect("/ds/application/consultation/6");
  return consultation;
}
