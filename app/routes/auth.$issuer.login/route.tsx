import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { homeOfIssuer, isPortalIssuer, startLogin } from "~/auth.server";
import { getSession, safeReturnPath } from "~/session.server";

/** Starts the OpenID Connect login of a unit; `?returnTo=` is where the user lands afterwards. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const issuer = params.issuer;
  if (!isPortalIssuer(issuer)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const requested = url.searchParams.get("returnTo");
  const session = await getSession(request, context);
  if (session.get("apiToken") && session.get("issuer") === issuer) {
    throw redirect(safeReturnPath(requested ?? session.get("returnTo"), homeOfIssuer(issuer)));
  }
  return startLogin(issuer, request, context, requested ? safeReturnPath(requested, homeOfIssuer(issuer)) : undefined);
}
