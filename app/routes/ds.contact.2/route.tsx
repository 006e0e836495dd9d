import { useTranslation } from "~/i18n/translation";
import { FALLBACK_CONTACT } from "~/routing/applicant";

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The general application team: general questions, e-mail and the free hotline with opening hours. */
export default function ContactTeam() {
  const { t } = useTranslation("content");
  const email = t("contact.team.emailAddress");
  return (
    <section aria-labelledby="contact-team" className="card space-y-3">
      <h2 id="contact-team" className="text-xl font-bold">
        {t("contact.team.title")}
      </h2>
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
    </section>
  );
}
