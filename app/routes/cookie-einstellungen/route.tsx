import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CONSENT_SETTINGS_PATH } from "#contracts/consent-paths";
import { AcceptOrRejectAll } from "~/components/shell/ConsentBanner";
import { SubmissionKey } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDateTime } from "~/utils/format";
import { loadSettings, saveSettings } from "./consent-settings.server";

/** The consent settings (docs/product.md#app-shell cookie-settings opener): public, and no banner on the settings themselves. */
export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  i18n: "consent",
  title: "settings.title",
};

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSettings(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => saveSettings(request, context);

export default function ConsentSettings() {
  const { t, i18n } = useTranslation("consent");
  const { returnTo, services, given } = useLoaderData<typeof loader>();
  const error = (useActionData() as { error?: string } | undefined)?.error;
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t("settings.title")}</h1>
      {error ? (
        <p role="alert" className="border-s-4 border-red-700 bg-red-50 p-4">
          {t(error)}
        </p>
      ) : null}
      <p>{t("settings.intro")}</p>
      <p data-consent-status={given?.choice ?? "none"}>
        {given
          ? t("settings.status.given", { date: formatDateTime(new Date(given.givenAt), i18n.language) })
          : t("settings.status.none")}
      </p>
      <form method="post" action={CONSENT_SETTINGS_PATH} className="space-y-6">
        <SubmissionKey />
        <input type="hidden" name="returnTo" value={returnTo} />
        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">{t("settings.legend")}</legend>
          {services.map((service) => (
            <div key={service} className="flex items-start gap-3">
              <input
                type="checkbox"
                id={`service-${service}`}
                name="service"
                value={service}
                defaultChecked={given?.services[service] ?? false}
                aria-describedby={`service-${service}-description`}
                className="mt-1 h-5 w-5"
              />
              <div>
                <label htmlFor={`service-${service}`} className="font-bold">
                  {t(`services.${service}.name`)}
                </label>
                <p id={`service-${service}-description`} className="text-sm text-gray-700">
                  {t(`services.${service}.description`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn-secondary">
            {t("settings.save")}
          </button>
          <AcceptOrRejectAll />
        </div>
      </form>
      <p>
        <Link to="/datenschutz#cookies">{t("settings.privacy")}</Link>
      </p>
    </div>
  );
}
