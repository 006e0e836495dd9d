import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { StartPage } from "~/features/cv-generator/StartPage";
import { startAction, startLoader } from "~/features/cv-generator/start.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:start.title" };

export const loader = (args: LoaderFunctionArgs) => startLoader(args);
export const action = (args: ActionFunctionArgs) => startAction(args);

export default function CvPage() {
  return <StartPage />;
}
