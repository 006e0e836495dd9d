/** Content for applicants the API generates: the guides as PDFs. */
import type { ApplicantGuide, Language } from "#contracts/enums";
import { type ApiCallArgs, apiStream } from "./client.server";

/** A guide in the page's language; any refusal is a failure here (the route checked the slug already). */
export const guidePdf = (args: ApiCallArgs, slug: ApplicantGuide, lng: Language) =>
  apiStream(args, `GET /v1/guides/${encodeURIComponent(slug)}/pdf?lng=${lng}`, {
    headers: { "Content-Type": "application/pdf" },
    refusal: () => 502,
  });
