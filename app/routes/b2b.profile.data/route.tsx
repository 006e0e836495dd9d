import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireUser } from "~/auth.server";
import type { RouteHandle } from "~/route-handle";
import { useTranslation } from "~/translation";

export const handle: RouteHandle = { title: "company:myData.title", i18n: ["company"] };

/** "My data" of a company user: the person's data as one ZIP, and the way to delete the account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return null;
}

export default function CompanyUserData() {
  const { t } = useTranslation("company");
  return (
    <div className="space-y-6">
      <section aria-labelledby="my-data-title" className="card space-y-3">
        <h2 id="my-data-title" className="text-xl font-semibold">
          {t("myData.title")}
        </h2>
        <p>{t("myData.intro")}</p>
        <ul className="list-disc space-y-1 ps-6">
          {(["person", "memberships", "trail", "messages"] as const).map((k) => (
            <li key={k}>{t(`myData.contents.${k}`)}</li>
          ))}
        </ul>
        {/* a plain form: the browser downloads the file the POST answers (with or without JavaScript) */}
        <form method="post" action="/b2b/profile/data/download">
          <button type="submit" className="btn-primary">
            {t("myData.download")}
          </button>
        </form>
      </section>
      <section aria-labelledby="delete-account-title" className="card space-y-3">
        <h2 id="delete-account-title" className="text-xl font-semibold">
          {t("myData.deleteTitle")}
        </h2>
        <p>{t("myData.deleteIntro")}</p>
        <Link to="/b2b/profile/delete">{t("myData.deleteLink")}</Link>
      </section>
    </div>
  );
}
