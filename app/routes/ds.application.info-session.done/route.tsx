import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { getRegistration } from "~/features/journey/journey.server";
import { requireUser } from "~/session/auth.server";

export const handle: StepHandle = { step: 3, title: "journey:infoDone.title", i18n: ["journey"] };
/** Only after the advisor's confirmation: before it, the waiting screen. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const registration = await getRegistration({ request, context });
  if (!registration.state.confirmed) throw redirect("/ds/application/info-session/2");
  return null;
}

export default function InfoSessionDone() {
  return <DoneScreen ns="journey" page="infoDone" next="/ds/application/consultation/1" />;
}
