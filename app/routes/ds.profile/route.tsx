import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireUser } from "~/auth.server";
import type { RouteHandle } from "~/route-handle";
import { useTranslation } from "~/translation";
import { ProfileTabs } from "./ProfileTabs";

export const handle: RouteHandle = { title: "profile:title", i18n: ["profile"] };

/** Spec §2.2: /ds/profile redirects to sub-step 1 (contact); this layout holds the heading and the tabs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  if (/^\/ds\/profile\/?$/.test(new URL(request.url).pathname)) throw redirect("/ds/profile/1");
  return null;
}

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
