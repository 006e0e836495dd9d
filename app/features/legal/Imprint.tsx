import { useTranslation } from "~/i18n/translation";
import { ContactFields, LegalArticle, LegalField, LegalSection, OperatorAddress } from "./LegalArticle";

/** The imprint (§ 5 DDG) of the operator, shared by both units. */
export function Imprint() {
  const { t } = useTranslation("legal");

  return (
    <LegalArticle title={t("imprint.title")} translationNote={t("shared.translationNote")}>
      <p className="mt-4 text-gray-700">{t("imprint.intro")}</p>

      <LegalSection id="operator" heading={t("imprint.operator.heading")}>
        <address className="mt-3 not-italic">
          <OperatorAddress country />
        </address>
        <dl className="mt-3">
          <LegalField label={t("imprint.operator.representedByLabel")}>{t("shared.managingDirectors")}</LegalField>
        </dl>
      </LegalSection>

      <LegalSection id="contact" heading={t("imprint.contact.heading")}>
        <ContactFields phone={t("shared.phone")} email={t("shared.email")} />
        <p className="mt-3">{t("imprint.contact.note")}</p>
      </LegalSection>

      <LegalSection id="register" heading={t("imprint.register.heading")}>
        <dl className="mt-3 space-y-2">
          <LegalField label={t("imprint.register.courtLabel")}>{t("imprint.register.court")}</LegalField>
          <LegalField label={t("imprint.register.numberLabel")}>{t("imprint.register.number")}</LegalField>
        </dl>
      </LegalSection>

      <LegalSection id="vat" heading={t("imprint.vat.heading")}>
        <dl className="mt-3">
          <LegalField label={t("imprint.vat.label")}>{t("imprint.vat.number")}</LegalField>
        </dl>
      </LegalSection>

      <LegalSection id="supervisory-authority" heading={t("imprint.supervisory.heading")}>
        <p className="mt-3">{t("imprint.supervisory.text")}</p>
        <p className="mt-2">{t("imprint.supervisory.authority")}</p>
      </LegalSection>

      <LegalSection id="responsible" heading={t("imprint.responsible.heading")}>
        <p className="mt-3">
          {t("imprint.responsible.name")}
          <br />
          {t("imprint.responsible.address")}
        </p>
      </LegalSection>

      <LegalSection id="dispute-resolution" heading={t("imprint.disputeResolution.heading")}>
        <p className="mt-3">{t("imprint.disputeResolution.vsbg")}</p>
      </LegalSection>

      <LegalSection id="liability" heading={t("imprint.liability.heading")}>
        <h3 className="mt-6 text-lg font-bold">{t("imprint.liability.contentHeading")}</h3>
        <p className="mt-3">{t("imprint.liability.contentOwn")}</p>
        <p className="mt-3">{t("imprint.liability.contentThirdParty")}</p>
        <h3 className="mt-6 text-lg font-bold">{t("imprint.liability.linksHeading")}</h3>
        <p className="mt-3">{t("imprint.liability.linksExternal")}</p>
        <p className="mt-3">{t("imprint.liability.linksMonitoring")}</p>
      </LegalSection>

      <LegalSection id="copyright" heading={t("imprint.copyright.heading")}>
        <p className="mt-3">{t("imprint.copyright.own")}</p>
        <p className="mt-3">{t("imprint.copyright.thirdParty")}</p>
      </LegalSection>
    </LegalArticle>
  );
}
