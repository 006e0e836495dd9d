import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listHelpTopics } from "~/api/company-content.server";
import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { i18next } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "support:help.title", i18n: "support" };
/** Help start (docs/product.md#company-unit help/start): the topics, and the way to the support contact. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const lng = await i18next.getLocale(request);
  const help = await listHelpTopics({ request, context }, lng === "en" ? "en" : "de");
  return { topics: help.topics };
}

export default function HelpStart() {
  const { t } = useTranslation("support");
  const { topics } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <PageHeader title={t("help.title")} intro={t("help.intro")} introSize="body" />
      <Section titleId="help-topics" title={t("help.topics")} large className="space-y-3">
        <ul className="grid gap-4 sm:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.slug} className="card">
              <Link to={`/b2b/help/${topic.slug}`} className="text-lg font-bold">
                {topic.title}
              </Link>
              <p className="text-sm text-gray-700">{t("help.articles", { count: topic.articleCount })}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section titleId="help-contact" title={t("help.contactTitle")} className="card space-y-2">
        <p>{t("help.contactText")}</p>
        <Link to="/b2b/help/contact" className="btn-primary inline-block no-underline">
          {t("help.contactLink")}
        </Link>
      </Section>
    </div>
  );
}
