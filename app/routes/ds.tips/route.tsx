import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { APPLICANT_GUIDES } from "#contracts/enums";
import { GuideLink } from "~/features/home/HomeSections";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "tips.title", i18n: "content" };
const SECTIONS = ["cv", "photo", "motivation", "documents", "interview"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return null;
}

/** Tips and templates (docs/product.md#applicant-unit tips): application tips and the applicant-guide downloads. */
export default function Tips() {
  const { t } = useTranslation("content");
  useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("tips.title")}</h1>
        <p className="text-lg">{t("tips.intro")}</p>
      </div>
      <section aria-labelledby="tips-downloads" className="space-y-3">
        <h2 id="tips-downloads" className="text-xl font-bold">
          {t("tips.downloadsTitle")}
        </h2>
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
      </section>
      <section aria-labelledby="tips-sections" className="space-y-3">
        <h2 id="tips-sections" className="text-xl font-bold">
          {t("tips.sectionsTitle")}
        </h2>
        {SECTIONS.map((key) => (
          <div key={key} className="card space-y-1">
            <h3 className="text-lg font-bold">{t(`tips.sections.${key}.title`)}</h3>
            <p>{t(`tips.sections.${key}.text`)}</p>
          </div>
        ))}
      </section>
      <p>
        <Link to="/ds/iutraining">{t("tips.training")}</Link>
      </p>
    </div>
  );
}
