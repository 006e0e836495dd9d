import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadNewsArticle } from "~/features/news/news.server";
import { textLanguage, useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orNotFound } from "~/utils/api-refusal.server";
import { formatDate } from "~/utils/format";

export const handle: RouteHandle = { title: "news:list.title", i18n: ["news"] };
/** One news entry for applicants (docs/product.md#api-calls GET /news/{id}); unknown or company-only entries are the 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { article: await orNotFound(loadNewsArticle({ request, context }, "applicant", params.id ?? ""), [404, 400]) };
}

export default function ApplicantNewsArticle() {
  const { t, i18n } = useTranslation("news");
  const { article } = useLoaderData<typeof loader>();
  const marked = textLanguage(article.lang, i18n.language);
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <p>
        <Link to="/ds/news">{t("list.back")}</Link>
      </p>
      <h1 className="text-3xl font-bold" {...marked}>
        {article.title}
      </h1>
      <p className="text-sm text-gray-700">
        {t("list.published", { date: formatDate(article.publishedAt, i18n.language) })}
      </p>
      <div className="space-y-4" {...marked}>
        <p className="text-lg">{article.teaser}</p>
        {article.body.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
