import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotificationListPage } from "~/features/notifications/NotificationList";
import { notificationsAction, notificationsLoader } from "~/features/notifications/notifications.server";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "notifications:page.title", i18n: "notifications" };
/** The applicant's notifications (docs/product.md#company-unit notifications, applicant side): paged, mark one / all read. */
export const loader = (args: LoaderFunctionArgs) => notificationsLoader(args, "applicant");
export const action = (args: ActionFunctionArgs) => notificationsAction(args, "applicant");

export default function ApplicantNotifications() {
  const data = useLoaderData<typeof loader>();
  return <NotificationListPage {...data} unit="applicant" />;
}
