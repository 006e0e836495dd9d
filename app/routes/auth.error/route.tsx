import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { selectUnit, unitHome } from "~/routing/units";
import { commitSession, getSession, safeReturnPath } from "~/session/session.server";

// company users are addressed formally (docs/product.md#app-shell): their texts are in the company namespace
export const handle: RouteHandle = { noNav: true, ownLogout: true, title: "apiError.title", i18n: ["company"] };

/** The full-page API error screen (docs/product.md#app-shell): reload, logout, support e-mail, code and translated text. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const error = session.get("apiError");
  if (!error) throw redirect("/");
  const issuer = session.get("issuer");
  return { error, supportEmail: context.portal.supportEmail, loggedIn: Boolean(issuer), formal: issuer === "company" };
}

/** "Reload": forget the error and try again where the user was. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  session.unset("apiError");
  session.unset("unitTries");
  const issuer = session.get("issuer");
  const fallback =
    issuer === "company" ? unitHome("company") : unitHome(selectUnit(new URL(request.url), null, context.portal).unit);
  throw redirect(safeReturnPath(session.get("returnTo"), fallback), {
    headers: { "Set-Cookie": await commitSession(session, context) },
  });
}

export default function ApiErrorScreen() {
  const { t, i18n } = useTranslation();
  const { error, supportEmail, loggedIn, formal } = useLoaderData<typeof loader>();
  const formalKey = `company:apiError.backend.${error.code}`;
  const backendKey = formal && i18n.exists(formalKey) ? formalKey : `error.backend.${error.code}`;
  return (
    <div className="mx-auto max-w-xl space-y-5" role="alert">
      <h1 className="text-3xl font-bold">{t("apiError.title")}</h1>
      <p>{i18n.exists(backendKey) ? t(backendKey) : error.message}</p>
      <p className="text-sm text-gray-700">
        {t("apiError.code")} <code className="rounded bg-gray-100 px-1">{error.code}</code>
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" reloadDocument>
          <button type="submit" className="btn-primary">
            {t("apiError.reload")}
          </button>
        </Form>
        {loggedIn ? (
          <Form method="post" action="/auth/logout" reloadDocument>
            <button type="submit" className="btn-secondary">
              {t("apiError.logout")}
            </button>
          </Form>
        ) : null}
      </div>
      <p>
        {t(formal ? "company:apiError.support" : "apiError.support")}{" "}
        <a href={`mailto:${supportEmail}?subject=Tandem%20${error.code}`}>{supportEmail}</a>
      </p>
    </div>
  );
}
