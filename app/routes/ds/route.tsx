import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { applicantLoader } from "./applicant.server";

/** Layout of the applicant unit: every /ds page needs an applicant login and the account (spec §4.3). */
export async function loader(args: LoaderFunctionArgs) {
  return applicantLoader(args);
}

export default function ApplicantUnit() {
  return <Outlet />;
}
