/**
 * Resource route /ds/tips/{slug}.pdf: an applicant-guide PDF in the page language (any of the ten), passed through.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { APPLICANT_GUIDES, type ApplicantGuide, isLanguage } from "#contracts/enums";
import { guidePdf } from "~/api/applicant-content.server";
import { i18next } from "~/i18n/i18next.server";
import { requireUser } from "~/session/auth.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const slug = params.slug ?? "";
  if (!(APPLICANT_GUIDES as readonly string[]).includes(slug)) throw new Response(null, { status: 404 });
  const locale = await i18next.getLocale(request);
  const lng = isLanguage(locale) ? locale : "de";
  return guidePdf({ request, context }, slug as ApplicantGuide, lng);
}
