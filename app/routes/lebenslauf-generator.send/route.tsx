import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import { saveCvDocument, sendCvByMail } from "~/api/cv-generator.server";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { CvPreview } from "~/features/cv-generator/CvPreview";
import { cvBase, cvLanguage, loadCv, readCvForm } from "~/features/cv-generator/draft.server";
import { PortfolioForms } from "~/features/cv-generator/PortfolioForms";
import { CvSendBody } from "~/features/cv-generator/schemas.server";
import { useCvBase } from "~/features/cv-generator/use-cv-base";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { whenRefused } from "~/utils/api-refusal.server";
import { APPLICANT_CV_BASE, CV_TOO_LONG } from "~/utils/cv-base";
import { redirectWithFlash } from "~/utils/flash.server";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:send.title" };

/** `?error=tooLong`: the download was refused (more than 4 pages) and came back here to say so. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tooLong = new URL(request.url).searchParams.get("error") === "tooLong";
  return { cv: await loadCv({ request, context }), tooLong };
}

const designOf = (form: FormData): CvDesign => {
  const design = String(form.get("design") ?? "");
  return (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
};

/**
 * Public: sends the PDF to the address through the outbox; the API's refusals come back beside the field.
 * Applicant unit: stores the PDF among the applicant's documents (no mail: the documents keep it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readCvForm({ request, context });
  const type = designOf(form);
  const lng = await cvLanguage(request);
  if (cvBase(request) === APPLICANT_CV_BASE) {
    const cv = await loadCv({ request, context });
    const refused = await whenRefused(
      saveCvDocument({ request, context }, type, lng).then(() => null),
      (error) => {
        if (error.status !== 400) throw error;
        return data(
          { errors: { form: error.fieldErrors.cv ?? [CV_TOO_LONG] }, email: cv.profile.email },
          { status: 400 },
        );
      },
    );
    if (refused) return refused;
    return redirectWithFlash(request, context, "/ds/documents", { kind: "success", key: "documents:flash.cvSaved" });
  }
  const email = String(form.get("email") ?? "").trim();
  const parsed = CvSendBody.shape.email.safeParse(email);
  if (!parsed.success) return data({ errors: { email: [parsed.error.issues[0].message] }, email }, { status: 400 });
  const cv = await loadCv({ request, context });
  const refused = await whenRefused(
    sendCvByMail({ request, context }, { ...cv, design: type }, type, lng, parsed.data).then(() => null),
    (error) => {
      if (error.status !== 400 && error.status !== 429) throw error;
      const errors = error.fieldErrors.email ?? error.fieldErrors.cv ?? ["validation.formInvalid"];
      return data({ errors: { email: errors }, email }, { status: error.status });
    },
  );
  if (refused) return refused;
  return redirect("/lebenslauf-generator/final?sent=1");
}

export default function CvSend() {
  const { t } = useTranslation("cvgenerator");
  const { base, applicant } = useCvBase();
  const { cv, tooLong } = useLoaderData<typeof loader>();
  const result = useActionData<{ errors: { email?: string[]; form?: string[] }; email: string }>();
  const designs = CV_DESIGNS.map((value) => ({ value, label: t(`send.designs.${value}`) }));
  const formErrors = result?.errors.form ?? (tooLong ? [CV_TOO_LONG] : undefined);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{t("send.title")}</h1>
      <ErrorSummary
        items={[{ fieldId: "cv-email", label: t("send.email"), errors: result?.errors.email }]}
        formErrors={formErrors}
      />
      <section aria-labelledby="cv-preview-heading" className="space-y-4">
        <h2 id="cv-preview-heading" className="text-xl font-bold">
          {t("send.preview")}
        </h2>
        <CvPreview cv={cv} />
      </section>
      <Form method="post" action={`${base}/download`} reloadDocument className="space-y-4">
        <h2 className="text-xl font-bold">{t("send.downloadHeading")}</h2>
        <RadioGroup id="cv-design" name="design" legend={t("send.design")} options={designs} defaultValue={cv.design} />
        <button type="submit" className="btn-primary">
          {t("send.download")}
        </button>
      </Form>
      {applicant ? (
        <>
          <Form method="post" action={`${base}/send`} className="space-y-4">
            <h2 className="text-xl font-bold">{t("applicant.saveHeading")}</h2>
            <p>{t("applicant.saveText")}</p>
            <input type="hidden" name="design" value={cv.design} />
            <button type="submit" className="btn-secondary">
              {t("applicant.save")}
            </button>
          </Form>
          <PortfolioForms design={cv.design} />
        </>
      ) : (
        <Form method="post" action={`${base}/send`} className="space-y-4" noValidate>
          <h2 className="text-xl font-bold">{t("send.mailHeading")}</h2>
          <input type="hidden" name="design" value={cv.design} />
          <Field
            id="cv-email"
            name="email"
            type="email"
            label={t("send.email")}
            hint={t("send.emailHint")}
            required
            defaultValue={result?.email ?? cv.profile.email}
            errors={result?.errors.email}
            autoComplete="email"
          />
          <button type="submit" className="btn-secondary">
            {t("send.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
