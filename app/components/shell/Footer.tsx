import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/render/root-data";

/** Further areas of the company unit (docs/product.md#company-unit downloads, students, upskilling), for signed-in company users. */
const COMPANY_MENU = [
  { to: "/b2b/downloads", label: "shell.footer.downloads" },
  { to: "/b2b/students", label: "shell.footer.students" },
  { to: "/b2b/upskilling", label: "shell.footer.upskilling" },
];

export function Footer() {
  const { t } = useTranslation();
  const root = useRootData();
  // the company unit has its own legal pages (docs/product.md#company-unit), public like the shared ones
  const company = root?.unit === "company";
  const legal = company ? "/b2b" : "";
  const location = useLocation();
  return (
    <footer className="border-t border-gray-300 bg-gray-50">
      {company && root?.user && root.user.issuer === "company" ? (
        <nav aria-label={t("shell.footer.companyMenu")} className="mx-auto max-w-5xl px-4 pt-6 text-sm">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {COMPANY_MENU.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mx-auto flex max-w-5xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm">
        <span className="text-gray-700">© Hochschule Tandem</span>
        <Link to={`${legal}/impressum`}>{t("shell.footer.imprint")}</Link>
        <Link to={`${legal}/datenschutz`}>{t("shell.footer.privacy")}</Link>
        {/* one statement for the whole portal (BITV 2.0), public, in every footer */}
        <Link to="/barrierefreiheit">{t("shell.footer.accessibility")}</Link>
        {company ? (
          <>
            <Link to="/b2b/nutzungsbedingungen">{t("shell.footer.terms")}</Link>
            <Link to="/b2b/vertraulichkeit">{t("shell.footer.confidentiality")}</Link>
          </>
        ) : null}
        {/* the consent settings (docs/product.md#app-shell cookie-settings opener), coming back to this page; written out here
            (contracts/consent-paths.ts) so that no module of the consent tool is in every page's JavaScript */}
        <Link to={`/cookie-einstellungen?returnTo=${encodeURIComponent(location.pathname + location.search)}`}>
          {t("shell.footer.cookieSettings")}
        </Link>
      </div>
    </footer>
  );
}
