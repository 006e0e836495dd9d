/**
 * Loader and action of the notification pages of both units (/ds/notifications, /b2b/notifications):
 * one page of the caller's entries (GET ?page=), mark one read (intent "read"), mark all read (intent
 * "readAll"); after a command the same page again with a toast. Also the unread count for the navbar.
 */

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { NOTIFICATION_PAGE_SIZE } from "#contracts";
import { NotificationIdParam } from "#contracts/communication";
import type { ApiCallArgs } from "~/api/client.server";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "~/api/notifications.server";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { pageNumber, pageParam } from "~/utils/paging";

export type NotificationUnit = "applicant" | "company";
/** The specification's page size of the notification list (docs/product.md#entities: 4 entries). */
export const NOTIFICATIONS_PER_PAGE = NOTIFICATION_PAGE_SIZE;

const pagePath = (unit: NotificationUnit) => (unit === "company" ? "/b2b/notifications" : "/ds/notifications");

export async function notificationsLoader({ request, context }: LoaderFunctionArgs, unit: NotificationUnit) {
  await requireUser(request, context, unit);
  const page = pageParam(new URL(request.url), "page");
  const query = new URLSearchParams({
    limit: String(NOTIFICATIONS_PER_PAGE),
    offset: String((page - 1) * NOTIFICATIONS_PER_PAGE),
  });
  const list = await listNotifications({ request, context }, unit, query);
  return { list, page, perPage: NOTIFICATIONS_PER_PAGE };
}

export async function notificationsAction({ request, context }: ActionFunctionArgs, unit: NotificationUnit) {
  await requireUser(request, context, unit);
  const form = await readFormData(request);
  const page = pageNumber(form.get("page"));
  const back = page > 1 ? `${pagePath(unit)}?page=${page}` : pagePath(unit);
  const args = { request, context };
  const intent = form.get("intent");
  if (intent === "readAll") {
    await markAllNotificationsRead(args, unit);
    throw await redirectWithFlash(request, context, back, { kind: "success", key: "notifications:page.markedAllRead" });
  }
  const id = String(form.get("id") ?? "");
  // an id the API could never have issued (over-long) is not sent: it names no entry of the caller's;
  // an entry that is gone (or never was the caller's) changes nothing: show the list again
  if (NotificationIdParam.shape.id.safeParse(id).success) {
    await orElse(markNotificationRead(args, unit, id), undefined, [404]);
  }
  throw await redirectWithFlash(request, context, back, { kind: "success", key: "notifications:page.markedRead" });
}

/** The unread count for the navbar badge; null when it cannot be read (the page still renders). */
export async function unreadNotifications(args: ApiCallArgs, unit: NotificationUnit): Promise<number | null> {
  const list = await orElse(listNotifications(args, unit, new URLSearchParams({ limit: "0" })), null);
  return list ? list.unread : null;
}
