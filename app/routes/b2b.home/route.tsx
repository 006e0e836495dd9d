import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCompanyLayout } from "~/features/company/use-company-user";
import { Attention } from "~/features/company-home/Attention";
import { companyHomeLoader } from "~/features/company-home/attention.server";
import { NewsSection } from "~/features/news/NewsSection";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "b2bHome.title", i18n: ["content", "news"] };

/** What needs the user's attention and the latest news: the company home is where the day's work starts. */
export const loader = (args: LoaderFunctionArgs) => companyHomeLoader(args);

/** Home of the company unit: greets the user and names the current company (docs/product.md#other-flows). */
export default function CompanyHome() {
  const { t } = useTranslation();
  const { me, companyName } = useCompanyLayout();
  const { news } = useLoaderData<typeof loader>();
  const name = [me.firstName, me.lastName].filter(Boolean).join(" ");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("b2bHome.greeting", { name })}</h1>
      {companyName ? (
        <p className="text-lg" data-testid="current-company">
          {t("b2bHome.company", { company: companyName })}
        </p>
      ) : (
        <p className="text-lg">{t("b2bHome.noCompany")}</p>
      )}
      {me.isOwner ? <p>{t("b2bHome.owner")}</p> : null}
      {me.companies.length > 1 ? (
        <p>
          <Link to="/b2b/company-select">{t("b2bHome.switchCompany")}</Link>
        </p>
      ) : null}
      <Attention />
      {news.length > 0 ? <NewsSection items={news} href={(id) => `/b2b/news/${id}`} allHref="/b2b/news" /> : null}
    </div>
  );
}
