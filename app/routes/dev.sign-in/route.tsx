import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { afterLoginPath, devSignIn, homeOfIssuer, isPortalIssuer, signedInHeaders } from "~/session/auth.server";
import { safeReturnPath, sessionStorage } from "~/session/session.server";
import { readFormData } from "~/utils/form-data.server";

/** A Response, not data(): the error boundary shows it as the 404 page and no incident is logged. */
const notFound = () => new Response(null, { status: 404 });

/**
 * Development sign-in: POST issuer, sub (a demo account of the unit's development provider) and an
 * optional returnTo signs that account in, with the session a real login makes, so browser journeys
 * can start signed in. 404 unless DEV_TOOLS is on (never in production) and the unit's provider is
 * the development one; a POST only, so the CSRF check refuses it from another site.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.portal.devTools || !context.portal.devIdToken) throw notFound();
  const form = await readFormData(request);
  const issuer = form.get("issuer");
  const sub = form.get("sub");
  if (!isPortalIssuer(issuer) || typeof sub !== "string") throw notFound();
  const user = await devSignIn(issuer, sub, context);
  if (!user) throw notFound();
  const returnTo = safeReturnPath(form.get("returnTo"), homeOfIssuer(issuer));
  const fresh = await sessionStorage(context).getSession();
  throw redirect(afterLoginPath(issuer, user, returnTo), {
    headers: await signedInHeaders(fresh, issuer, user, request, context),
  });
}

/** Nothing to show: the sign-in is a POST. */
export function loader() {
  throw notFound();
}
