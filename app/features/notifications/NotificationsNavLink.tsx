import { NavLink, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/**
 * The navbar link to the notifications with the unread count (loaded by the unit layouts routes/ds and
 * routes/b2b). The link's accessible name says the count in words, e.g. "Benachrichtigungen, 3 ungelesen".
 */
export function NotificationsNavLink({ unit }: { unit: "applicant" | "company" }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<{ unreadNotifications?: number | null }>(
    unit === "company" ? "routes/b2b" : "routes/ds",
  );
  const unread = data?.unreadNotifications ?? 0;
  const label = t("shell.nav.notifications");
  return (
    <NavLink
      to={unit === "company" ? "/b2b/notifications" : "/ds/notifications"}
      aria-label={unread > 0 ? t("shell.nav.notificationsUnread", { count: unread }) : label}
      data-testid="notifications-nav"
      className="inline-flex items-center gap-1 text-white hover:text-white aria-[current=page]:font-bold aria-[current=page]:decoration-2"
    >
      {label}
      {unread > 0 ? (
        <span
          data-testid="notifications-unread"
          className="rounded-full bg-white px-2 text-sm font-bold leading-5 text-gray-900 no-underline"
        >
          {unread}
        </span>
      ) : null}
    </NavLink>
  );
}
