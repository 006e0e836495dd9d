import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** What an applicant who is not stage-minimum-ready must do first (docs/product.md#applicant-unit: step 5). */
export function NotReady() {
  const { t } = useTranslation("selfmatching");
  return (
    <section aria-labelledby="not-ready-title" className="card space-y-3">
      <h2 id="not-ready-title" className="text-xl font-bold">
        {t("notReady.title")}
      </h2>
      <p>{t("notReady.text")}</p>
      <Link to="/ds/application/partner-search/1" className="btn-primary inline-block">
        {t("notReady.link")}
      </Link>
    </section>
  );
}
