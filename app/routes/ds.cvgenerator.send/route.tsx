import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SendStep } from "~/features/cv-generator/SendStep";
import { sendAction, sendLoader } from "~/features/cv-generator/send.server";
import type { RouteHandle } from "~/routing/route-handle";

// The generator's step on the applicant's own CV: the feature finds the store by the address.
export const handle: RouteHandle = { i18n: ["cvgenerator", "documents"], title: "cvgenerator:send.title" };

export const loader = (args: LoaderFunctionArgs) => sendLoader(args);
export const action = (args: ActionFunctionArgs) => sendAction(args);

export default function CvStep() {
  return <SendStep />;
}
