import { Link, useLoaderData } from "@remix-run/react";
import { APPLICANT_GUIDES } from "#contracts/enums";
import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { GuideLink } from "~/features/home/HomeSections";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "tips.title", i18n: "content" };
const SECTIONS = ["cv", "photo", "motivation", "documents", "interview"] as const;

export const loader = applicantLoginLoader;

/** Tips and templates (docs/product.md#applicant-unit tips): application tips and the applicant-guide downloads. */
export default function Tips() {
  const { t } = useTranslation("content");
  useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <PageHeader title={t("tips.title")} intro={t("tips.intro")} />
      <Section titleId="tips-downloads" title={t("tips.downloadsTitle")} className="space-y-3">
        <ul className="grid gap-3 md:grid-cols-3">
          {APPLICANT_GUIDES.map((slug) => (
            <li key={slug} className="card flex flex-col gap-1">
              <h3 className="font-bold">{t(`guides.${slug}.title`)}</h3>
              <p className="flex-1">{t(`guides.${slug}.text`)}</p>
              <p>
                <GuideLink slug={slug} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section titleId="tips-sections" title={t("tips.sectionsTitle")} className="space-y-3">
        {SECTIONS.map((key) => (
          <div key={key} className="card space-y-1">
            <h3 className="text-lg font-bold">{t(`tips.sections.${key}.title`)}</h3>
            <p>{t(`tips.sections.${key}.text`)}</p>
          </div>
        ))}
      </Section>
      <p>
        <Link to="/ds/iutraining">{t("tips.training")}</Link>
      </p>
    </div>
  );
}
