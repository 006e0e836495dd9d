import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import { cvPdfDownload } from "~/api/cv-generator.server";
import { cvBase, cvLanguage, loadCv, pdfOrBack, readCvForm } from "~/features/cv-generator/draft.server";

/**
 * Resource route: the CV as a PDF download in the chosen design and the page's language. A CV the API
 * refuses (more than 4 pages) goes back to the preview, which says so.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const design = String((await readCvForm({ request, context })).get("design") ?? "");
  const type: CvDesign = (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
  const cv = await loadCv({ request, context });
  const lng = await cvLanguage(request);
  return pdfOrBack(request, () => cvPdfDownload({ request, context }, { ...cv, design: type }, type, lng));
}

export const loader = ({ request }: ActionFunctionArgs) => redirect(`${cvBase(request)}/send`);
