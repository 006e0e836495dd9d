import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { RouteHandle } from "~/routing/route-handle";
import { canonicalCompanyPath } from "~/routing/units";

export const handle: RouteHandle = { title: "error.notFound.title" };

/**
 * Catch-all: company paths under an alias word (`/enterprise/x`, `/unternehmensportal`) go to their
 * `/b2b` path; everything else is the portal's one 404 page, the root's error boundary (a Response, not
 * data(): no incident is logged). The page's JavaScript then stays in the root's chunk, not in one of its own.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalCompanyPath(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`);
  throw new Response(null, { status: 404 });
}

/** Never rendered (the loader always throws); a page route, so that the 404 is the portal's page. */
export default function NotFound() {
  return null;
}
