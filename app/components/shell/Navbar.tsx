import { Link, NavLink, useLocation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useConsoleAdvisor } from "~/features/advisor/console-layout";
import { FeedbackPrompt } from "~/features/feedback/FeedbackPrompt";
import { NotificationsNavLink } from "~/features/notifications/NotificationsNavLink";
import { textDirection } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/translation";
import { useRootData, useSaveData } from "~/render/root-data";
import { unitHome } from "~/routing/units";
import { linkPrefetch } from "~/utils/save-data";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LogoutButton } from "./LogoutButton";

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

/**
 * The menu of a phone (under 640 px): a <details> whose summary opens the navigation and the language
 * switch, without JavaScript and by keyboard (Enter/Space on the summary). On wider screens the stylesheet
 * shows its content as the usual bar and hides the summary (`.site-menu` in tailwind.css): the layout is
 * the stylesheet's alone, so nothing moves when the scripts arrive. With JavaScript Escape closes it and a
 * client navigation closes it too (a full page load starts closed anyway).
 */
function useMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const shown = useRef(address);
  useEffect(() => {
    // Hydration is not a change of address: a menu opened while the scripts were loading stays open.
    if (shown.current === address) return;
    shown.current = address;
    if (menu.current) menu.current.open = false;
  }, [address]);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = menu.current;
    // Escape inside a modal dialog of the menu (the feedback prompt) is the dialog's own.
    if (event.key !== "Escape" || !details?.open || (event.target as Element).closest("dialog")) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };
  return { menu, onKeyDown };
}

export function Navbar() {
  const { t } = useTranslation();
  const root = useRootData();
  const unit = root?.unit ?? "applicant";
  const company = unit === "company";
  const staff = root?.user?.issuer === "staff";
  const { menu, onKeyDown } = useMenu();
  // With JavaScript a link rested on loads its page's code and data ahead; not when the browser saves data.
  const prefetch = linkPrefetch(useSaveData());
  // The navbar sits outside the console layout: its data is there only on /advisor pages.
  const advisor = useConsoleAdvisor();
  const links = staff
    ? advisor?.isSupport
      ? [...ADVISOR_LINKS, SUPPORT_LINK]
      : ADVISOR_LINKS
    : company
      ? COMPANY_LINKS
      : APPLICANT_LINKS;
  return (
    <header className={`relative ${company ? "bg-company text-white" : "bg-brand text-white"}`}>
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-1.5 sm:flex-wrap sm:py-3">
        <Link
          to={unitHome(unit)}
          className="min-w-0 text-base font-bold text-white no-underline hover:text-white sm:text-lg"
        >
          Tandem <span className="font-normal">· {t(company ? "shell.unit.company" : "shell.unit.applicant")}</span>
        </Link>
        <details ref={menu} onKeyDown={onKeyDown} className="site-menu">
          <summary>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
              <rect x="2" y="4" width="16" height="2" />
              <rect x="2" y="9" width="16" height="2" />
              <rect x="2" y="14" width="16" height="2" />
            </svg>
            {t("shell.nav.menu")}
          </summary>
          <div className={`site-menu-panel ${company ? "bg-company" : "bg-brand"}`}>
            {/* a visitor has no links: no empty navigation landmark */}
            {root?.user ? (
              <nav aria-label={t("shell.nav.label")} className="site-menu-nav">
                {links.map((link) => (
                  <NavLink
                    key={link.to}
                    to={link.to}
                    prefetch={prefetch}
                    className="text-white hover:text-white aria-[current=page]:font-bold aria-[current=page]:decoration-2"
                  >
                    {t(link.label)}
                  </NavLink>
                ))}
                {staff ? null : <NotificationsNavLink unit={company ? "company" : "applicant"} />}
                <FeedbackPrompt />
                <LogoutButton className="text-white underline underline-offset-2" />
              </nav>
            ) : null}
            <div className="rounded bg-white px-2 py-1 text-gray-900">
              <LanguageSwitcher />
            </div>
          </div>
        </details>
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
