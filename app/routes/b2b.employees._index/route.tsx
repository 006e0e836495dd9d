import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EMPLOYEE_SORTS, type EmployeeSort } from "#contracts/enums";
import { listEmployees } from "~/api/companies.server";
import { Select } from "~/components/ui/Choice";
import { Cell, DataTable } from "~/components/ui/DataTable";
import { Field } from "~/components/ui/Field";
import { FilterForm } from "~/components/ui/FilterForm";
import { Pager, pageCount } from "~/components/ui/Pager";
import { requireCompany } from "~/features/company/company.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { pageParam } from "~/utils/paging";

export const handle: RouteHandle = { title: "employees:list.title", i18n: ["employees"] };
const isSort = (s: string | null): s is EmployeeSort => EMPLOYEE_SORTS.includes(s as EmployeeSort);

/** User management (docs/product.md#company-unit): the company's employees; sort and search are a GET form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId, can } = await requireCompany(args);
  const url = new URL(request.url);
  const rawSort = url.searchParams.get("sort");
  const sort: EmployeeSort = isSort(rawSort) ? rawSort : "lastName_asc";
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 120);
  const page = pageParam(url);
  const query = new URLSearchParams({ sort, page: String(page) });
  if (search) query.set("search", search);
  const list = await listEmployees(args, companyId, query);
  return { list, sort, search, canCreate: can("create_employees") };
}

export default function EmployeesList() {
  const { t } = useTranslation("employees");
  const { list, sort, search, canCreate } = useLoaderData<typeof loader>();
  const pages = pageCount(list.total, list.pageSize);
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ sort, ...(search ? { search } : {}), page: String(page) })}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        {canCreate ? (
          <Link to="/b2b/employees/edit" className="btn-primary">
            {t("list.new")}
          </Link>
        ) : null}
      </div>
      <FilterForm role="search" submitLabel={t("list.apply")}>
        <div className="min-w-0 flex-1">
          <Field id="search" name="search" type="search" label={t("list.search")} defaultValue={search} />
        </div>
        <div className="min-w-0">
          <Select
            id="sort"
            name="sort"
            label={t("list.sort")}
            defaultValue={sort}
            options={EMPLOYEE_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
          />
        </div>
      </FilterForm>
      {list.items.length === 0 ? (
        <p>{search ? t("list.noMatch") : t("list.empty")}</p>
      ) : (
        <DataTable
          caption={t("list.caption")}
          columns={(["salutation", "name", "email", "department", "position", "status"] as const).map((c) =>
            t(`list.col.${c}`),
          )}
        >
          {list.items.map((e) => (
            <tr key={e.id} className="border-b border-gray-200">
              <Cell label={t("list.col.salutation")}>{e.salutation ? t(`salutation.${e.salutation}`) : "–"}</Cell>
              <Cell label={t("list.col.name")}>
                <Link to={`/b2b/employees/edit/${e.id}`} className="font-bold">
                  {[e.lastName, e.firstName].filter(Boolean).join(", ") || e.email}
                </Link>
                {e.isOwner ? <span className="ms-2 text-sm">({t("list.owner")})</span> : null}
              </Cell>
              <Cell label={t("list.col.email")}>{e.email}</Cell>
              <Cell label={t("list.col.department")}>{e.department ?? "–"}</Cell>
              <Cell label={t("list.col.position")}>{e.position ?? "–"}</Cell>
              <Cell label={t("list.col.status")}>{t(`status.${e.status}`)}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager label={t("list.pages")} page={list.page} pages={pages} href={pageLink} />
    </div>
  );
}
