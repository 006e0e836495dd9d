import { TabNav, underlinedTab } from "~/components/ui/TabNav";
import { useTranslation } from "~/i18n/translation";

export const PROFILE_TABS = [1, 2, 3] as const;

/** Links between the three profile pages; the current one carries aria-current="page". */
export function ProfileTabs() {
  const { t } = useTranslation("profile");
  return (
    <TabNav
      label={t("tabs.label")}
      tabs={PROFILE_TABS.map((n) => ({ to: `/ds/profile/${n}`, label: t(`tabs.${n}`) }))}
      linkClassName={underlinedTab("border-brand")}
      end
    />
  );
}
