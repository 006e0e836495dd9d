import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { ErrorCode } from "#contracts/errors";
import { getStaffMe } from "~/api/advisor.server";
import type { RouteHandle } from "~/routing/route-handle";
import { handlesOfRequest, isPublicPage } from "~/routing/route-meta";
import { requireUser } from "~/session/auth.server";
import { commitSession } from "~/session/session.server";
import { whenRefused } from "~/utils/api-refusal.server";

export const handle: RouteHandle = { i18n: ["advisor"] };

/**
 * Layout of the study-advisor console: every /advisor page needs a staff login, but for one whose handle
 * says `allowUnauthorized` (served without login, and so without the advisor).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (isPublicPage(handlesOfRequest(request, context))) return null;
  const { session } = await requireUser(request, context, "staff");
  const me = await whenRefused(getStaffMe({ request, context }), async (refusal) => {
    session.set("apiError", { code: ErrorCode.fetchError, message: refusal.message });
    throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(session, context) } });
  });
  return { me };
}

/** The signed-in advisor, for the console's pages. */
export const useAdvisor = () => useRouteLoaderData<typeof loader>("routes/advisor")!.me;

export default function AdvisorUnit() {
  return (
    <div className="space-y-6">
      <Outlet />
    </div>
  );
}
