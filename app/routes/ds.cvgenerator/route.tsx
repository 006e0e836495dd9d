import { Outlet } from "@remix-run/react";
import { CvSteps } from "~/features/cv-generator/CvSteps";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { i18n: ["cvgenerator", "documents"] };

/**
 * The applicant unit's CV generator (docs/product.md#applicant-unit cvgenerator): the public generator's steps on the
 * applicant's own CV, prefilled from the account and stored among the documents at the end. The steps
 * bar follows the page here: in the unit every page's heading comes first (a phone shows it at the top).
 */
export default function ApplicantCvGeneratorLayout() {
  return (
    <div className="mx-auto max-w-3xl">
      <Outlet />
      <div className="mt-10">
        <CvSteps />
      </div>
    </div>
  );
}
