import type { LoaderFunctionArgs } from "@remix-run/node";
import { DoneScreen, type StepHandle } from "~/features/application/StepPage";
import { consultationLoader } from "~/features/journey/journey.server";

export const handle: StepHandle = { step: 4, title: "journey:consultationDone.title", i18n: ["journey"] };
export async function loader(args: LoaderFunctionArgs) {
  await consultationLoader(args, "confirmed");
  return null;
}

export default function ConsultationDone() {
  return <DoneScreen ns="journey" page="consultationDone" next="/ds/application/partner-search/1" />;
}
