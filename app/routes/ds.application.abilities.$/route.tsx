import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

/** The route names of spec §2.2 stay valid (DESIGN.md §3): application/abilities/* → skills. */
export function loader({ params }: LoaderFunctionArgs) {
  const rest = params["*"] ?? "";
  const target = ["1", "2", "done"].includes(rest) ? rest : "1";
  return redirect(`/ds/application/skills/${target}`, 301);
}
