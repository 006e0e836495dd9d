import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { type B2bUser, ErrorCode } from "#contracts";
import { ApiError, apiCall } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { commitSession } from "~/session.server";

/** Layout of the company unit: every /b2b page needs a company login and the user (spec §4.3). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, "company");
  try {
    const me = await apiCall<B2bUser>({ request, context }, "/b2b/v1/me");
    return { me };
  } catch (thrown) {
    if (!(thrown instanceof ApiError)) throw thrown;
    session.set("apiError", { code: ErrorCode.fetchError, message: thrown.message });
    throw redirect("/auth/error", { headers: { "Set-Cookie": await commitSession(session, context) } });
  }
}

export default function CompanyUnit() {
  return <Outlet />;
}
