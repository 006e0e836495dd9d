import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { isIssuer } from "~/session/auth.server";

export const handle: RouteHandle = { allowUnauthorized: true, title: "auth.loggedOut.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const unit = url.searchParams.get("unit");
  return {
    issuer: isIssuer(unit) && unit !== "staff" ? unit : "applicant",
    cancelled: url.searchParams.get("reason") === "cancelled",
  };
}

export default function LoggedOut() {
  const { t } = useTranslation();
  const { issuer, cancelled } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t(cancelled ? "auth.cancelled.title" : "auth.loggedOut.title")}</h1>
      <p>{t(cancelled ? "auth.cancelled.text" : "auth.loggedOut.text")}</p>
      <p>
        <a href={`/auth/${issuer}/login`} className="btn-primary">
          {t("auth.loginAgain")}
        </a>
      </p>
    </div>
  );
}
