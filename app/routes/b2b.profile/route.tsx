import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { TabNav, underlinedTab } from "~/components/ui/TabNav";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "company:profile.title", i18n: ["company"] };

const TABS = ["settings", "notifications", "consents", "data"] as const;

/** Spec §2.3: /b2b/profile redirects to profile/settings; this layout holds the heading and the tabs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  if (/^\/b2b\/profile\/?$/.test(new URL(request.url).pathname)) throw redirect("/b2b/profile/settings");
  return null;
}

export default function ProfileLayout() {
  const { t } = useTranslation("company");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("profile.title")}</h1>
      <TabNav
        label={t("profile.tabs.label")}
        tabs={TABS.map((tab) => ({ to: `/b2b/profile/${tab}`, label: t(`profile.tabs.${tab}`) }))}
        linkClassName={underlinedTab("border-company")}
        end
      />
      <Outlet />
    </div>
  );
}
