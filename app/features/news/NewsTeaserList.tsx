import { Link } from "@remix-run/react";
import type { NewsTeaser } from "#contracts/communication";
import { textLanguage, useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

/**
 * News teasers (title, date, teaser) for the home pages and /b2b/news. With `href` each teaser links to
 * its entry ("Weiterlesen" with the title for screen readers); the heading level fits the page (`level`).
 * Needs the `news` namespace in the route's handle.
 */
export function NewsTeaserList({
  items,
  href,
  level = 3,
  allHref,
}: {
  items: NewsTeaser[];
  href?: (id: string) => string;
  level?: 2 | 3;
  /** a link to all news below the list (e.g. "/b2b/news" on the company home) */
  allHref?: string;
}) {
  const { t, i18n } = useTranslation("news");
  const Heading = level === 2 ? "h2" : "h3";
  const date = (iso: string) => formatDate(iso, i18n.language);
  if (items.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4" data-testid="news-teasers">
        {items.map((item) => (
          <li key={item.id} className="card space-y-2">
            <Heading className="text-lg font-bold" {...textLanguage(item.lang, i18n.language)}>
              {item.title}
            </Heading>
            <p className="text-sm text-gray-700">{t("list.published", { date: date(item.publishedAt) })}</p>
            <p {...textLanguage(item.lang, i18n.language)}>{item.teaser}</p>
            {href ? (
              <Link to={href(item.id)}>
                {t("list.readMore")}
                <span className="sr-only">: {item.title}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {allHref ? <Link to={allHref}>{t("list.all")}</Link> : null}
    </div>
  );
}
