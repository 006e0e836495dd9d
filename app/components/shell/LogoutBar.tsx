import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";

/** Pages without the navbar (onboarding, waiting, public pages) still let a logged-in user log out. */
export function LogoutBar({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="bg-gray-100 px-4 py-2 text-sm text-gray-900">
      <div className="mx-auto flex max-w-5xl items-center justify-end gap-3">
        {name ? <span>{t("shell.loggedInAs", { name })}</span> : null}
        <Form method="post" action="/auth/logout" reloadDocument>
          <button type="submit" className="underline underline-offset-2">
            {t("shell.nav.logout")}
          </button>
        </Form>
      </div>
    </div>
  );
}
