import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotificationListPage } from "~/features/notifications/NotificationList";
import { notificationsAction, notificationsLoader } from "~/features/notifications/notifications.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "notifications:page.title", i18n: "notifications" };
/** The company user's notifications (docs/product.md#company-unit notifications): paged, mark one / all read. */
export const loader = (args: LoaderFunctionArgs) => notificationsLoader(args, "company");
export const action = (args: ActionFunctionArgs) => notificationsAction(args, "company");

export default function CompanyNotifications() {
  const data = useLoaderData<typeof loader>();
  return <NotificationListPage {...data} unit="company" />;
}
