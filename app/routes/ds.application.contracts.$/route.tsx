import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

/**
 * The route names of spec §2.2 stay valid (DESIGN.md §3): application/contracts/* → contract. The old
 * step had 1 personal and 2 documents; documents now start at sub-step 3.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const rest = params["*"] ?? "";
  const target = rest === "2" ? "3" : ["1", "3", "4", "done"].includes(rest) ? rest : "1";
  return redirect(`/ds/application/contract/${target}`, 301);
}
