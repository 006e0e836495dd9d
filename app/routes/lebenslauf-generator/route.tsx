import { Outlet, useLocation } from "@remix-run/react";
import { CvSteps } from "~/features/cv-generator/CvSteps";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator" };

/** The public CV generator (docs/product.md#shared-pages): no login; the steps bar on the input and send pages. */
export default function CvGeneratorLayout() {
  const { pathname } = useLocation();
  const inSteps = /\/(input|send)/.test(pathname);
  return (
    <div className="mx-auto max-w-3xl">
      {inSteps ? <CvSteps /> : null}
      <Outlet />
    </div>
  );
}
