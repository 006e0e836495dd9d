import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractTemplatePdf } from "~/api/partner.server";
import { i18next } from "~/i18n/i18next.server";
import { requireUser } from "~/session/auth.server";

/** Resource route: the contract template PDF, passed through as a download in the page's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const lng = (await i18next.getLocale(request)) === "en" ? "en" : "de";
  return contractTemplatePdf({ request, context }, lng);
}
