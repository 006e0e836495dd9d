import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  noNav: true,
  ownLogout: true,
  i18n: "offline",
  title: "title",
};

/**
 * What the service worker (public/sw.js) shows for an address it has no copy of while the connection is
 * down. It saves this page once per language, without cookies, so it never holds anybody's data; the links
 * lead to the pages it keeps for the signed-in applicant, when it has them.
 */
export default function Offline() {
  const { t } = useTranslation("offline");
  const pages = [
    ["/ds/home", "pages.home"],
    ["/ds/application", "pages.application"],
    ["/ds/contact/1", "pages.contact"],
    ["/ds/application/info-session/2", "pages.appointment"],
  ] as const;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="text-lg">{t("text")}</p>
      <p>{t("keptIntro")}</p>
      <ul className="list-disc space-y-1 ps-6">
        {pages.map(([to, key]) => (
          <li key={to}>
            <Link to={to} prefetch="none">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
      <p>{t("keptNote")}</p>
    </div>
  );
}
