import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isUuid } from "#contracts/uuid";

/**
 * Old route names of spec §2.2: application/selfmatching/1 → the selfmatching overview,
 * application/selfmatching/{jobOpeningId} → that opening's details; anything else → the overview.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const rest = params["*"] ?? "";
  if (isUuid(rest)) return redirect(`/ds/selfmatching/${rest}`, 301);
  return redirect("/ds/selfmatching", 301);
}
