import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listCompanyStudents } from "~/api/companies.server";
import { Cell, DataTable, RowHeading } from "~/components/ui/DataTable";
import { PageHeader } from "~/components/ui/PageHeader";
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
      <PageHeader title={t("students.title")} intro={t("students.intro")} introSize="body" />
      {students === null ? (
        <p role="alert" className="card border-s-4 border-red-800">
          {t("students.noPermission")}
        </p>
      ) : students.items.length === 0 ? (
        <p className="card">{t("students.empty")}</p>
      ) : (
        <DataTable
          caption={t("students.caption")}
          columns={(["colName", "colCourse", "colCampus", "colStart", "colOpening", "colContract"] as const).map((c) =>
            t(`students.${c}`),
          )}
        >
          {students.items.map((s) => (
            <tr key={s.matchId} className="border-b border-gray-200">
              <RowHeading label={t("students.colName")}>
                {[s.firstName, s.lastName].filter(Boolean).join(" ")}
              </RowHeading>
              <Cell label={t("students.colCourse")}>{s.course ?? "–"}</Cell>
              <Cell label={t("students.colCampus")}>{s.campus ?? "–"}</Cell>
              <Cell label={t("students.colStart")}>{s.startDate ? formatDate(s.startDate, i18n.language) : "–"}</Cell>
              <Cell label={t("students.colOpening")}>{s.jobOpeningTitle ?? "–"}</Cell>
              <Cell label={t("students.colContract")}>
                {t(`students.contract.${s.contractStatus}`)}
                {s.signedOn ? ` ${t("students.signedOn", { date: formatDate(s.signedOn, i18n.language) })}` : ""}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
