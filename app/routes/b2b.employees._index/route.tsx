import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EMPLOYEE_SORTS, type EmployeeSort } from "#contracts/enums";
import { listEmployees } from "~/api/companies.server";
import { Select } from "~/components/ui/Choice";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
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
      <Form method="get" className="card flex flex-wrap items-end gap-3" role="search">
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
        <button type="submit" className="btn-primary">
          {t("list.apply")}
        </button>
      </Form>
      {list.items.length === 0 ? (
        <p>{search ? t("list.noMatch") : t("list.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-rows w-full text-start">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead>
              <tr className="border-b border-gray-300">
                {(["salutation", "name", "email", "department", "position", "status"] as const).map((c) => (
                  <th key={c} scope="col" className="py-2 pe-3 text-start">
                    {t(`list.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((e) => (
                <tr key={e.id} className="border-b border-gray-200">
                  <td data-label={t("list.col.salutation")} className="py-2 pe-3">
                    {e.salutation ? t(`salutation.${e.salutation}`) : "–"}
                  </td>
                  <td data-label={t("list.col.name")} className="py-2 pe-3">
                    <Link to={`/b2b/employees/edit/${e.id}`} className="font-bold">
                      {[e.lastName, e.firstName].filter(Boolean).join(", ") || e.email}
                    </Link>
                    {e.isOwner ? <span className="ms-2 text-sm">({t("list.owner")})</span> : null}
                  </td>
                  <td data-label={t("list.col.email")} className="py-2 pe-3">
                    {e.email}
                  </td>
                  <td data-label={t("list.col.department")} className="py-2 pe-3">
                    {e.department ?? "–"}
                  </td>
                  <td data-label={t("list.col.position")} className="py-2 pe-3">
                    {e.position ?? "–"}
                  </td>
                  <td data-label={t("list.col.status")} className="py-2 pe-3">
                    {t(`status.${e.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label={t("list.pages")} page={list.page} pages={pages} href={pageLink} />
    </div>
  );
}
