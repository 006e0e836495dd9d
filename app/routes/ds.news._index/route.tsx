import type { LoaderFunctionArgs } from "@remix-run/node";
import { NewsListPage } from "~/features/news/NewsListPage";
import { newsListLoader } from "~/features/news/news.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "news:list.title", i18n: "news" };
/** News for applicants (docs/product.md#applicant-unit). */
export const loader = (args: LoaderFunctionArgs) => newsListLoader(args, "applicant");

export default function ApplicantNews() {
  return <NewsListPage base="/ds/news" />;
}
