import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { homeOfIssuer, isPortalIssuer, LoginError, startLogin } from "~/auth.server";
import { i18next } from "~/i18next.server";
import { failurePage } from "~/login-failure";
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
  const returnTo = requested ? safeReturnPath(requested, homeOfIssuer(issuer)) : undefined;
  try {
    return await startLogin(issuer, request, context, returnTo, await i18next.getLocale(request));
  } catch (thrown) {
    // the provider's discovery document could not be had: say so instead of a 500
    if (!(thrown instanceof LoginError)) throw thrown;
    console.error(`[login ${issuer}] ${thrown.kind}: ${thrown.detail}`);
    throw redirect(failurePage(issuer, thrown.kind, thrown.extra));
  }
}
