import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-gray-300 bg-gray-50">
      <div className="mx-auto flex max-w-5xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm">
        <span className="text-gray-700">© Hochschule Tandem</span>
        <Link to="/impressum">{t("shell.footer.imprint")}</Link>
        <Link to="/datenschutz">{t("shell.footer.privacy")}</Link>
        {/* Opens the consent settings; without the consent tool it leads to the privacy notice's cookie section. */}
        <Link to="/datenschutz#cookies">{t("shell.footer.cookieSettings")}</Link>
      </div>
    </footer>
  );
}
