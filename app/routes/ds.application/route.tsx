import { Outlet } from "@remix-run/react";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "application:overview.title", i18n: ["application", "news"] };

/**
 * Layout of the application: the overview (ds.application._index) and the step pages inside. The overview
 * is a route of its own so that its code and the campaigns' box are not part of every step's first load.
 */
export default function Application() {
  return <Outlet />;
}
