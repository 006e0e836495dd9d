import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "#contracts/enums";
import { optionList } from "~/features/application/application.server";
import type { OptionListName } from "~/forms/option-lists";
import { requireUser } from "~/session/auth.server";

const LISTS: readonly OptionListName[] = ["countries", "languages"];

/**
 * The long option lists of the application steps, for a page reached by a client-side navigation (the
 * first page of a visit reads them from its own markup). `?lng=de&lists=countries,languages`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const url = new URL(request.url);
  const lng = url.searchParams.get("lng");
  const names = (url.searchParams.get("lists") ?? "").split(",");
  if (!isLanguage(lng) || !names.every((name): name is OptionListName => LISTS.includes(name as OptionListName))) {
    return Response.json({ error: "unknown list or language" }, { status: 400 });
  }
  const args = { request, context };
  const lists = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await optionList(args, name, lng)])),
  );
  return Response.json(lists);
}
