import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import { cvPdfDownload } from "~/api/cv-generator.server";
import { cvLanguage, loadCv } from "~/features/cv-generator/draft.server";
import { readFormData } from "~/utils/form-data.server";

/** Resource route: the draft's CV as a PDF download in the chosen design and the page's language. */
export async function action({ request, context }: ActionFunctionArgs) {
  const design = String((await readFormData(request)).get("design") ?? "");
  const type: CvDesign = (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
  const cv = await loadCv({ request, context });
  return cvPdfDownload({ request, context }, { ...cv, design: type }, type, await cvLanguage(request));
}

export const loader = () => redirect("/lebenslauf-generator/send");
