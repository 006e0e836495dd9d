import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ErrorCode } from "#contracts";
import { ApiError } from "~/api/client.server";
import { finishLogin, homeOfIssuer, isIssuer } from "~/auth.server";
import { commitSession, getSession, safeReturnPath, sessionStorage } from "~/session.server";

/**
 * The provider's redirect back. Protected by state + PKCE (remix-auth-oauth2), not by the CSRF
 * check. On success the session is rotated: a new session holds only the api token, the ID token
 * (for logout) and the display name.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const issuer = params.issuer;
  if (!isIssuer(issuer)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const previous = await getSession(request, context);
  const returnTo = safeReturnPath(previous.get("returnTo"), homeOfIssuer(issuer));
  if (url.searchParams.get("error") === "access_denied") {
    throw redirect(`/auth/logged-out?unit=${issuer}&reason=cancelled`);
  }
  const fresh = await sessionStorage(context).getSession();
  try {
    const user = await finishLogin(issuer, request, context);
    fresh.set("apiToken", user.apiToken);
    fresh.set("idToken", user.idToken);
    fresh.set("userName", user.userName);
    fresh.set("issuer", issuer);
    throw redirect(returnTo, { headers: { "Set-Cookie": await commitSession(fresh, context) } });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    // A login the API refuses (e.g. 1001: company user without company) or a failed exchange:
    // record it as the global API error; the error screen explains it and offers logout.
    const error =
      thrown instanceof ApiError
        ? { code: thrown.code, message: thrown.message }
        : { code: ErrorCode.authError, message: "Authentication error" };
    if (!(thrown instanceof ApiError))
      console.error(`[login ${issuer}]`, thrown instanceof Error ? thrown.message : thrown);
    fresh.set("issuer", issuer);
    fresh.set("apiError", error);
    throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(fresh, context) } });
  }
}
