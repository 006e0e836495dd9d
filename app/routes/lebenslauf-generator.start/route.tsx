import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { deleteCvAndGo, loadCv } from "~/features/cv-generator/draft.server";
import { emptyCv } from "~/features/cv-generator/schemas.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { readFormData } from "~/utils/form-data.server";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:start.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const cv = await loadCv({ request, context });
  // a draft counts as started once anything was typed into it
  const hasDraft = JSON.stringify({ ...cv, design: "classic" }) !== JSON.stringify(emptyCv());
  return { hasDraft, deleted: new URL(request.url).searchParams.get("deleted") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "delete") return deleteCvAndGo({ request, context }, "start?deleted=1");
  return new Response(null, { status: 400 });
}

export default function CvStart() {
  const { t } = useTranslation("cvgenerator");
  const { hasDraft, deleted } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("start.title")}</h1>
      {deleted ? <p role="status">{t("start.deleted")}</p> : null}
      <p>{t("start.intro")}</p>
      <p>{t("start.privacy")}</p>
      <p>
        <Link to="/lebenslauf-generator/input/profil" className="btn-primary inline-block">
          {t(hasDraft ? "start.continue" : "start.begin")}
        </Link>
      </p>
      {hasDraft ? (
        <Form method="post" action="/lebenslauf-generator/start">
          <button type="submit" name="intent" value="delete" className="btn-secondary">
            {t("start.delete")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
