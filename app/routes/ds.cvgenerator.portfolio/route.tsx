import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import { portfolioDownload, savePortfolio } from "~/api/cv-generator.server";
import { cvLanguage, pdfOrBack } from "~/features/cv-generator/draft.server";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { APPLICANT_CV_BASE } from "~/utils/cv-base";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

/**
 * Resource route: the application portfolio (CV, short profile, motivation letter) as a PDF download
 * (intent=download) or stored among the documents (intent=save). A refused one (too long) goes back to the
 * CV preview, which says why.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const form = await readFormData(request);
  const design = String(form.get("design") ?? "");
  const type: CvDesign = (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
  const lng = await cvLanguage(request);
  if (form.get("intent") === "save") {
    const saved = await orElse(
      savePortfolio({ request, context }, type, lng).then(() => true),
      false,
      [400],
    );
    if (!saved) return redirect(`${APPLICANT_CV_BASE}/send?error=tooLong`);
    return redirectWithFlash(request, context, "/ds/documents", {
      kind: "success",
      key: "documents:flash.portfolioSaved",
    });
  }
  return pdfOrBack(request, () => portfolioDownload({ request, context }, type, lng));
}

export const loader = () => redirect("/ds/documents");
