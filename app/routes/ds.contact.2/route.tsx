import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { FALLBACK_CONTACT } from "~/routing/applicant";

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The general application team: general questions, e-mail and the free hotline with opening hours. */
export default function ContactTeam() {
  const { t } = useTranslation("content");
  const email = t("contact.team.emailAddress");
  return (
    <Section titleId="contact-team" title={t("contact.team.title")} className="card space-y-3">
      <p>{t("contact.team.text")}</p>
      <ul className="space-y-1">
        <li>
          {t("contact.team.email")}: <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          {t("contact.team.phone")}: <a href={tel(FALLBACK_CONTACT.phone)}>{FALLBACK_CONTACT.phone}</a>
        </li>
      </ul>
      <h3 className="font-bold">{t("contact.team.hoursTitle")}</h3>
      <p>{t("contact.team.hours")}</p>
      <p>{t("contact.team.reply")}</p>
    </Section>
  );
}
