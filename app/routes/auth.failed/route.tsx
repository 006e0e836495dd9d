import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { isPortalIssuer } from "~/session/auth.server";
import { isLoginFailure, isProviderErrorCode, REQUIRED_CLAIMS } from "~/session/login-failure";

export const handle: RouteHandle = { allowUnauthorized: true, title: "auth.failed.pageTitle" };

/** Where a failed login ends (app/session/login-failure.ts): what happened, the provider's code, try again. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const unit = url.searchParams.get("unit");
  const reason = url.searchParams.get("reason");
  const code = url.searchParams.get("code");
  const claim = url.searchParams.get("claim");
  return {
    issuer: isPortalIssuer(unit) ? unit : "applicant",
    kind: isLoginFailure(reason) ? reason : "unverified",
    code: code && /^[a-z_]{1,60}$/.test(code) ? code : null,
    knownCode: isProviderErrorCode(code),
    claim: (REQUIRED_CLAIMS as readonly string[]).includes(claim ?? "") ? claim : "email",
    supportEmail: context.portal.supportEmail,
  };
}

export default function LoginFailed() {
  const { t } = useTranslation();
  const { issuer, kind, code, knownCode, claim, supportEmail } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-4" role="alert">
      <h1 className="text-3xl font-bold">{t(`auth.failed.title.${kind}`)}</h1>
      <p>{t(`auth.failed.text.${kind}`, { claim })}</p>
      {code ? (
        <p>
          {knownCode ? `${t(`auth.failed.code.${code}`)} ` : null}
          <span className="text-sm text-gray-700">
            {t("auth.failed.providerCode")} <code className="rounded bg-gray-100 px-1">{code}</code>
          </span>
        </p>
      ) : null}
      <p>
        <a href={`/auth/${issuer}/login`} className="btn-primary">
          {t("auth.failed.tryAgain")}
        </a>
      </p>
      <p>
        {t("auth.failed.support")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </div>
  );
}
