import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { deleteCvAndGo } from "~/features/cv-generator/draft.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:final.title" };

export const loader = ({ request }: LoaderFunctionArgs) => ({
  sent: new URL(request.url).searchParams.get("sent") === "1",
});

/** Deleting the draft on request: the API forgets it, the cookie goes. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  deleteCvAndGo({ request, context }, "start?deleted=1");

export default function CvFinal() {
  const { t } = useTranslation("cvgenerator");
  const { sent } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("final.title")}</h1>
      {sent ? <p role="status">{t("final.sent")}</p> : null}
      <p>{t("final.kept")}</p>
      <p>
        <Link to="/lebenslauf-generator/send">{t("final.back")}</Link>
      </p>
      <Form method="post" action="/lebenslauf-generator/final">
        <button type="submit" className="btn-secondary">
          {t("start.delete")}
        </button>
      </Form>
    </div>
  );
}
