/** The public generator's first and last page: begin or continue the draft, or delete it. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readFormData } from "~/utils/form-data.server";
import { deleteCvAndGo, loadCv } from "./draft.server";
import { emptyCv } from "./schemas.server";

export async function startLoader({ request, context }: LoaderFunctionArgs) {
  const cv = await loadCv({ request, context });
  // a draft counts as started once anything was typed into it
  const hasDraft = JSON.stringify({ ...cv, design: "classic" }) !== JSON.stringify(emptyCv());
  return { hasDraft, deleted: new URL(request.url).searchParams.get("deleted") === "1" };
}

export async function startAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "delete") return deleteCvAndGo({ request, context }, "start?deleted=1");
  return new Response(null, { status: 400 });
}

export const finalLoader = ({ request }: LoaderFunctionArgs) => ({
  sent: new URL(request.url).searchParams.get("sent") === "1",
});

/** Deleting the draft on request: the API forgets it, the cookie goes. */
export const finalAction = ({ request, context }: ActionFunctionArgs) =>
  deleteCvAndGo({ request, context }, "start?deleted=1");
