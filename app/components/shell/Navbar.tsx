import { Form, Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FeedbackPrompt } from "~/components/feedback/FeedbackPrompt";
import { NotificationsNavLink } from "~/components/notifications/NotificationsNavLink";
import { textDirection } from "~/i18n";
import { useRootData } from "~/root-data";
import type { loader as advisorLayoutLoader } from "~/routes/advisor/route";
import { unitHome } from "~/units";
import { LanguageSwitcher } from "./LanguageSwitcher";

const APPLICANT_LINKS = [
  { to: "/ds/home", label: "shell.nav.home" },
  { to: "/ds/application", label: "shell.nav.application" },
  { to: "/ds/selfmatching", label: "shell.nav.selfmatching" },
  { to: "/ds/documents", label: "shell.nav.documents" },
  { to: "/ds/profile/1", label: "shell.nav.profile" },
  { to: "/ds/contact/1", label: "shell.nav.contact" },
  { to: "/ds/faq", label: "shell.nav.faq" },
];
const COMPANY_LINKS = [
  { to: "/b2b/home", label: "shell.nav.home" },
  { to: "/b2b/job-openings", label: "shell.nav.jobOpenings" },
  { to: "/b2b/invoices", label: "shell.nav.invoices" },
  { to: "/b2b/company", label: "shell.nav.company" },
  { to: "/b2b/employees", label: "shell.nav.employees" },
  { to: "/b2b/profile", label: "shell.nav.profile" },
  { to: "/b2b/help/start", label: "shell.nav.help" },
];
const ADVISOR_LINKS = [
  { to: "/advisor", label: "advisor:nav.queues" },
  { to: "/advisor/applicants", label: "advisor:nav.applicants" },
];
/** Only advisors with the support role answer the companies' tickets. */
const SUPPORT_LINK = { to: "/advisor/support", label: "shell.nav.support" };

export function Navbar() {
  const { t } = useTranslation();
  const root = useRootData();
  const unit = root?.unit ?? "applicant";
  const company = unit === "company";
  const staff = root?.user?.issuer === "staff";
  // The navbar sits outside the console layout: its data is there only on /advisor pages.
  const advisor = useRouteLoaderData<typeof advisorLayoutLoader>("routes/advisor")?.me;
  const links = staff
    ? advisor?.isSupport
      ? [...ADVISOR_LINKS, SUPPORT_LINK]
      : ADVISOR_LINKS
    : company
      ? COMPANY_LINKS
      : APPLICANT_LINKS;
  return (
    <header className={company ? "bg-company text-white" : "bg-brand text-white"}>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to={unitHome(unit)} className="text-lg font-bold text-white no-underline hover:text-white">
          Tandem <span className="font-normal">· {t(company ? "shell.unit.company" : "shell.unit.applicant")}</span>
        </Link>
        {/* a visitor has no links: no empty navigation landmark */}
        {root?.user ? (
          <nav aria-label={t("shell.nav.label")} className="flex flex-wrap items-center gap-4">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className="text-white hover:text-white aria-[current=page]:font-bold aria-[current=page]:decoration-2"
              >
                {t(link.label)}
              </NavLink>
            ))}
            {staff ? null : <NotificationsNavLink unit={company ? "company" : "applicant"} />}
            <FeedbackPrompt />
            <Form method="post" action="/auth/logout" reloadDocument>
              <button type="submit" className="text-white underline underline-offset-2">
                {t("shell.nav.logout")}
              </button>
            </Form>
          </nav>
        ) : null}
        <div className="rounded bg-white px-2 py-1 text-gray-900">
          <LanguageSwitcher />
        </div>
      </div>
      {root?.languageNotice ? (
        <p
          lang={root.chosenLanguage}
          dir={textDirection(root.chosenLanguage)}
          className="mx-auto max-w-5xl px-4 pb-2 text-sm text-white"
        >
          {root.languageNotice}
        </p>
      ) : null}
    </header>
  );
}
