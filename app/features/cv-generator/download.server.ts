import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { cvPdfDownload } from "~/api/cv-generator.server";
import { cvBase, cvDesignOf, cvLanguage, loadCv, pdfOrBack, readCvForm } from "./draft.server";

/**
 * The CV as a PDF download in the chosen design and the page's language. A CV the API refuses (more than
 * 4 pages) goes back to the preview, which says so.
 */
export async function downloadAction({ request, context }: ActionFunctionArgs) {
  const design = cvDesignOf(await readCvForm({ request, context }));
  const cv = await loadCv({ request, context });
  const lng = await cvLanguage(request);
  return pdfOrBack(request, () => cvPdfDownload({ request, context }, { ...cv, design }, design, lng));
}

/** The download is a form's answer: its address opened on its own shows the preview it belongs to. */
export const downloadLoader = ({ request }: LoaderFunctionArgs) => redirect(`${cvBase(request)}/send`);
