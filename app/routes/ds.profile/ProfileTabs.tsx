import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

export const PROFILE_TABS = [1, 2, 3] as const;

/** Links between the three profile pages; the current one carries aria-current="page". */
export function ProfileTabs() {
  const { t } = useTranslation("profile");
  return (
    <nav aria-label={t("tabs.label")}>
      <ul className="flex flex-wrap gap-2 border-b-2 border-gray-300">
        {PROFILE_TABS.map((n) => (
          <li key={n}>
            <NavLink
              to={`/ds/profile/${n}`}
              end
              className={({ isActive }) =>
                `-mb-0.5 block border-b-4 px-3 py-2 font-bold ${
                  isActive ? "border-brand text-gray-900" : "border-transparent text-gray-700 underline"
                }`
              }
            >
              {t(`tabs.${n}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
