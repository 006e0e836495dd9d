import { Link, NavLink, useOutletContext } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ShellParts } from "~/components/shell/shell-parts";
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
  const { t, i18n } = useTranslation("companyLegal");
  const sections = t(`${name}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="mx-auto max-w-3xl bg-white px-4 py-8 text-start leading-relaxed text-gray-900">
      <h1 className="text-3xl font-bold leading-tight">{t(`${name}.title`)}</h1>
      <p className="mt-2 text-sm text-gray-700">{t(`${name}.lastUpdated`)}</p>
      {i18n.resolvedLanguage?.startsWith("de") ? null : (
        <p className="mt-2 text-sm text-gray-700">{t("frame.translationNote")}</p>
      )}
      <p className="mt-4">{t(`${name}.intro`)}</p>
      {Array.isArray(sections)
        ? sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`${name}-${index}`} className="mt-8">
              <h2 id={`${name}-${index}`} className="text-xl font-bold leading-snug">
                {section.heading}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3">
                  {p}
                </p>
              ))}
            </section>
          ))
        : null}
    </article>
  );
}
