import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";

/** The logout: a POST of the whole document (the login provider's logout page follows). */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/auth/logout" reloadDocument>
      <button type="submit" className={className}>
        {t("shell.nav.logout")}
      </button>
    </Form>
  );
}
