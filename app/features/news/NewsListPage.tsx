import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/PageHeader";
import { Pager, pageCount } from "~/components/ui/Pager";
import { useTranslation } from "~/i18n/translation";
import { NewsTeaserList } from "./NewsTeaserList";
import type { newsListLoader } from "./news.server";

/** The news of one unit, three per page, with paging links that work without JavaScript. */
export function NewsListPage({ base }: { base: "/ds/news" | "/b2b/news" }) {
  const { t } = useTranslation("news");
  const { news } = useLoaderData<typeof newsListLoader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t("list.title")} intro={t("list.intro")} introSize="body" />
      {/* the entries exist in German and English only: the list marks their texts with their own language */}
      <NewsTeaserList items={news.items} href={(id) => `${base}/${id}`} level={2} />
      <Pager
        label={t("list.pages")}
        page={news.page}
        pages={pageCount(news.total, news.perPage)}
        href={(p) => (p > 1 ? `?page=${p}` : "?")}
        byTime
      />
    </div>
  );
}
