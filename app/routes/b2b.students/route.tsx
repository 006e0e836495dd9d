import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listCompanyStudents } from "~/api/companies.server";
import { requireCompany } from "~/features/company/company.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { formatDate } from "~/utils/format";

export const handle: RouteHandle = { title: "students.title", i18n: "accounting" };
/**
 * The company's students and their contracts (docs/product.md#company-unit students). Without `view_student_contracts`
 * the page says so instead of listing anyone; the API refuses the list anyway (403), which ends the same.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId, can } = await requireCompany(args);
  if (!can("view_student_contracts")) return { students: null };
  return { students: await orElse(listCompanyStudents(args, companyId), null, [403]) };
}

export default function Students() {
  const { t, i18n } = useTranslation("accounting");
  const { students } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("students.title")}</h1>
        <p>{t("students.intro")}</p>
      </div>
      {students === null ? (
        <p role="alert" className="card border-s-4 border-red-800">
          {t("students.noPermission")}
        </p>
      ) : students.items.length === 0 ? (
        <p className="card">{t("students.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-rows w-full text-start">
            <caption className="sr-only">{t("students.caption")}</caption>
            <thead>
              <tr className="border-b border-gray-300">
                {(["colName", "colCourse", "colCampus", "colStart", "colOpening", "colContract"] as const).map((c) => (
                  <th key={c} scope="col" className="py-2 pe-3 text-start">
                    {t(`students.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {students.items.map((s) => (
                <tr key={s.matchId} className="border-b border-gray-200">
                  <th scope="row" data-label={t("students.colName")} className="py-2 pe-3 text-start font-bold">
                    {[s.firstName, s.lastName].filter(Boolean).join(" ")}
                  </th>
                  <td data-label={t("students.colCourse")} className="py-2 pe-3">
                    {s.course ?? "–"}
                  </td>
                  <td data-label={t("students.colCampus")} className="py-2 pe-3">
                    {s.campus ?? "–"}
                  </td>
                  <td data-label={t("students.colStart")} className="py-2 pe-3">
                    {s.startDate ? formatDate(s.startDate, i18n.language) : "–"}
                  </td>
                  <td data-label={t("students.colOpening")} className="py-2 pe-3">
                    {s.jobOpeningTitle ?? "–"}
                  </td>
                  <td data-label={t("students.colContract")} className="py-2 pe-3">
                    {t(`students.contract.${s.contractStatus}`)}
                    {s.signedOn ? ` ${t("students.signedOn", { date: formatDate(s.signedOn, i18n.language) })}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
