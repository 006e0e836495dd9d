import { useLocation } from "@remix-run/react";
import { APPLICANT_CV_BASE, type CvBase, cvBaseOf } from "~/utils/cv-base";

/** The generator's base for the page shown: links and form actions stay within it. */
export function useCvBase(): { base: CvBase; applicant: boolean } {
  const base = cvBaseOf(useLocation().pathname);
  return { base, applicant: base === APPLICANT_CV_BASE };
}
