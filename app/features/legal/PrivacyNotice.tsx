import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import {
  LEGAL_LINK_CLASS,
  LegalArticle,
  LegalField,
  LegalSection,
  MailLink,
  OperatorAddress,
  PhoneLink,
} from "./LegalArticle";

/** Section ids (anchors, `#cookies` is linked from elsewhere) and their heading keys, in page order. */
const SECTIONS = [
  { id: "controller", heading: "privacy.controller.heading" },
  { id: "data-protection-officer", heading: "privacy.dpo.heading" },
  { id: "data", heading: "privacy.data.heading" },
  { id: "purposes", heading: "privacy.purposes.heading" },
  { id: "login", heading: "privacy.login.heading" },
  { id: "recipients", heading: "privacy.recipients.heading" },
  { id: "third-countries", heading: "privacy.thirdCountries.heading" },
  { id: "storage", heading: "privacy.storage.heading" },
  { id: "rights", heading: "privacy.rights.heading" },
  { id: "cookies", heading: "privacy.cookies.heading" },
] as const;

type SectionId = (typeof SECTIONS)[number]["id"];

const DATA_CATEGORIES = [
  { term: "privacy.data.account.term", description: "privacy.data.account.description" },
  { term: "privacy.data.documents.term", description: "privacy.data.documents.description" },
  { term: "privacy.data.company.term", description: "privacy.data.company.description" },
  { term: "privacy.data.serverLogs.term", description: "privacy.data.serverLogs.description" },
  { term: "privacy.data.cookies.term", description: "privacy.data.cookies.description" },
] as const;

const LEGAL_BASES = [
  { term: "privacy.purposes.contract.term", description: "privacy.purposes.contract.description" },
  { term: "privacy.purposes.legalObligation.term", description: "privacy.purposes.legalObligation.description" },
  {
    term: "privacy.purposes.legitimateInterest.term",
    description: "privacy.purposes.legitimateInterest.description",
  },
  { term: "privacy.purposes.consent.term", description: "privacy.purposes.consent.description" },
] as const;

const RECIPIENTS = [
  { term: "privacy.recipients.partners.term", description: "privacy.recipients.partners.description" },
  { term: "privacy.recipients.processors.term", description: "privacy.recipients.processors.description" },
  { term: "privacy.recipients.imageHosting.term", description: "privacy.recipients.imageHosting.description" },
  { term: "privacy.recipients.authorities.term", description: "privacy.recipients.authorities.description" },
] as const;

const STORAGE_PERIODS = [
  "privacy.storage.application",
  "privacy.storage.account",
  "privacy.storage.company",
  "privacy.storage.serverLogs",
  "privacy.storage.cookies",
] as const;

const RIGHTS = [
  "privacy.rights.items.access",
  "privacy.rights.items.rectification",
  "privacy.rights.items.erasure",
  "privacy.rights.items.restriction",
  "privacy.rights.items.portability",
  "privacy.rights.items.objection",
  "privacy.rights.items.withdrawal",
  "privacy.rights.items.complaint",
] as const;

const NECESSARY_COOKIES = [
  "privacy.cookies.necessary.session",
  "privacy.cookies.necessary.language",
  "privacy.cookies.necessary.consent",
  "privacy.cookies.necessary.cvDraft",
  "privacy.cookies.necessary.localStorage",
] as const;

const CONSENT_SERVICES = [
  "privacy.cookies.consent.tagManager",
  "privacy.cookies.consent.sessionRecording",
  "privacy.cookies.consent.guidance",
  "privacy.cookies.consent.scheduling",
  "privacy.cookies.consent.abTesting",
] as const;

function H3({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 text-lg font-bold leading-snug">{children}</h3>;
}

function DefinitionList({ items }: { items: ReadonlyArray<{ term: string; description: string }> }) {
  return (
    <dl className="mt-3 space-y-3">
      {items.map((item) => (
        <LegalField key={item.term} label={item.term}>
          {item.description}
        </LegalField>
      ))}
    </dl>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 list-disc space-y-1 ps-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The privacy notice (Art. 13 GDPR) of the portal, shared by both units: it covers company users' data too. */
export function PrivacyNotice() {
  const { t } = useTranslation("legal");
  const heading = (id: SectionId) => t(SECTIONS.find((section) => section.id === id)!.heading);

  return (
    <LegalArticle
      title={t("privacy.title")}
      lastUpdated={t("privacy.lastUpdated")}
      translationNote={t("shared.translationNote")}
    >
      <p className="mt-4">{t("privacy.intro")}</p>

      <nav aria-labelledby="toc-heading" className="mt-6 border-s-4 border-gray-200 ps-4">
        <h2 id="toc-heading" className="text-base font-bold">
          {t("privacy.toc.heading")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 ps-6">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a className={LEGAL_LINK_CLASS} href={`#${section.id}`}>
                {t(section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <LegalSection id="controller" heading={heading("controller")}>
        <p className="mt-3">{t("privacy.controller.text")}</p>
        <address className="mt-3 not-italic">
          <OperatorAddress country />
          <br />
          {t("shared.phoneLabel")}: <PhoneLink number={t("shared.phone")} />
          <br />
          {t("shared.emailLabel")}: <MailLink address={t("shared.email")} />
        </address>
        <p className="mt-3">
          {t("imprint.operator.representedByLabel")}: {t("shared.managingDirectors")}
        </p>
      </LegalSection>

      <LegalSection id="data-protection-officer" heading={heading("data-protection-officer")}>
        <p className="mt-3">
          {t("privacy.dpo.text")} <MailLink address={t("shared.privacyEmail")} />
        </p>
      </LegalSection>

      <LegalSection id="data" heading={heading("data")}>
        <p className="mt-3">{t("privacy.data.intro")}</p>
        <DefinitionList
          items={DATA_CATEGORIES.map((item) => ({ term: t(item.term), description: t(item.description) }))}
        />
      </LegalSection>

      <LegalSection id="purposes" heading={heading("purposes")}>
        <p className="mt-3">{t("privacy.purposes.intro")}</p>
        <DefinitionList items={LEGAL_BASES.map((item) => ({ term: t(item.term), description: t(item.description) }))} />
        <p className="mt-3">{t("privacy.purposes.obligation")}</p>
        <p className="mt-3">{t("privacy.purposes.automatedDecisions")}</p>
      </LegalSection>

      <LegalSection id="login" heading={heading("login")}>
        <p className="mt-3">{t("privacy.login.redirect")}</p>
        <p className="mt-3">{t("privacy.login.tokens")}</p>
        <p className="mt-3">{t("privacy.login.processor")}</p>
      </LegalSection>

      <LegalSection id="recipients" heading={heading("recipients")}>
        <p className="mt-3">{t("privacy.recipients.internal")}</p>
        <DefinitionList items={RECIPIENTS.map((item) => ({ term: t(item.term), description: t(item.description) }))} />
      </LegalSection>

      <LegalSection id="third-countries" heading={heading("third-countries")}>
        <p className="mt-3">{t("privacy.thirdCountries.eu")}</p>
        <p className="mt-3">{t("privacy.thirdCountries.safeguards")}</p>
      </LegalSection>

      <LegalSection id="storage" heading={heading("storage")}>
        <p className="mt-3">{t("privacy.storage.intro")}</p>
        <BulletList items={STORAGE_PERIODS.map((key) => t(key))} />
      </LegalSection>

      <LegalSection id="rights" heading={heading("rights")}>
        <p className="mt-3">{t("privacy.rights.intro")}</p>
        <BulletList items={RIGHTS.map((key) => t(key))} />
        <div className="mt-6 border-s-4 border-blue-800 bg-gray-50 px-4 py-3">
          <h3 className="text-lg font-bold leading-snug">{t("privacy.rights.objectionHeading")}</h3>
          <p className="mt-2 font-bold">{t("privacy.rights.objectionText")}</p>
        </div>
        <p className="mt-6">{t("privacy.rights.exercise")}</p>
        <p className="mt-3">{t("privacy.rights.authorityText")}</p>
        <address className="mt-2 not-italic">
          {t("privacy.rights.authorityName")}
          <br />
          {t("privacy.rights.authorityStreet")}
          <br />
          {t("privacy.rights.authorityPostalCodeCity")}
        </address>
      </LegalSection>

      <LegalSection id="cookies" heading={heading("cookies")}>
        <p className="mt-3">{t("privacy.cookies.intro")}</p>

        <H3>{t("privacy.cookies.necessary.heading")}</H3>
        <p className="mt-3">{t("privacy.cookies.necessary.intro")}</p>
        <BulletList items={NECESSARY_COOKIES.map((key) => t(key))} />

        <H3>{t("privacy.cookies.consent.heading")}</H3>
        <p className="mt-3">{t("privacy.cookies.consent.intro")}</p>
        <BulletList items={CONSENT_SERVICES.map((key) => t(key))} />
        <p className="mt-3">{t("privacy.cookies.consent.change")}</p>

        <H3>{t("privacy.cookies.monitoring.heading")}</H3>
        <p className="mt-3">{t("privacy.cookies.monitoring.text")}</p>
      </LegalSection>

      <p className="mt-10 border-t border-gray-200 pt-4 text-sm text-gray-700">{t("privacy.lastUpdated")}</p>
    </LegalArticle>
  );
}
