import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
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
      <nav aria-label={t("profile.tabs.label")}>
        <ul className="flex flex-wrap gap-2 border-b-2 border-gray-300">
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={`/b2b/profile/${tab}`}
                end
                className={({ isActive }) =>
                  `-mb-0.5 block border-b-4 px-3 py-2 font-bold ${
                    isActive ? "border-company text-gray-900" : "border-transparent text-gray-700 underline"
                  }`
                }
              >
                {t(`profile.tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
