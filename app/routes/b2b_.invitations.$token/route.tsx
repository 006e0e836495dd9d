import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDate } from "~/utils/format";
import { invitationAction, invitationLoader } from "./invitation.server";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  noNav: true,
  title: "employees:invitation.title",
  i18n: ["employees"],
};
export const loader = (args: LoaderFunctionArgs) => invitationLoader(args);
export const action = (args: ActionFunctionArgs) => invitationAction(args);

/** Public page of the invitation link from the e-mail (outside the /b2b layout: no login needed). */
export default function InvitationPage() {
  const { t, i18n } = useTranslation("employees");
  const { invitation, failed } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t("invitation.title")}</h1>
      {!invitation ? (
        <p data-testid="invitation-state">{t("invitation.unknown")}</p>
      ) : invitation.state !== "valid" ? (
        <p data-testid="invitation-state">
          {t(`invitation.state.${invitation.state}`, { company: invitation.companyName })}
        </p>
      ) : (
        <>
          {failed ? (
            <div role="alert" className="border-4 border-red-700 p-3">
              {t("invitation.failed")}
            </div>
          ) : null}
          <p>{t("invitation.intro", { company: invitation.companyName })}</p>
          <p>
            {t("invitation.how", {
              date: formatDate(invitation.expiresAt, i18n.language),
            })}
          </p>
          {/* a document submit: the login leaves the portal for the identity provider */}
          <Form method="post" reloadDocument>
            <button type="submit" className="btn-primary">
              {t("invitation.accept")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
