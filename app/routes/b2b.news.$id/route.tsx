import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadNewsArticle } from "~/features/news/news.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orNotFound } from "~/utils/api-refusal.server";
import { formatDate } from "~/utils/format";

export const handle: RouteHandle = { title: "news:list.title", i18n: ["news"] };
/** One news entry for companies (docs/product.md#company-unit news/{id}); unknown or other-audience entries are the 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return { article: await orNotFound(loadNewsArticle({ request, context }, "company", params.id ?? "")) };
}

export default function CompanyNewsArticle() {
  const { t, i18n } = useTranslation("news");
  const { article } = useLoaderData<typeof loader>();
  const date = formatDate(article.publishedAt, i18n.language);
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <p>
        <Link to="/b2b/news">{t("list.back")}</Link>
      </p>
      <h1 className="text-3xl font-bold">{article.title}</h1>
      <p className="text-sm text-gray-700">{t("list.published", { date })}</p>
      <p className="text-lg">{article.teaser}</p>
      {article.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
