import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

/** The route names of spec §2.2 stay valid (DESIGN.md §3): application/search/{1..4} → partner-search. */
export function loader({ params }: LoaderFunctionArgs) {
  const rest = params["*"] ?? "";
  const details = rest.match(/^5\/([^/]+)\/details$/);
  if (details) return redirect(`/ds/selfmatching/${encodeURIComponent(details[1])}`, 301);
  const target = ["1", "2", "3", "4", "done"].includes(rest) ? rest : "1";
  return redirect(`/ds/application/partner-search/${target}`, 301);
}
