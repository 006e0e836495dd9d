import { Link, NavLink, useOutletContext } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ShellParts } from "~/components/shell/shell-parts";
import { LegalArticle, LegalSection } from "~/features/legal/LegalArticle";
import { useTranslation } from "~/i18n/translation";

/** The four legal pages of the company unit (docs/product.md#company-unit): public, without the navigation bar. */
export const COMPANY_LEGAL_PAGES = [
  { to: "/b2b/impressum", label: "frame.imprint" },
  { to: "/b2b/datenschutz", label: "frame.privacy" },
  { to: "/b2b/nutzungsbedingungen", label: "frame.terms" },
  { to: "/b2b/vertraulichkeit", label: "frame.confidentiality" },
] as const;

/**
 * Frame of a company legal page. The pages have no navigation bar, so the frame itself offers the way
 * back to the portal, the language choice (the shell's, shell-parts.ts) and the other legal pages.
 */
export function CompanyLegalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("companyLegal");
  const { LanguageSwitcher } = useOutletContext<ShellParts>();
  return (
    <div className="space-y-6">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4">
        <Link to="/b2b/home">{t("frame.back")}</Link>
        <LanguageSwitcher />
      </div>
      {children}
      <nav aria-label={t("frame.otherPages")} className="mx-auto max-w-3xl px-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {COMPANY_LEGAL_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} className="aria-[current=page]:font-bold">
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface Section {
  heading: string;
  paragraphs: string[];
}

/** A legal text from locales/{lng}/companyLegal.json: title, date, intro, numbered sections. */
export function CompanyLegalText({ name }: { name: "terms" | "confidentiality" }) {
  const { t } = useTranslation("companyLegal");
  const sections = t(`${name}.sections`, { returnObjects: true }) as Section[];
  return (
    <LegalArticle
      title={t(`${name}.title`)}
      lastUpdated={t(`${name}.lastUpdated`)}
      translationNote={t("frame.translationNote")}
    >
      <p className="mt-4">{t(`${name}.intro`)}</p>
      {Array.isArray(sections)
        ? sections.map((section, index) => (
            <LegalSection key={section.heading} id={`${name}-${index}`} heading={section.heading}>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3">
                  {p}
                </p>
              ))}
            </LegalSection>
          ))
        : null}
    </LegalArticle>
  );
}
