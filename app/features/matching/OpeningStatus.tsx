import type { JobOpeningViewStatus } from "#contracts/matching-enums";
import { useTranslation } from "~/i18n/translation";

const tone: Record<JobOpeningViewStatus, string> = {
  draft: "border-gray-700 bg-gray-100",
  open: "border-green-800 bg-green-50",
  openWithActiveMatches: "border-blue-800 bg-blue-50",
  staffed: "border-purple-800 bg-purple-50",
  closed: "border-gray-700 bg-white",
};

/** The company-view status of an opening (docs/product.md#match-statuses) as a small label; needs the `matching` namespace. */
export function OpeningStatus({ status }: { status: JobOpeningViewStatus }) {
  const { t } = useTranslation("matching");
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-sm font-bold text-gray-900 ${tone[status]}`}>
      {t(`openingStatus.${status}`)}
    </span>
  );
}
