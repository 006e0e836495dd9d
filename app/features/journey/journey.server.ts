/** Server helpers of steps 3 and 4: the API reads the pages share. */

import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getProgress } from "~/api/application.server";
import type { ApiCallArgs } from "~/api/client.server";
import { getConsultation, getInfoSessionRegistration, listInfoSessions } from "~/api/journey.server";
import { requireUser } from "~/session/auth.server";

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

/** The loader of a step 4 page: the applicant's login, then the guard of `requireConsultation`. */
export async function consultationLoader({ request, context }: LoaderFunctionArgs, need: "requested" | "confirmed") {
  await requireUser(request, context, "applicant");
  return requireConsultation({ request, context }, need);
}

/** The loader of a page of the waiting phase: it needs the request and sends nothing. */
export async function waitingPhaseLoader(args: LoaderFunctionArgs) {
  await consultationLoader(args, "requested");
  return null;
}
