import { Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { CONSENT_SETTINGS_PATH, consentSettingsHref } from "#contracts/consent-paths";
import { SubmissionKey } from "~/components/ui/Form";
import { SubmitButton } from "~/components/ui/PostForm";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/render/root-data";

export type ConsentIntent = "accept_all" | "reject_all" | "save";

/**
 * The consent banner: accept all and reject all with equal weight, and the way to the per-service settings.
 * A plain form (works without JavaScript) that posts and comes back to the page; a region at the end of the
 * page that covers nothing.
 */
export function ConsentBanner({
  returnTo,
  onChoice,
}: {
  returnTo: string;
  onChoice?: (intent: ConsentIntent) => void;
}) {
  const { t, i18n } = useTranslation("consent");
  // the services named are those the settings page offers: the unit's configured ones, one list for both
  const offered = useRootData()?.consent?.offered ?? [];
  const services = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    offered.map((o) => t(`services.${o.service}.name`)),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "accept_all" || submitter?.value === "reject_all") onChoice?.(submitter.value);
  };
  return (
    <section aria-labelledby="consent-banner-title" className="border-t-4 border-brand bg-white" data-consent-banner="">
      <div className="mx-auto max-w-5xl space-y-3 px-4 py-6">
        <h2 id="consent-banner-title" className="text-lg font-bold">
          {t("banner.title")}
        </h2>
        <p className="text-sm">{t("banner.text", { services })}</p>
        <form
          method="post"
          action={CONSENT_SETTINGS_PATH}
          onSubmit={submit}
          className="flex flex-wrap items-center gap-3"
        >
          <SubmissionKey />
          <input type="hidden" name="returnTo" value={returnTo} />
          <AcceptOrRejectAll />
          <Link to={consentSettingsHref(returnTo)} className="btn-secondary">
            {t("banner.settings")}
          </Link>
        </form>
      </div>
    </section>
  );
}

/** Accept all and reject all, with equal weight (the banner and the settings page). */
export function AcceptOrRejectAll() {
  const { t } = useTranslation("consent");
  return (
    <>
      <SubmitButton intent="accept_all" primary label={t("banner.acceptAll")} />
      <SubmitButton intent="reject_all" primary label={t("banner.rejectAll")} />
    </>
  );
}
