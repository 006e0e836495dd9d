import { useRouteLoaderData } from "@remix-run/react";
import { JobOpeningFields } from "~/features/matching/JobOpeningFields";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDate } from "~/utils/format";
import type { loader as detailsLoader } from "../b2b.job-openings.$id/route";

export const handle: RouteHandle = { title: "jobOpenings:overview.title", i18n: ["jobOpenings", "matching"] };

/** Tab "overview": every field of the opening (the layout already loaded it). */
export default function JobOpeningOverview() {
  const { t, i18n } = useTranslation(["jobOpenings", "matching"]);
  const details = useRouteLoaderData<typeof detailsLoader>("routes/b2b.job-openings.$id");
  if (!details) return null;
  const { opening } = details;
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">{t("overview.title")}</h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-1">
        {opening.publishedAt ? (
          <div>
            <dt className="inline font-bold">{t("overview.publishedAt")}: </dt>
            <dd className="inline">{formatDate(opening.publishedAt, i18n.language)}</dd>
          </div>
        ) : null}
        {opening.closedAt ? (
          <div>
            <dt className="inline font-bold">{t("overview.closedAt")}: </dt>
            <dd className="inline">{formatDate(opening.closedAt, i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
      <JobOpeningFields opening={opening} headingLevel={3} />
    </div>
  );
}
