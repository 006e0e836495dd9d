/**
 * In-app notifications of the caller, the same five operations for both units: GET /v1/notifications
 * (applicant) and GET /b2b/v1/notifications (company user); each user sees and changes only their own.
 */
import type { Context } from "hono";
import {
  NotificationCreate,
  NotificationIdParam,
  NotificationItem,
  NotificationList,
  NotificationQuery,
  NotificationsMarked,
  type UserKind,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps, ApiEnv } from "../env";
import { errorResponses } from "../errors";
import {
  createReminder,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

type Unit = Extract<UserKind, "applicant" | "company">;

function routes(deps: ApiDeps, unit: Unit) {
  const common = routeGroup({
    tags: ["Notifications"],
    security: bearerSecurity,
    middleware: accessGuards(deps.db).requireSignedIn(unit),
  });
  return {
    list: common.get("/notifications", {
      summary: "The caller's notifications, newest first (limit 1–50, default 4; offset default 0), total and unread",
      request: { query: NotificationQuery },
      responses: { 200: json(NotificationList, "The notifications"), ...errorResponses(400) },
    }),
    readOne: common.patch("/notifications/{id}/read", {
      summary: "Mark one of the caller's notifications read (idempotent; another user's is 404)",
      request: { params: NotificationIdParam },
      responses: { 200: json(NotificationsMarked, "Marked"), ...errorResponses(404) },
    }),
    readAll: common.patch("/notifications/read", {
      summary: "Mark all of the caller's notifications read",
      responses: { 200: json(NotificationsMarked, "Marked") },
    }),
    create: common.post("/notifications", {
      summary: "File a reminder for oneself",
      description:
        "Creates a notification of category `reminder` for the caller only (never for someone else): a note " +
        "the portal files for the user, e.g. 'finish your profile' with a link into the caller's own unit " +
        "(/ds/… for applicants, /b2b/… for company users). No e-mail copy. Notifications of the other " +
        "categories are written by the events that cause them, never through this endpoint.",
      request: { body: body(NotificationCreate) },
      responses: { 201: json(NotificationItem, "The reminder"), ...errorResponses(400) },
    }),
  };
}

const recipientOf = (c: Context<ApiEnv>, unit: Unit) =>
  unit === "applicant" ? c.var.principal.accountId! : c.var.principal.companyUserId!;

function unitRoutes(deps: ApiDeps, unit: Unit) {
  const { db } = deps;
  const r = routes(deps, unit);
  return newRouter()
    .openapi(r.list, async (c) => {
      const { limit, offset } = c.req.valid("query");
      return c.json(await listNotifications(db, unit, recipientOf(c, unit), limit, offset), 200);
    })
    .openapi(r.readAll, async (c) => c.json(await markAllNotificationsRead(db, unit, recipientOf(c, unit)), 200))
    .openapi(r.readOne, async (c) =>
      c.json(await markNotificationRead(db, unit, recipientOf(c, unit), c.req.valid("param").id), 200),
    )
    .openapi(r.create, async (c) =>
      c.json(await createReminder(db, unit, recipientOf(c, unit), c.req.valid("json")), 201),
    );
}

/** /v1/notifications… for applicants. */
export const notificationRoutes = (deps: ApiDeps) => unitRoutes(deps, "applicant");
/** /b2b/v1/notifications… for company users. */
export const companyNotificationRoutes = (deps: ApiDeps) => unitRoutes(deps, "company");
