import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { searchApplicants } from "~/api/advisor.server";
import { Cell, DataTable } from "~/components/ui/DataTable";
import { Field } from "~/components/ui/Field";
import { FilterForm } from "~/components/ui/FilterForm";
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
      <FilterForm role="search" submitLabel={t("search.submit")}>
        <div className="min-w-0 flex-1">
          <Field id="query" name="query" type="search" label={t("search.label")} defaultValue={query} />
        </div>
      </FilterForm>
      {applicants.length === 0 ? (
        <p>{t("search.none")}</p>
      ) : (
        <DataTable
          caption={t("search.caption")}
          columns={[t("search.name"), t("search.stage"), t("search.campus"), t("search.advisor")]}
        >
          {applicants.map((a) => (
            <tr key={a.accountId} className="border-b border-gray-200">
              <Cell label={t("search.name")}>
                <Link to={`/advisor/applicants/${a.accountId}`} className="font-bold">
                  {a.name}
                </Link>
                <span className="block text-sm text-gray-700">{a.email}</span>
              </Cell>
              <Cell label={t("search.stage")}>{a.stage ? t(`stages.${a.stage}`) : "–"}</Cell>
              <Cell label={t("search.campus")}>{a.campus ?? "–"}</Cell>
              <Cell label={t("search.advisor")}>{a.advisorName ?? "–"}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
