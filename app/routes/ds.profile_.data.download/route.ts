/**
 * POST /ds/profile/data/download: the applicant's ZIP ("my data"), streamed from the API as an attachment
 * with no caching: built now, or with `id` the one built in the background for a large account. A POST (a
 * plain form on /ds/profile/data): the export is recorded, and a GET never writes.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { isLanguage } from "#contracts/enums";
import { downloadMyData, downloadPreparedData } from "~/api/account.server";
import { i18next } from "~/i18n/i18next.server";
import { requireUser } from "~/session/auth.server";
import { readFormData } from "~/utils/form-data.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const id = (await readFormData(request)).get("id");
  if (typeof id === "string" && id) return downloadPreparedData({ request, context }, id);
  const locale = await i18next.getLocale(request);
  return downloadMyData({ request, context }, isLanguage(locale) ? locale : "de");
}

/** Nothing to show: the download is the answer of the form's POST. */
export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
