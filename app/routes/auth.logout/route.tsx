import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { logout } from "~/api/auth.server";
import { i18next } from "~/i18n/i18next.server";
import { providerLogoutUrl } from "~/session/auth.server";
import { destroySession, getSession } from "~/session/session.server";

/**
 * Logout: revoke the api token, end the session, then end the provider's session (RP-initiated logout)
 * with the ID token the API hands back for it (ADR 037).
 * The browser drops what it kept of the user: its HTTP cache and the origin's storage, which holds the
 * service worker's offline copies of the applicant's pages (ADR 034).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const issuer = session.get("issuer");
  let idTokenHint: string | null = null;
  if (session.get("apiToken")) {
    // Staff tokens are revoked at /v1 like applicants'. A refusal (the token already revoked by an earlier
    // logout, which had the ID token) or an unreachable API still ends the session here.
    const answer = await logout({ request, context }, issuer === "company" ? "company" : "applicant").catch(() => null);
    idTokenHint = answer?.id_token_hint ?? null;
  }
  const target = await providerLogoutUrl(session, context, await i18next.getLocale(request), idTokenHint);
  throw redirect(target, {
    headers: { "Set-Cookie": await destroySession(session, context), "Clear-Site-Data": '"cache", "storage"' },
  });
}

export async function loader() {
  throw redirect("/");
}
