import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireUser } from "~/auth.server";

/** /b2b/help has no page of its own (spec §2.3): it leads to the topics. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return redirect("/b2b/help/start");
}
