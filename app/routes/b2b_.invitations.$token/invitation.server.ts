import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { InvitationInfo } from "#contracts";
import { getInvitation } from "~/api/company-user.server";
import { commitSession, getSession } from "~/session/session.server";
import { orElse } from "~/utils/api-refusal.server";

const tokenOf = (params: LoaderFunctionArgs["params"]) => {
  const token = params.token ?? "";
  return /^[\w-]{1,200}$/.test(token) ? token : null;
};

/** The public page of an invitation link: its state, never a 500 for a bad link. */
export async function invitationLoader({ request, context, params }: LoaderFunctionArgs) {
  const token = tokenOf(params);
  const failed = new URL(request.url).searchParams.has("failed");
  const invitation: InvitationInfo | null = token
    ? await orElse(getInvitation({ request, context }, token), null, [404])
    : null;
  return { invitation, failed };
}

/**
 * "Accept and log in": the token goes into the session and through the company login to the token
 * exchange (POST /b2b/v1/auth), which binds the invitation to whoever logs in. A company login already
 * in this browser is ended first, so the invitation meets a fresh login.
 */
export async function invitationAction({ request, context, params }: ActionFunctionArgs) {
  const token = tokenOf(params);
  if (!token) throw data(null, { status: 404 });
  const session = await getSession(request, context);
  if (session.get("issuer") === "company") {
    session.unset("apiToken");
    session.unset("idToken");
    session.unset("subject");
    session.unset("activeCompanyId");
  }
  session.unset("apiError");
  session.set("invitationToken", token);
  throw redirect("/auth/company/login?returnTo=%2Fb2b%2Fhome", {
    headers: { "Set-Cookie": await commitSession(session, context) },
  });
}
