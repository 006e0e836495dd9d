import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { ErrorCode } from "#contracts/errors";
import { COMPANY_SELECT_PATH, companySelectUrl, resolveCompany } from "~/features/company/company.server";
import { unreadNotifications as unreadNotificationCount } from "~/features/notifications/notifications.server";
import { handlesOfRequest, isPublicPage } from "~/routing/route-meta";
import { requireUser } from "~/session/auth.server";
import { commitSession } from "~/session/session.server";
import { whenRefused } from "~/utils/api-refusal.server";

/**
 * Layout of the company unit: every /b2b page needs a company login, the user and the current company
 * (docs/product.md#other-flows). When no company is decided, every page but the selection itself leads to the selection.
 * A page whose handle says `allowUnauthorized` is served without login, and so without these data.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (isPublicPage(handlesOfRequest(request, context))) return null;
  const { session } = await requireUser(request, context, "company");
  return whenRefused(
    async () => {
      const choice = await resolveCompany({ request, context });
      const selecting = new URL(request.url).pathname === COMPANY_SELECT_PATH;
      if (choice.companyId === null && !selecting) throw redirect(companySelectUrl(request));
      // the navbar's unread badge (null when it cannot be read: the page still renders)
      const unreadNotifications = await unreadNotificationCount({ request, context }, "company");
      return {
        me: choice.me,
        companyId: choice.companyId,
        companyName: choice.companyId ? choice.companyName : null,
        unreadNotifications,
      };
    },
    async (refusal) => {
      session.set("apiError", { code: ErrorCode.fetchError, message: refusal.message });
      throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(session, context) } });
    },
  );
}

export default function CompanyUnit() {
  return <Outlet />;
}
