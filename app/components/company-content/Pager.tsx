import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Previous/next links of a paged list; `href(page)` keeps the other query parameters. */
export function Pager({
  label,
  page,
  total,
  pageSize,
  href,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("accounting");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4">
      {page > 1 ? <Link to={href(page - 1)}>{t("invoices.previous")}</Link> : null}
      <span>{t("invoices.page", { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("invoices.next")}</Link> : null}
    </nav>
  );
}
