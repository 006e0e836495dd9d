import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { saveCvDocument, sendCvByMail } from "~/api/cv-generator.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { APPLICANT_CV_BASE, CV_BUSY, CV_ERRORS, CV_TOO_LONG, PUBLIC_CV_BASE } from "~/utils/cv-base";
import { redirectWithFlash } from "~/utils/flash.server";
import { cvBase, cvDesignOf, cvLanguage, loadCv, readCvForm } from "./draft.server";
import { CvSendBody } from "./schemas.server";

/**
 * `?error=tooLong`: the download was refused (more than 4 pages) and came back here to say so;
 * `?error=busy`: the portfolio could not be made right now (the PDF renderers busy), try again.
 */
export async function sendLoader({ request, context }: LoaderFunctionArgs) {
  const error = new URL(request.url).searchParams.get("error");
  const message = error === "tooLong" || error === "busy" ? CV_ERRORS[error] : null;
  return { cv: await loadCv({ request, context }), message };
}

/** What the send step's action answers when it stays on the page. */
export interface SendResult {
  errors: { email?: string[]; form?: string[] };
  email: string;
}

/**
 * The PDF could not be made right now (the API's renderers busy): the same page again with the message to
 * try again in a moment and what was typed; the CV itself is kept on the server.
 */
const busy = (email: string, retryAfter = "5") => {
  const result: SendResult = { errors: { form: [CV_BUSY] }, email };
  return data(result, { status: 503, headers: { "Retry-After": retryAfter } });
};

/**
 * Public: sends the PDF to the address through the outbox; the API's refusals come back beside the field.
 * Applicant unit: stores the PDF among the applicant's documents (no mail: the documents keep it).
 */
export async function sendAction({ request, context }: ActionFunctionArgs) {
  const form = await readCvForm({ request, context });
  const design = cvDesignOf(form);
  const lng = await cvLanguage(request);
  if (cvBase(request) === APPLICANT_CV_BASE) {
    const cv = await loadCv({ request, context });
    const refused = await whenRefused(
      saveCvDocument({ request, context }, design, lng).then(() => null),
      (error) => {
        if (error.status === 503) return busy(cv.profile.email, error.retryAfter);
        if (error.status !== 400) throw error;
        const result: SendResult = { errors: { form: error.fieldErrors.cv ?? [CV_TOO_LONG] }, email: cv.profile.email };
        return data(result, { status: 400 });
      },
    );
    if (refused) return refused;
    return redirectWithFlash(request, context, "/ds/documents", { kind: "success", key: "documents:flash.cvSaved" });
  }
  const email = String(form.get("email") ?? "").trim();
  const parsed = CvSendBody.shape.email.safeParse(email);
  if (!parsed.success) {
    const result: SendResult = { errors: { email: [parsed.error.issues[0].message] }, email };
    return data(result, { status: 400 });
  }
  const cv = await loadCv({ request, context });
  const refused = await whenRefused(
    sendCvByMail({ request, context }, { ...cv, design }, design, lng, parsed.data).then(() => null),
    (error) => {
      if (error.status === 503) return busy(email, error.retryAfter);
      if (error.status !== 400 && error.status !== 429) throw error;
      const errors = error.fieldErrors.email ?? error.fieldErrors.cv ?? ["validation.formInvalid"];
      const result: SendResult = { errors: { email: errors }, email };
      return data(result, { status: error.status });
    },
  );
  if (refused) return refused;
  return redirect(`${PUBLIC_CV_BASE}/final?sent=1`);
}
