import { useActionData, useLoaderData } from "@remix-run/react";
import { CV_DESIGNS } from "#contracts/cv-options";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { CvPreview } from "./CvPreview";
import { PortfolioForms } from "./PortfolioForms";
import type { SendResult, sendLoader } from "./send.server";
import { useCvBase } from "./use-cv-base";

/** The preview with the download; then mail it (public) or keep it among the documents (applicant unit). */
export function SendStep() {
  const { t } = useTranslation("cvgenerator");
  const { base, applicant } = useCvBase();
  const { cv, message } = useLoaderData<typeof sendLoader>();
  const result = useActionData<SendResult>();
  const designs = CV_DESIGNS.map((value) => ({ value, label: t(`send.designs.${value}`) }));
  const formErrors = result?.errors.form ?? (message ? [message] : undefined);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{t("send.title")}</h1>
      <ErrorSummary
        items={[{ fieldId: "cv-email", label: t("send.email"), errors: result?.errors.email }]}
        formErrors={formErrors}
      />
      <Section titleId="cv-preview-heading" title={t("send.preview")} className="space-y-4">
        <CvPreview cv={cv} />
      </Section>
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
