import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { selectUnit, unitHome } from "~/routing/units";

/** `/` leads to the home of the unit the host selects (docs/product.md#applicant-unit, docs/product.md#company-unit). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { unit } = selectUnit(new URL(request.url), request.headers.get("Host"), context.portal);
  throw redirect(unitHome(unit));
}
