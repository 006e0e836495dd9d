import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";

export const GUIDANCE_KEYS = ["pdf", "earliest", "healthInsurance", "translation", "german"] as const;
export type GuidanceKey = (typeof GUIDANCE_KEYS)[number];

/** Guidance texts of docs/product.md#validation/docs/product.md#other-flows (upload as PDF, 3 months before study start, review 14 days, …). */
export function DocumentGuidance({ keys = GUIDANCE_KEYS }: { keys?: readonly GuidanceKey[] }) {
  const { t } = useTranslation("documents");
  return (
    <Section
      titleId="documents-guidance"
      title={t("guidance.title")}
      headingClassName="mb-2 text-lg font-bold"
      className="rounded-lg border-s-4 border-blue-800 bg-blue-50 p-4"
    >
      <ul className="list-disc space-y-1 ps-5">
        {keys.map((key) => (
          <li key={key}>{t(`guidance.${key}`)}</li>
        ))}
      </ul>
    </Section>
  );
}
