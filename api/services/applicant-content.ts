/**
 * The applicant-guide downloads of the applicant unit (docs/product.md#applicant-unit home and tips): profile template,
 * application tips and interview tips as generated PDFs in the applicant's language. Their words are in
 * locales/<lng>/mail.json under `guides`, beside the other texts the API writes for applicants.
 */
import type { ApplicantGuide, Language } from "#contracts";
import { mailText } from "../mail/texts";
import { documentPdf } from "../pdf/render";

/** One guide as a PDF in the asked language (German where a text is missing). */
export async function guidePdf(slug: ApplicantGuide, lng: Language): Promise<{ fileName: string; pdf: Buffer }> {
  const text = (part: string) => mailText(lng, `guides.${slug}.${part}`);
  return { fileName: text("fileName"), pdf: await documentPdf(text("title"), text("body").split("\n"), lng) };
}
