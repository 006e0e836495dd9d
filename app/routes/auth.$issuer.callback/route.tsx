import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ErrorCode } from "#contracts/errors";
import type { IssuerName } from "~/render/context";
import {
  afterFailedLogin,
  afterLoginPath,
  finishLogin,
  homeOfIssuer,
  isPortalIssuer,
  LoginError,
  signedInHeaders,
} from "~/session/auth.server";
import { failurePage } from "~/session/login-failure";
import { commitSession, getSession, safeReturnPath, sessionStorage } from "~/session/session.server";
import { isRefusal } from "~/utils/api-refusal.server";

/**
 * The provider's redirect back. Protected by state, nonce, PKCE and `iss` (app/session/oidc-strategy.server.ts), not by the
 * CSRF check. A failed login ends on its page (/auth/failed) after at most one automatic retry. On success the session is rotated: a new session holds only the api token, the subject
 * and the display name (the ID token stays with the API, ADR 037).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const issuer = params.issuer;
  if (!isPortalIssuer(issuer)) throw data(null, { status: 404 });
  const previous = await getSession(request, context);
  const returnTo = safeReturnPath(previous.get("returnTo"), homeOfIssuer(issuer));
  const fresh = await sessionStorage(context).getSession();
  // A form posted while the login had expired travels into the new session (app/session/pending-form.server.ts).
  const pendingForm = previous.get("pendingForm");
  if (pendingForm) fresh.set("pendingForm", pendingForm);
  // an invitation link being accepted (app/routes/b2b_.invitations.$token) is used once, by this login
  const invitationToken = issuer === "company" ? previous.get("invitationToken") : undefined;
  try {
    const user = await finishLogin(issuer, request, context, invitationToken);
    throw redirect(afterLoginPath(issuer, user, returnTo), {
      headers: await signedInHeaders(fresh, issuer, user, request, context),
    });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    if (thrown instanceof LoginError) throw await loginFailed(issuer, thrown, request, context);
    // a link that is no longer valid (or not this person's): its page explains, no error screen
    if (invitationToken && isRefusal(thrown, 404, 409)) {
      throw redirect(`/b2b/invitations/${encodeURIComponent(invitationToken)}?failed`, {
        headers: { "Set-Cookie": await commitSession(fresh, context) },
      });
    }
    // A login the API refuses (e.g. 1001: company user without company) or a failed exchange:
    // record it as the global API error; the error screen explains it and offers logout.
    const error = isRefusal(thrown)
      ? { code: thrown.code, message: thrown.message }
      : { code: ErrorCode.authError, message: "Authentication error" };
    if (!isRefusal(thrown)) console.error(`[login ${issuer}]`, thrown instanceof Error ? thrown.message : thrown);
    fresh.set("issuer", issuer);
    fresh.set("apiError", error);
    throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(fresh, context) } });
  }
}

/**
 * A failed login: an answer that could not be verified (a stale transaction, a refused ID token) is
 * retried once automatically, since the provider's session usually answers at once; everything else,
 * and a second failure, ends on the failure page. The log names the cause, never a token.
 */
async function loginFailed(
  issuer: IssuerName,
  error: LoginError,
  request: Request,
  context: LoaderFunctionArgs["context"],
) {
  const { retry, cookie } = await afterFailedLogin(issuer, request, context, error.kind === "unverified");
  console.error(`[login ${issuer}] ${error.kind}${retry ? " (retrying once)" : ""}: ${error.detail}`);
  const target = retry ? `/auth/${issuer}/login` : failurePage(issuer, error.kind, error.extra);
  return redirect(target, { headers: { "Set-Cookie": cookie } });
}
