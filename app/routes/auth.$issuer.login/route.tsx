import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { homeOfIssuer, isPortalIssuer, LoginError, startLogin } from "~/session/auth.server";
import { failurePage } from "~/session/login-failure";
import { NOT_KEPT_REASONS, type NotKeptReason } from "~/session/pending-form.server";
import { getSession, safeReturnPath } from "~/session/session.server";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "limits", title: "limits:formNotKept.title" };

/**
 * Starts the OpenID Connect login of a unit; `?returnTo=` is where the user lands afterwards. When a
 * form posted with an expired login could not be kept (`?formNotKept=`), the page says so first and
 * the user continues to the login from there.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const issuer = params.issuer;
  if (!isPortalIssuer(issuer)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const requested = url.searchParams.get("returnTo");
  const returnTo = requested ? safeReturnPath(requested, homeOfIssuer(issuer)) : undefined;
  const notKept = url.searchParams.get("formNotKept") as NotKeptReason | null;
  if (notKept && NOT_KEPT_REASONS.includes(notKept)) {
    const login = `/auth/${issuer}/login${returnTo ? `?${new URLSearchParams({ returnTo })}` : ""}`;
    return { notKept, login };
  }
  const session = await getSession(request, context);
  if (session.get("apiToken") && session.get("issuer") === issuer) {
    throw redirect(safeReturnPath(requested ?? session.get("returnTo"), homeOfIssuer(issuer)));
  }
  try {
    return await startLogin(issuer, request, context, returnTo);
  } catch (thrown) {
    // the provider's discovery document could not be had: say so instead of a 500
    if (!(thrown instanceof LoginError)) throw thrown;
    console.error(`[login ${issuer}] ${thrown.kind}: ${thrown.detail}`);
    throw redirect(failurePage(issuer, thrown.kind, thrown.extra));
  }
}

const REASON_KEY: Record<NotKeptReason, string> = {
  tooLarge: "formNotKept.reasonTooLarge",
  full: "formNotKept.reasonFull",
  tooOften: "formNotKept.reasonTooOften",
  unavailable: "formNotKept.reasonUnavailable",
};

export default function FormNotKept() {
  const { t } = useTranslation("limits");
  const { notKept, login } = useLoaderData<typeof loader>() as { notKept: NotKeptReason; login: string };
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("formNotKept.title")}</h1>
      <p role="alert">{t("formNotKept.text", { reason: t(REASON_KEY[notKept]) })}</p>
      <p>{t("formNotKept.hint")}</p>
      <p>
        <a href={login} className="btn-primary">
          {t("formNotKept.login")}
        </a>
      </p>
    </div>
  );
}
