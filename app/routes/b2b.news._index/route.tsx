import type { LoaderFunctionArgs } from "@remix-run/node";
import { NewsListPage } from "~/features/news/NewsListPage";
import { newsListLoader } from "~/features/news/news.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "news:list.title", i18n: "news" };
/** News for companies (docs/product.md#company-unit). */
export const loader = (args: LoaderFunctionArgs) => newsListLoader(args, "company");

export default function CompanyNews() {
  return <NewsListPage base="/b2b/news" />;
}
