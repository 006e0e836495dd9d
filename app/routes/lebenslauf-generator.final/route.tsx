import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FinalPage } from "~/features/cv-generator/StartPage";
import { finalAction, finalLoader } from "~/features/cv-generator/start.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:final.title" };

export const loader = (args: LoaderFunctionArgs) => finalLoader(args);
export const action = (args: ActionFunctionArgs) => finalAction(args);

export default function CvPage() {
  return <FinalPage />;
}
