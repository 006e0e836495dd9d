import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { searchApplicants } from "~/api/advisor.server";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "advisor:search.title", i18n: ["advisor"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "staff");
  const query = (new URL(request.url).searchParams.get("query") ?? "").slice(0, 200);
  const list = await searchApplicants({ request, context }, query);
  return { applicants: list.applicants, query };
}

export default function AdvisorApplicantSearch() {
  const { t } = useTranslation("advisor");
  const { applicants, query } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold">{t("search.title")}</h1>
      <Form method="get" role="search" className="card flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <Field id="query" name="query" type="search" label={t("search.label")} defaultValue={query} />
        </div>
        <button type="submit" className="btn-primary">
          {t("search.submit")}
        </button>
      </Form>
      {applicants.length === 0 ? (
        <p>{t("search.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-rows w-full text-start">
            <caption className="sr-only">{t("search.caption")}</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("search.name")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("search.stage")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("search.campus")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t("search.advisor")}
                </th>
              </tr>
            </thead>
            <tbody>
              {applicants.map((a) => (
                <tr key={a.accountId} className="border-b border-gray-200">
                  <td data-label={t("search.name")} className="py-2 pe-3">
                    <Link to={`/advisor/applicants/${a.accountId}`} className="font-bold">
                      {a.name}
                    </Link>
                    <span className="block text-sm text-gray-700">{a.email}</span>
                  </td>
                  <td data-label={t("search.stage")} className="py-2 pe-3">
                    {a.stage ? t(`stages.${a.stage}`) : "–"}
                  </td>
                  <td data-label={t("search.campus")} className="py-2 pe-3">
                    {a.campus ?? "–"}
                  </td>
                  <td data-label={t("search.advisor")} className="py-2 pe-3">
                    {a.advisorName ?? "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
