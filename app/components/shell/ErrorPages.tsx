import { Link, useLocation } from "@remix-run/react";
import { safeReturnPath } from "#contracts/return-path";
import { useTranslation } from "~/i18n/translation";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("error.notFound.title")}</h1>
      <p>{t("error.notFound.text")}</p>
      <p>
        <Link to="/">{t("error.notFound.home")}</Link>
      </p>
    </div>
  );
}

/** The generic error page: an incident id, never a stack trace. */
export function ErrorPage({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("error.generic.title")}</h1>
      <p>{t("error.generic.text")}</p>
      {incidentId ? (
        <p>
          {t("error.generic.incident")} <code className="rounded bg-gray-100 px-1">{incidentId}</code>
        </p>
      ) : null}
      <p>
        <Link to="/">{t("error.notFound.home")}</Link>
      </p>
    </div>
  );
}

/** A form the server could not read (a broken body, not a wrong value): 400, and a way back to the form. */
export function BadRequestPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // the address this page answers can be any path a link leads to (`//other.example/…` too): the way back
  // passes the return-path rule like every other target taken from a request (ADR 046)
  const back = safeReturnPath(`${pathname}${search}`, "/");
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("error.badRequest.title")}</h1>
      <p>{t("error.badRequest.text")}</p>
      <p>
        <Link to={back} reloadDocument>
          {t("error.badRequest.back")}
        </Link>
      </p>
    </div>
  );
}
