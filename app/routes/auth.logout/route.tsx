import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { logout } from "~/api/auth.server";
import { providerLogoutUrl } from "~/auth.server";
import { i18next } from "~/i18next.server";
import { destroySession, getSession } from "~/session.server";

/**
 * Logout: revoke the api token, end the session, then end the provider's session (RP-initiated logout).
 * The browser drops what it kept of the user: its HTTP cache and the origin's storage, which holds the
 * service worker's offline copies of the applicant's pages (ADR 034).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const issuer = session.get("issuer");
  if (session.get("apiToken")) {
    await logout({ request, context }, issuer === "company" ? "company" : "applicant").catch(() => undefined);
  }
  const target = await providerLogoutUrl(session, context, await i18next.getLocale(request));
  throw redirect(target, {
    headers: { "Set-Cookie": await destroySession(session, context), "Clear-Site-Data": '"cache", "storage"' },
  });
}

export async function loader() {
  throw redirect("/");
}
