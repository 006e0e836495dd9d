import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** Read-only review of the data of an earlier step, with a link to change it there. */
export function ReviewList({
  rows,
  editTo,
  editLabel,
  next,
}: {
  rows: { label: string; value: string }[];
  editTo: string;
  editLabel: string;
  next: string;
}) {
  const { t } = useTranslation("partner");
  return (
    <div className="card space-y-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="font-bold">{r.label}</dt>
            <dd>{r.value || t("review.missing")}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link to={next} className="btn-primary">
          {t("review.correct")}
        </Link>
        <Link to={editTo} className="btn-secondary">
          {editLabel}
        </Link>
      </div>
    </div>
  );
}
