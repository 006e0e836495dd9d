import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/render/root-data";
import { FALLBACK_CONTACT } from "~/routing/applicant";

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Technical support: the support e-mail (SUPPORT_EMAIL), the free hotline and what to tell them. */
export default function ContactSupport() {
  const { t } = useTranslation("content");
  const root = useRootData();
  return (
    <Section titleId="contact-support" title={t("contact.support.title")} className="card space-y-3">
      <p>{t("contact.support.text")}</p>
      <ul className="space-y-1">
        <li>
          {t("contact.support.email")}: <a href={`mailto:${root?.supportEmail ?? ""}`}>{root?.supportEmail}</a>
        </li>
        <li>
          {t("contact.support.phone")}: <a href={tel(FALLBACK_CONTACT.phone)}>{FALLBACK_CONTACT.phone}</a>
        </li>
      </ul>
      <h3 className="font-bold">{t("contact.support.checklistTitle")}</h3>
      <ul className="list-disc space-y-1 ps-6">
        {(["1", "2", "3", "4"] as const).map((i) => (
          <li key={i}>{t(`contact.support.checklist.${i}`)}</li>
        ))}
      </ul>
    </Section>
  );
}
