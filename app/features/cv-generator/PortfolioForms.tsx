import type { CvDesign } from "#contracts/cv-options";
import { Form } from "~/components/ui/Form";
import { SubmitButton } from "~/components/ui/PostForm";
import { useTranslation } from "~/i18n/translation";
import { APPLICANT_CV_BASE } from "~/utils/cv-base";

/**
 * The application portfolio (one PDF: CV, short profile, motivation letter): download it, or store it among
 * the documents. A plain form either way; the download is a document request, not a fetch.
 */
export function PortfolioForms({ design, heading: Heading = "h2" }: { design: CvDesign; heading?: "h2" | "h3" }) {
  const { t } = useTranslation("documents");
  return (
    <Form method="post" action={`${APPLICANT_CV_BASE}/portfolio`} reloadDocument className="space-y-4">
      <Heading className="text-xl font-bold">{t("portfolio.heading")}</Heading>
      <p>{t("portfolio.text")}</p>
      <input type="hidden" name="design" value={design} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="download" primary label={t("portfolio.download")} />
        <SubmitButton intent="save" label={t("portfolio.save")} />
      </div>
    </Form>
  );
}
