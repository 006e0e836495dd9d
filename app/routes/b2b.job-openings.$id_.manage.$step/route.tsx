import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ManageStep } from "~/features/job-openings/ManageStep";
import { manageAction, manageLoader } from "~/features/job-openings/manage.server";
import type { RouteHandle } from "~/routing/route-handle";

/** The four-step job-opening flow (docs/product.md#company-unit job-openings/{id?}/manage/{step}); see manage.server.ts. */
export const handle: RouteHandle = { title: "jobOpenings:manage.titleEdit", i18n: ["jobOpenings", "matching"] };
export const loader = (args: LoaderFunctionArgs) => manageLoader(args);
export const action = (args: ActionFunctionArgs) => manageAction(args);
export default ManageStep;
