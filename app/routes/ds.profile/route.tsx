import { Outlet } from "@remix-run/react";
import { applicantLoginLoader } from "~/features/applicant/applicant.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { ProfileTabs } from "./ProfileTabs";

export const handle: RouteHandle = { title: "profile:title", i18n: ["profile"] };

/** The profile's heading and tabs; /ds/profile itself leads to the first tab (server/legacy-redirects.ts). */
export const loader = applicantLoginLoader;

export default function ProfileLayout() {
  const { t } = useTranslation("profile");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <ProfileTabs />
      <Outlet />
    </div>
  );
}
