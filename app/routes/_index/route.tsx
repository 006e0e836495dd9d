import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { selectUnit, unitHome } from "~/routing/units";

/** `/` leads to the home of the unit the host selects (spec §2.2, §2.3). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { unit } = selectUnit(new URL(request.url), request.headers.get("Host"), context.portal);
  throw redirect(unitHome(unit));
}
