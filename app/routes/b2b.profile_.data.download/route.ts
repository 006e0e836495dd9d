/**
 * POST /b2b/profile/data/download: the company user's own ZIP (the person, not the company's records),
 * streamed from the API as an attachment with no caching. A POST: the export is recorded.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { downloadCompanyUserData } from "~/api/company-user.server";
import { i18next } from "~/i18n/i18next.server";
import { requireUser } from "~/session/auth.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const locale = await i18next.getLocale(request);
  return downloadCompanyUserData({ request, context }, locale === "en" ? "en" : "de");
}

/** Nothing to show: the download is the answer of the form's POST. */
export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
