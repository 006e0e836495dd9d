import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { isLanguage } from "#contracts/enums";
import { storeLanguage } from "~/api/auth.server";
import { languageCookie } from "~/i18n/i18next.server";
import { getSession, safeReturnPath } from "~/session/session.server";
import { readFormData } from "~/utils/form-data.server";

/**
 * The language switcher's target (a plain form POST). The choice is kept in a cookie and, for a
 * signed-in user, stored with the account so it decides the initial language next time (docs/product.md#audiences-and-units).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const lng = form.get("lng");
  const returnTo = safeReturnPath(form.get("returnTo"), "/");
  if (!isLanguage(lng)) throw redirect(returnTo);
  const session = await getSession(request, context);
  const issuer = session.get("issuer");
  if (session.get("apiToken") && (issuer === "applicant" || issuer === "company")) {
    // The cookie decides the page language; storing it with the account is best effort.
    await storeLanguage({ request, context }, issuer, lng).catch(() => undefined);
  }
  throw redirect(returnTo, { headers: { "Set-Cookie": await languageCookie.serialize(lng) } });
}

export async function loader() {
  throw redirect("/");
}
