import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getHelpTopic } from "~/api/company-content.server";
import { i18next } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orNotFound } from "~/utils/api-refusal.server";

export const handle: RouteHandle = { title: "support:help.title", i18n: "support" };
/** One help topic (docs/product.md#company-unit help/{helpTopic}): its articles as questions that open without JavaScript. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const lng = (await i18next.getLocale(request)) === "en" ? "en" : "de";
  const topic = await orNotFound(getHelpTopic({ request, context }, params.helpTopic ?? "", lng));
  return { topic };
}

export default function HelpTopicPage() {
  const { t } = useTranslation("support");
  const { topic } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/b2b/help/start">{t("help.back")}</Link>
      <h1 className="text-3xl font-bold">{topic.title}</h1>
      {topic.articles.length === 0 ? (
        <p className="card">{t("help.empty")}</p>
      ) : (
        <>
          <p>{t("help.topicIntro")}</p>
          <div className="space-y-3">
            {topic.articles.map((article) => (
              <details key={article.id} className="card">
                <summary className="cursor-pointer text-lg font-bold">{article.title}</summary>
                <p className="mt-3 whitespace-pre-line">{article.body}</p>
              </details>
            ))}
          </div>
        </>
      )}
      <p>
        <Link to="/b2b/help/contact">{t("help.contactLink")}</Link>
      </p>
    </div>
  );
}
