import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** How many pages `total` items fill; never fewer than one, so "page 1 of 1" reads right for an empty list. */
export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Previous/next links of a paged list, plain links so paging works without JavaScript.
 * `href(page)` keeps the list's other query parameters. Lists ordered by time say "newer"/"older".
 * Shown when there is more than one page, or when the user stands on a page past the end.
 */
export function Pager({
  label,
  page,
  pages,
  href,
  byTime = false,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  byTime?: boolean;
}) {
  const { t } = useTranslation("common");
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4">
      {page > 1 ? <Link to={href(page - 1)}>{t(byTime ? "pager.newer" : "pager.previous")}</Link> : null}
      <span>{t("pager.page", { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t(byTime ? "pager.older" : "pager.next")}</Link> : null}
    </nav>
  );
}
