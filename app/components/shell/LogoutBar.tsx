import { useTranslation } from "~/i18n/translation";
import { LogoutButton } from "./LogoutButton";

/** Pages without the navbar (onboarding, waiting, public pages) still let a logged-in user log out. */
export function LogoutBar({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="bg-gray-100 px-4 py-2 text-sm text-gray-900">
      <div className="mx-auto flex max-w-5xl items-center justify-end gap-3">
        {name ? <span>{t("shell.loggedInAs", { name })}</span> : null}
        <LogoutButton className="underline underline-offset-2" />
      </div>
    </div>
  );
}
