import type { LoaderFunctionArgs } from "@remix-run/node";
import { interviewIcs } from "~/api/selfmatching.server";
import { requireUser } from "~/session/auth.server";

/** Resource route: the interview invitation of the applicant's match as an iCalendar download. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return interviewIcs({ request, context }, params.jobOpeningId ?? "");
}
