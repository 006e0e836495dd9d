import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "title", i18n: "faq" };
/** The four categories of docs/product.md#applicant-unit faq, four questions each (texts in locales/{lng}/faq.json). */
export const FAQ_CATEGORIES = ["application", "study", "documents", "portal"] as const;
const ITEMS = ["1", "2", "3", "4"] as const;

export const loader = applicantLoginLoader;

/**
 * Answers are <details> elements: the text is in the HTML and opens by click or keyboard without any
 * JavaScript. The category list links to the sections on the page.
 */
export default function Faq() {
  const { t } = useTranslation("faq");
  return (
    <div className="space-y-8">
      <PageHeader title={t("title")} intro={t("intro")} />
      <nav aria-label={t("categoriesLabel")}>
        <ul className="flex flex-wrap gap-3">
          {FAQ_CATEGORIES.map((c) => (
            <li key={c}>
              <a href={`#faq-${c}`}>{t(`categories.${c}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {FAQ_CATEGORIES.map((c) => (
        <Section key={c} titleId={`faq-${c}`} title={t(`categories.${c}.title`)} className="space-y-3">
          {ITEMS.map((i) => (
            <details key={i} className="card group">
              <summary className="cursor-pointer font-bold">{t(`categories.${c}.items.${i}.q`)}</summary>
              <p className="mt-2">{t(`categories.${c}.items.${i}.a`)}</p>
            </details>
          ))}
        </Section>
      ))}
      <p>
        {t("more")} <Link to="/ds/contact/1">{t("contact")}</Link>
      </p>
    </div>
  );
}
