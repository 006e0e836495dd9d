import { Link, useNavigation } from "@remix-run/react";
import type { NotificationItem, NotificationList } from "#contracts";
import { Form } from "~/components/ui/Form";
import { Pager, pageCount } from "~/components/ui/Pager";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime, localDigits } from "~/utils/format";

/**
 * The text of an entry from its message key and parameters (namespace `notifications`). A `date` parameter
 * is stored as the API wrote it (dd.MM.yyyy[, HH:mm], digits 0–9) and is read in the page's digits.
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation("notifications");
  return (n: Pick<NotificationItem, "messageKey" | "params">) =>
    t(n.messageKey, {
      ...n.params,
      date: n.params.date && localDigits(n.params.date, i18n.language),
      defaultValue: t("notifications.unknown"),
    });
}

/**
 * The notification page of both units: summary, "mark all read", the entries newest first (unread
 * marked in words, not only by colour), each with its link and a "mark read" button, and paging links.
 */
export function NotificationListPage({
  list,
  page,
  perPage,
  unit,
}: {
  list: NotificationList;
  page: number;
  perPage: number;
  unit: "applicant" | "company";
}) {
  const { t, i18n } = useTranslation("notifications");
  const text = useNotificationText();
  const busy = useNavigation().state !== "idle";
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("page.title")}</h1>
        <p>{t(unit === "company" ? "page.introCompany" : "page.introApplicant")}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="notifications-summary">{t("page.summary", { total: list.total, unread: list.unread })}</p>
        {list.unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="page" value={page} />
            <button type="submit" name="intent" value="readAll" className="btn-secondary" disabled={busy}>
              {t("page.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      {list.notifications.length === 0 ? (
        <p className="card">{t("page.empty")}</p>
      ) : (
        <ul className="space-y-3" aria-label={t("page.title")}>
          {list.notifications.map((n) => {
            const message = text(n);
            const unread = !n.readAt;
            return (
              <li
                key={n.id}
                data-testid="notification"
                data-unread={unread ? "true" : "false"}
                className={`card space-y-2 ${unread ? "border-s-4 border-s-brand" : ""}`}
              >
                <p className="flex flex-wrap gap-x-3 text-sm text-gray-700">
                  <span className="font-bold">
                    {t(`category.${n.category}`, { defaultValue: t("category.other") })}
                  </span>
                  <span>{t("page.received", { date: when(n.createdAt) })}</span>
                  <span className={unread ? "font-bold text-gray-900" : ""}>
                    {unread ? t("page.unread") : t("page.read")}
                  </span>
                </p>
                <p className={unread ? "font-bold" : ""}>{n.link ? <Link to={n.link}>{message}</Link> : message}</p>
                {unread ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={n.id} />
                    <input type="hidden" name="page" value={page} />
                    <button type="submit" name="intent" value="read" className="btn-secondary text-sm" disabled={busy}>
                      {t("page.markRead")}
                      <span className="sr-only"> ({message})</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        label={t("page.pages")}
        page={page}
        pages={pageCount(list.total, perPage)}
        href={(p) => (p > 1 ? `?page=${p}` : "?")}
        byTime
      />
    </div>
  );
}
