import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import { portfolioDownload, savePortfolio } from "~/api/cv-generator.server";
import { cvLanguage, pdfOrBack } from "~/features/cv-generator/draft.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { APPLICANT_CV_BASE } from "~/utils/cv-base";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

/**
 * Resource route: the application portfolio (CV, short profile, motivation letter) as a PDF download
 * (intent=download) or stored among the documents (intent=save). A refused one (too long, or the PDF
 * renderers busy) goes back to the CV preview, which says why.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const form = await readFormData(request);
  const design = String(form.get("design") ?? "");
  const type: CvDesign = (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
  const lng = await cvLanguage(request);
  if (form.get("intent") === "save") {
    // too long (400) or the PDF renderers busy (503): back to the preview, which says which
    const refused = await whenRefused(
      savePortfolio({ request, context }, type, lng).then(() => null),
      (error) => {
        if (error.status === 400) return "tooLong";
        if (error.status === 503) return "busy";
        throw error;
      },
    );
    if (refused) return redirect(`${APPLICANT_CV_BASE}/send?error=${refused}`);
    return redirectWithFlash(request, context, "/ds/documents", {
      kind: "success",
      key: "documents:flash.portfolioSaved",
    });
  }
  return pdfOrBack(request, () => portfolioDownload({ request, context }, type, lng));
}

export const loader = () => redirect("/ds/documents");
