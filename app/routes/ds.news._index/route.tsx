import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth.server";
import { Pager, pageCount } from "~/components/ui/Pager";
import { NewsTeaserList } from "~/features/news/NewsTeaserList";
import { loadNewsTeasers } from "~/features/news/news.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { pageParam } from "~/utils/paging";

export const handle: RouteHandle = { title: "news:list.title", i18n: "news" };
/** News for applicants (spec §7 GET /news: page size 3): paging links that work without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const page = pageParam(new URL(request.url), "page");
  return { news: await loadNewsTeasers({ request, context }, "applicant", page) };
}

export default function ApplicantNews() {
  const { t } = useTranslation("news");
  const { news } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        <p>{t("list.intro")}</p>
      </div>
      {/* the entries exist in German and English only: the list marks their texts with their own language */}
      <NewsTeaserList items={news.items} href={(id) => `/ds/news/${id}`} level={2} />
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
