import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { applicantLoader } from "~/features/applicant/applicant.server";
import type { RouteHandle } from "~/routing/route-handle";

/** Every applicant page waits for onboarding unless it says `onboarding: false` (app/routing/applicant.ts). */
export const handle: RouteHandle = { onboarding: true };

/** Layout of the applicant unit: every /ds page needs an applicant login and the account (docs/product.md#other-flows). */
export async function loader(args: LoaderFunctionArgs) {
  return applicantLoader(args);
}

export default function ApplicantUnit() {
  return <Outlet />;
}
