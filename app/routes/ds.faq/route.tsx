import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "title", i18n: "faq" };
/** The four categories of docs/product.md#applicant-unit faq, four questions each (texts in locales/{lng}/faq.json). */
export const FAQ_CATEGORIES = ["application", "study", "documents", "portal"] as const;
const ITEMS = ["1", "2", "3", "4"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return null;
}

/**
 * Answers are <details> elements: the text is in the HTML and opens by click or keyboard without any
 * JavaScript. The category list links to the sections on the page.
 */
export default function Faq() {
  const { t } = useTranslation("faq");
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-lg">{t("intro")}</p>
      </div>
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
        <section key={c} aria-labelledby={`faq-${c}`} className="space-y-3">
          <h2 id={`faq-${c}`} className="text-xl font-bold">
            {t(`categories.${c}.title`)}
          </h2>
          {ITEMS.map((i) => (
            <details key={i} className="card group">
              <summary className="cursor-pointer font-bold">{t(`categories.${c}.items.${i}.q`)}</summary>
              <p className="mt-2">{t(`categories.${c}.items.${i}.a`)}</p>
            </details>
          ))}
        </section>
      ))}
      <p>
        {t("more")} <Link to="/ds/contact/1">{t("contact")}</Link>
      </p>
    </div>
  );
}
