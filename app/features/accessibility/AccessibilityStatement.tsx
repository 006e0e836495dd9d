import { Link, useLoaderData } from "@remix-run/react";
import {
  ContactFields,
  LEGAL_LINK_CLASS,
  LegalArticle,
  LegalField,
  LegalSection,
  OperatorAddress,
} from "~/features/legal/LegalArticle";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";
import type { conformanceSummary } from "./conformance.server";

/** The day this statement was last reviewed against the portal (update it with every review). */
const LAST_CHECK = "2026-11-24";

const LIMITATIONS = ["pdf", "uploads", "languages", "plainLanguage"] as const;

/**
 * The accessibility statement ("Erklärung zur Barrierefreiheit") that BITV 2.0 § 7 and Directive (EU)
 * 2016/2102 require of a public body's website: conformance status, known limitations, feedback contact,
 * enforcement procedure and the date of the last review. Public like the imprint, linked from every footer.
 */
export function AccessibilityStatement() {
  const { t, i18n } = useTranslation("legal");
  const { lastFullRun } = useLoaderData<typeof conformanceSummary>();
  const web = t("accessibility.enforcement.web");
  return (
    <LegalArticle title={t("accessibility.title")} translationNote={t("shared.translationNote")}>
      <p className="mt-4">{t("accessibility.intro")}</p>

      <LegalSection id="status" heading={t("accessibility.status.heading")}>
        <p className="mt-3">{t("accessibility.status.text")}</p>
      </LegalSection>

      <LegalSection id="limitations" heading={t("accessibility.limitations.heading")}>
        <p className="mt-3">{t("accessibility.limitations.intro")}</p>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          {LIMITATIONS.map((key) => (
            <li key={key}>{t(`accessibility.limitations.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-3">{t("accessibility.limitations.plan")}</p>
      </LegalSection>

      <LegalSection id="preparation" heading={t("accessibility.preparation.heading")}>
        <p className="mt-3">{t("accessibility.preparation.text")}</p>
        <p className="mt-3">
          {t("accessibility.preparation.lastCheck", { date: formatDate(LAST_CHECK, i18n.language) })}
        </p>
        <p className="mt-3">
          {t("accessibility.preparation.report", { date: formatDate(lastFullRun, i18n.language) })}{" "}
          <Link className={LEGAL_LINK_CLASS} to="/barrierefreiheit/bericht">
            {t("accessibility.preparation.reportLink")}
          </Link>
        </p>
      </LegalSection>

      <LegalSection id="feedback" heading={t("accessibility.feedback.heading")}>
        <p className="mt-3">{t("accessibility.feedback.text")}</p>
        <ContactFields phone={t("shared.phone")} email={t("accessibility.feedback.email")} emailFirst>
          <LegalField label={t("accessibility.feedback.postLabel")}>
            <address className="not-italic">
              <OperatorAddress />
            </address>
          </LegalField>
        </ContactFields>
      </LegalSection>

      <LegalSection id="enforcement" heading={t("accessibility.enforcement.heading")}>
        <p className="mt-3">{t("accessibility.enforcement.text")}</p>
        <address className="mt-3 not-italic">
          {/* the body's official name is German in every language */}
          <span lang="de">{t("accessibility.enforcement.body")}</span>
          <br />
          {t("accessibility.enforcement.address")}
        </address>
        <ContactFields phone={t("accessibility.enforcement.phone")} email={t("accessibility.enforcement.email")}>
          <LegalField label={t("accessibility.enforcement.webLabel")}>
            <a className={LEGAL_LINK_CLASS} href={web}>
              {web.replace(/^https:\/\//, "")}
            </a>
          </LegalField>
        </ContactFields>
      </LegalSection>
    </LegalArticle>
  );
}
