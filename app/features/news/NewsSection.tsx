import type { NewsTeaser } from "#contracts/communication";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { NewsTeaserList } from "./NewsTeaserList";

/**
 * The news block of a home page: a "Neuigkeiten" section (h2) with the teasers (h3). Load the items with
 * `loadNewsTeasers(args, unit)` (news.server.ts) and add "news" to the route's handle i18n. On the company
 * home pass `href={(id) => `/b2b/news/${id}`}` and `allHref="/b2b/news"`.
 */
export function NewsSection({
  items,
  href,
  allHref,
}: {
  items: NewsTeaser[];
  href?: (id: string) => string;
  allHref?: string;
}) {
  const { t } = useTranslation("news");
  return (
    <Section titleId="news-title" title={t("list.title")} large className="space-y-4" data-testid="news-section">
      <NewsTeaserList items={items} href={href} allHref={allHref} level={3} />
    </Section>
  );
}
