import { Outlet } from "@remix-run/react";
import { PageHeader } from "~/components/ui/PageHeader";
import { TabNav } from "~/components/ui/TabNav";
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
      <TabNav
        label={t("contact.tabs.label")}
        tabs={TABS.map((tab) => ({ to: `/ds/contact/${tab}`, label: t(`contact.tabs.${tab}`) }))}
        listClassName="flex flex-wrap gap-2 border-b border-gray-300"
        linkClassName="inline-block rounded-t px-4 py-2 no-underline aria-[current=page]:bg-brand aria-[current=page]:text-white"
      />
      <Outlet />
    </div>
  );
}
