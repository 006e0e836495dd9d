import { NavLink, Outlet } from "@remix-run/react";
import { PageHeader } from "~/components/ui/PageHeader";
import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "contact.title", i18n: "content" };
export const loader = applicantLoginLoader;

const TABS = ["1", "2", "3"] as const;

/** Contact (docs/product.md#applicant-unit): sub-steps 1 advisor, 2 team, 3 support, as links (they work without JavaScript). */
export default function Contact() {
  const { t } = useTranslation("content");
  return (
    <div className="space-y-6">
      <PageHeader title={t("contact.title")} intro={t("contact.intro")} />
      <nav aria-label={t("contact.tabs.label")}>
        <ul className="flex flex-wrap gap-2 border-b border-gray-300">
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={`/ds/contact/${tab}`}
                className="inline-block rounded-t px-4 py-2 no-underline aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                {t(`contact.tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
