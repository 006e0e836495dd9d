import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { NotFoundPage } from "~/components/shell/ErrorPages";
import type { RouteHandle } from "~/route-handle";
import { canonicalCompanyPath } from "~/units";

export const handle: RouteHandle = { title: "error.notFound.title" };

/**
 * Catch-all: company paths under an alias word (`/enterprise/x`, `/unternehmensportal`) go to their
 * `/b2b` path; everything else is the 404 page with status 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalCompanyPath(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
