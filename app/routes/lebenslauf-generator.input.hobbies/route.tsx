import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { HobbiesStep } from "~/features/cv-generator/HobbiesStep";
import { hobbiesAction, hobbiesLoader } from "~/features/cv-generator/hobbies.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:hobbies.title" };

export const loader = (args: LoaderFunctionArgs) => hobbiesLoader(args);
export const action = (args: ActionFunctionArgs) => hobbiesAction(args);

export default function CvStep() {
  return <HobbiesStep />;
}
