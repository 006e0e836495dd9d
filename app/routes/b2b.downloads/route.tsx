import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listDownloads } from "~/api/company-content.server";
import { PageHeader } from "~/components/ui/PageHeader";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "downloads.title", i18n: "accounting" };
/** Guides, checklists and forms for practice partners (docs/product.md#company-unit downloads), each as a PDF. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return { downloads: await listDownloads({ request, context }) };
}

export default function Downloads() {
  const { t, i18n } = useTranslation("accounting");
  const { downloads } = useLoaderData<typeof loader>();
  const lng = i18n.language === "en" ? "en" : "de";
  const category = (c: string) => t(`downloads.category.${c}`, { defaultValue: c });
  return (
    <div className="space-y-6">
      <PageHeader title={t("downloads.title")} intro={t("downloads.intro")} introSize="body" />
      {downloads.items.length === 0 ? (
        <p className="card">{t("downloads.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {downloads.items.map((d) => (
            <li key={d.slug} className="card flex flex-col gap-2">
              <p className="text-sm font-bold uppercase tracking-wide text-gray-700">{category(d.category)}</p>
              <h2 className="text-xl font-bold">{d.title[lng]}</h2>
              <p className="flex-1">{d.description[lng]}</p>
              <p>
                <a href={`/b2b/downloads/${d.slug}/pdf`} download>
                  {t("downloads.pdf")}
                  <span className="sr-only"> ({d.title[lng]})</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
