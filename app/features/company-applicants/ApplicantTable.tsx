import { Link } from "@remix-run/react";
import type { ApplicantTab, CompanyApplicantList } from "#contracts/company-applicants";
import { Pager, pageCount } from "~/components/ui/Pager";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

/** The applicants of one tab as a table (name links to the profile), with page links that work without JS. */
export function ApplicantTable({ list, jobId, tab }: { list: CompanyApplicantList; jobId: string; tab: ApplicantTab }) {
  const { t, i18n } = useTranslation(["companyApplicants", "matching"]);
  const pages = pageCount(list.total, list.pageSize);
  return (
    <section aria-labelledby="applicants-title" className="space-y-4">
      <h2 id="applicants-title" className="text-2xl font-bold">
        {t(`tabs.${tab}`)} <span className="text-base font-normal">({t("list.count", { count: list.total })})</span>
      </h2>
      <p>{t(tab === "reco" ? "list.recoIntro" : "list.contactedIntro")}</p>
      {list.items.length === 0 ? (
        <p data-testid="applicants-empty">{t("list.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-rows w-full border-collapse text-start" data-testid={`applicants-${tab}`}>
            <thead>
              <tr className="border-b-2 border-gray-700">
                {(["name", "study", "status", "source"] as const).map((c) => (
                  <th key={c} scope="col" className="p-2 text-start">
                    {t(`list.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((a) => {
                const name = [a.firstName, a.lastName].filter(Boolean).join(" ") || t("list.unnamed");
                return (
                  <tr key={a.matchId} className="border-b border-gray-300" data-testid="applicant-row">
                    <td data-label={t("list.name")} className="p-2">
                      {a.anonymised ? (
                        // the person deleted the account: the match stays as a record without a profile
                        <>
                          <span className="font-bold" data-testid="applicant-anonymised">
                            {t("list.anonymised")}
                          </span>
                          <span className="block text-sm text-gray-700">{t("list.anonymisedHint")}</span>
                        </>
                      ) : (
                        <Link
                          to={`/b2b/job-openings/${jobId}/applicants/${a.accountId}`}
                          className="font-bold underline"
                        >
                          {name}
                        </Link>
                      )}
                      {a.applicantInterested && a.status !== "cancelled" ? (
                        <span className="ms-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">
                          {t("list.interested")}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t("list.study")} className="p-2">
                      {[a.course, a.campus, formatDate(a.intake, i18n.language)].filter(Boolean).join(" · ")}
                    </td>
                    <td data-label={t("list.status")} className="p-2">
                      {t(`matching:matchStatus.${a.status}`)}
                      {a.lostReason ? ` – ${t(`matching:lostReason.company.${a.lostReason}`)}` : ""}
                    </td>
                    <td data-label={t("list.source")} className="p-2">
                      {t(`matching:source.${a.source}`)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager label={t("list.pagination")} page={list.page} pages={pages} href={(p) => `?page=${p}`} />
    </section>
  );
}
