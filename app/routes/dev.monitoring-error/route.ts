import { type ActionFunctionArgs, data } from "@remix-run/node";
import { readFormData } from "~/utils/form-data.server";

/**
 * Development only (DEV_TOOLS): an action that fails on purpose with the posted `message`, so the path of
 * a real server error to the error monitoring (handleError → SDK → scrubber → collector) can be tried and
 * tested. 404 without DEV_TOOLS, as every development tool; a GET is 405 like any action-only route.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.portal.devTools) throw data(null, { status: 404 });
  const form = await readFormData(request);
  const message = String(form.get("message") ?? "").slice(0, 500);
  throw new Error(`Deliberate failure (development tools): ${message}`);
}
