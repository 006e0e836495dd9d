import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JOB_OPENING_VIEW_STATUSES, type JobOpeningViewStatus } from "#contracts/matching-enums";
import { listJobOpenings } from "~/api/job-openings.server";
import { Select } from "~/components/ui/Choice";
import { Cell, DataTable } from "~/components/ui/DataTable";
import { FilterForm } from "~/components/ui/FilterForm";
import { Pager, pageCount } from "~/components/ui/Pager";
import { requireCompany } from "~/features/company/company.server";
import { DraftsSection } from "~/features/job-openings/DraftsSection";
import { discardDraft, loadDrafts } from "~/features/job-openings/drafts.server";
import { OpeningStatus } from "~/features/matching/OpeningStatus";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDate } from "~/utils/format";
import { pageParam } from "~/utils/paging";

export const handle: RouteHandle = { title: "jobOpenings:list.title", i18n: ["jobOpenings", "matching"] };
/** Drafts are listed apart (DraftsSection), never among the openings. */
const LISTED_STATUSES: readonly JobOpeningViewStatus[] = JOB_OPENING_VIEW_STATUSES.filter((s) => s !== "draft");
const isViewStatus = (s: string | null): s is JobOpeningViewStatus =>
  LISTED_STATUSES.includes(s as JobOpeningViewStatus);

/**
 * The company's job openings (docs/product.md#company-unit): status filter as a GET form, counts, pages of
 * 10; the drafts apart, with their discard confirmation (`?discard=<id>`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId, can } = await requireCompany(args);
  const url = new URL(request.url);
  const raw = url.searchParams.get("status");
  const status = isViewStatus(raw) ? raw : null;
  const page = pageParam(url);
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set("status", status);
  const [list, { drafts, discard }] = await Promise.all([
    listJobOpenings(args, companyId, query),
    loadDrafts(args, companyId),
  ]);
  return { list, status, drafts, discard, canCreate: can("create_job_openings") };
}

export const action = (args: ActionFunctionArgs) => discardDraft(args);

export default function JobOpeningsList() {
  const { t, i18n } = useTranslation(["jobOpenings", "matching"]);
  const { list, status, drafts, discard, canCreate } = useLoaderData<typeof loader>();
  const all = LISTED_STATUSES.reduce((sum, s) => sum + list.counts[s], 0);
  const pages = pageCount(list.total, list.pageSize);
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        {canCreate ? (
          <Link to="/b2b/job-openings/manage/study" className="btn-primary">
            {t("list.new")}
          </Link>
        ) : null}
      </div>
      <p>{t("list.intro")}</p>
      {all === 0 ? (
        <div className="card space-y-2">
          <p className="font-bold">{t("list.emptyAll")}</p>
          {canCreate ? <p>{t("list.emptyAllCreate")}</p> : null}
        </div>
      ) : (
        <>
          <FilterForm submitLabel={t("list.filterSubmit")}>
            <div className="min-w-0 flex-1">
              <Select
                id="status"
                name="status"
                label={t("list.filterLegend")}
                defaultValue={status ?? ""}
                placeholder={t("list.option", { label: t("list.all"), count: all })}
                options={LISTED_STATUSES.map((s) => ({
                  value: s,
                  label: t("list.option", { label: t(`matching:openingStatus.${s}`), count: list.counts[s] }),
                }))}
              />
            </div>
          </FilterForm>
          {list.items.length === 0 ? (
            <p>{t("list.empty")}</p>
          ) : (
            <DataTable
              caption={t("list.caption")}
              columns={(["colTitle", "colStudy", "colStart", "colStatus", "colPositions"] as const).map((c) =>
                t(`list.${c}`),
              )}
            >
              {list.items.map((o) => (
                <tr key={o.id} className="border-b border-gray-200">
                  <Cell label={t("list.colTitle")}>
                    <Link to={`/b2b/job-openings/${o.id}`} className="font-bold">
                      {o.title || t("list.untitled")}
                    </Link>
                  </Cell>
                  <Cell label={t("list.colStudy")}>
                    {[o.course, o.campus?.name].filter(Boolean).join(" · ") || "–"}
                  </Cell>
                  <Cell label={t("list.colStart")}>{o.startDate ? formatDate(o.startDate, i18n.language) : "–"}</Cell>
                  <Cell label={t("list.colStatus")}>
                    <OpeningStatus status={o.viewStatus} />
                  </Cell>
                  <Cell label={t("list.colPositions")}>
                    {t("list.positions", { open: o.openPositions, required: o.requiredCount })}
                  </Cell>
                </tr>
              ))}
            </DataTable>
          )}
          <Pager label={t("list.pages")} page={list.page} pages={pages} href={pageLink} />
        </>
      )}
      <DraftsSection drafts={drafts} discard={discard} />
    </div>
  );
}
