import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/render/root-data";
import { FALLBACK_CONTACT, whatsappLink } from "~/routing/applicant";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The applicant's study advisor with every way to reach them; the fallback contact of docs/product.md#constants-and-limits when no
 * advisor is assigned. WhatsApp only when the advisor has it (link from the mobile number without "+").
 */
export default function ContactAdvisor() {
  const { t } = useTranslation("content");
  const root = useRootData();
  const { unit } = useApplicant();
  const advisor = unit?.advisor ?? null;
  if (!advisor) {
    const whatsapp = whatsappLink({ whatsappAvailable: true, mobilePhone: FALLBACK_CONTACT.whatsappNumber });
    return (
      <Section
        titleId="contact-advisor"
        title={t("contact.advisor.fallbackTitle")}
        className="card space-y-3"
        data-testid="contact-fallback"
      >
        <p>{t("contact.advisor.fallbackText")}</p>
        <ul className="space-y-1">
          <li>
            {t("contact.advisor.phone")}: <a href={tel(FALLBACK_CONTACT.phone)}>{FALLBACK_CONTACT.phone}</a>
          </li>
          <li>
            {t("contact.advisor.email")}: <a href={`mailto:${root?.supportEmail ?? ""}`}>{root?.supportEmail}</a>
          </li>
          {whatsapp ? (
            <li>
              <a href={whatsapp} rel="noopener noreferrer">
                {t("contact.advisor.whatsapp")}
              </a>
            </li>
          ) : null}
        </ul>
      </Section>
    );
  }
  const whatsapp = whatsappLink(advisor);
  return (
    <Section
      titleId="contact-advisor"
      title={t("contact.advisor.title")}
      className="card space-y-3"
      data-testid="contact-advisor"
    >
      <div className="flex flex-wrap items-start gap-4">
        {/* initials instead of advisor.imagePath: the seeded photo paths have no files behind them yet */}
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand text-xl font-bold text-white"
        >
          {initials(advisor.name)}
        </span>
        <div className="space-y-1">
          <p className="text-lg font-bold">{advisor.name}</p>
          {advisor.city ? <p>{t("contact.advisor.city", { city: advisor.city })}</p> : null}
        </div>
      </div>
      <p>{t("contact.advisor.text")}</p>
      <ul className="space-y-1">
        <li>
          {t("contact.advisor.email")}: <a href={`mailto:${advisor.email}`}>{advisor.email}</a>
        </li>
        {advisor.phone ? (
          <li>
            {t("contact.advisor.phone")}: <a href={tel(advisor.phone)}>{advisor.phone}</a>
          </li>
        ) : null}
        {advisor.mobilePhone ? (
          <li>
            {t("contact.advisor.mobile")}: <a href={tel(advisor.mobilePhone)}>{advisor.mobilePhone}</a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a href={whatsapp} rel="noopener noreferrer">
              {t("contact.advisor.whatsapp")}
            </a>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}
