import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listUpskilling } from "~/api/company-content.server";
import { PageHeader } from "~/components/ui/PageHeader";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDate } from "~/utils/format";

export const handle: RouteHandle = { title: "upskilling.title", i18n: "accounting" };
/** Upskilling offers for the staff who mentor dual students (docs/product.md#company-unit upskilling). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return { offers: await listUpskilling({ request, context }) };
}

export default function Upskilling() {
  const { t, i18n } = useTranslation("accounting");
  const { offers } = useLoaderData<typeof loader>();
  const lng = i18n.language === "en" ? "en" : "de";
  return (
    <div className="space-y-6">
      <PageHeader title={t("upskilling.title")} intro={t("upskilling.intro")} introSize="body" />
      {offers.items.length === 0 ? (
        <p className="card">{t("upskilling.empty")}</p>
      ) : (
        <ul className="space-y-4">
          {offers.items.map((offer) => (
            <li key={offer.id} className="card space-y-3">
              <h2 className="text-xl font-bold">{offer.title[lng]}</h2>
              <p>{offer.description[lng]}</p>
              <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
                <div>
                  <dt className="font-bold">{t("upskilling.formatLabel")}</dt>
                  <dd>{t(`upskilling.format.${offer.format}`, { defaultValue: offer.format })}</dd>
                </div>
                <div>
                  <dt className="font-bold">{t("upskilling.durationLabel")}</dt>
                  <dd>{t("upskilling.duration", { count: offer.durationHours })}</dd>
                </div>
                {offer.startsOn ? (
                  <div>
                    <dt className="font-bold">{t("upskilling.startsLabel")}</dt>
                    <dd>{formatDate(offer.startsOn, i18n.language)}</dd>
                  </div>
                ) : null}
              </dl>
              {offer.url ? (
                <p>
                  <a href={offer.url} rel="noopener noreferrer">
                    {t("upskilling.more")}
                    <span className="sr-only">
                      {" "}
                      ({offer.title[lng]}, {t("upskilling.external")})
                    </span>
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
