import type { Advisor } from "#contracts";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/render/root-data";
import { FALLBACK_CONTACT, whatsappLink } from "~/routing/applicant";

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The applicant's study advisor, or the fallback contact when none is assigned (docs/product.md#constants-and-limits). */
export function AdvisorCard({ advisor }: { advisor: Advisor | null }) {
  const { t } = useTranslation();
  const root = useRootData();
  const whatsapp = advisor
    ? whatsappLink(advisor)
    : whatsappLink({ whatsappAvailable: true, mobilePhone: FALLBACK_CONTACT.whatsappNumber });
  return (
    <Section
      titleId="advisor-heading"
      title={t(advisor ? "home.advisor.title" : "home.advisor.fallbackTitle")}
      className="card space-y-2"
    >
      {advisor ? (
        <>
          <p className="font-bold">{advisor.name}</p>
          {advisor.city ? <p>{t("home.advisor.city", { city: advisor.city })}</p> : null}
        </>
      ) : (
        <p>{t("home.advisor.fallbackText")}</p>
      )}
      <ul className="space-y-1">
        <li>
          {t("home.advisor.email")}:{" "}
          {/* an address is one long word: it may break anywhere, or it widens the page past 320 px (WCAG 1.4.10) */}
          <a href={`mailto:${advisor?.email ?? root?.supportEmail ?? ""}`} className="[overflow-wrap:anywhere]">
            {advisor?.email ?? root?.supportEmail}
          </a>
        </li>
        {(advisor?.phone ?? (advisor ? null : FALLBACK_CONTACT.phone)) ? (
          <li>
            {t("home.advisor.phone")}:{" "}
            <a href={tel(advisor?.phone ?? FALLBACK_CONTACT.phone)}>{advisor?.phone ?? FALLBACK_CONTACT.phone}</a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a href={whatsapp} rel="noopener noreferrer">
              {t("home.advisor.whatsapp")}
            </a>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}
