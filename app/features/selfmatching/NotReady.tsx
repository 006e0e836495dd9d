import { Link } from "@remix-run/react";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";

/** What an applicant who is not stage-minimum-ready must do first (docs/product.md#applicant-unit: step 5). */
export function NotReady() {
  const { t } = useTranslation("selfmatching");
  return (
    <Section titleId="not-ready-title" title={t("notReady.title")} className="card space-y-3">
      <p>{t("notReady.text")}</p>
      <Link to="/ds/application/partner-search/1" className="btn-primary inline-block">
        {t("notReady.link")}
      </Link>
    </Section>
  );
}
