import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/route-handle";
import { useTranslation } from "~/translation";
import { formatDate } from "~/utils/format";
import { myDataAction, myDataLoader } from "./data.server";

export const handle: RouteHandle = { title: "profile:myData.title", i18n: ["profile"] };

/** "My data": the applicant's data as one ZIP, and the way to delete the account. */
export const loader = (args: LoaderFunctionArgs) => myDataLoader(args);
export const action = (args: ActionFunctionArgs) => myDataAction(args);

export default function MyData() {
  const { t } = useTranslation("profile");
  const { large } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section aria-labelledby="my-data-title" className="card space-y-3">
        <h2 id="my-data-title" className="text-xl font-semibold">
          {t("myData.title")}
        </h2>
        <p>{t("myData.intro")}</p>
        <ul className="list-disc space-y-1 ps-6">
          {(["profile", "documents", "matches", "trail", "messages"] as const).map((k) => (
            <li key={k}>{t(`myData.contents.${k}`)}</li>
          ))}
        </ul>
        {large ? (
          <Prepared />
        ) : (
          // a plain form: the browser downloads the file the POST answers (with or without JavaScript)
          <form method="post" action="/ds/profile/data/download">
            <button type="submit" className="btn-primary">
              {t("myData.download")}
            </button>
          </form>
        )}
      </section>
      <section aria-labelledby="delete-account-title" className="card space-y-3">
        <h2 id="delete-account-title" className="text-xl font-semibold">
          {t("deletion.title")}
        </h2>
        <p>{t("deletion.linkIntro")}</p>
        <Link to="/ds/profile/delete">{t("deletion.link")}</Link>
      </section>
    </div>
  );
}

/** A large account: the ZIP is built in the background, then offered for a week. */
function Prepared() {
  const { t } = useTranslation("profile");
  const { export: prepared } = useLoaderData<typeof loader>();
  if (prepared?.status === "ready") {
    return (
      <div className="space-y-2" data-testid="data-export-ready">
        <p>{t("myData.ready", { date: formatDate(prepared.expiresAt) })}</p>
        <form method="post" action="/ds/profile/data/download">
          <input type="hidden" name="id" value={prepared.id} />
          <button type="submit" className="btn-primary">
            {t("myData.download")}
          </button>
        </form>
      </div>
    );
  }
  if (prepared) return <p data-testid="data-export-pending">{t("myData.pending")}</p>;
  return (
    // a plain form: nothing is typed, so there is nothing to validate in the browser (no form script)
    <form method="post" className="space-y-3">
      <p>{t("myData.large")}</p>
      <input type="hidden" name="intent" value="prepare" />
      <button type="submit" className="btn-primary">
        {t("myData.prepare")}
      </button>
    </form>
  );
}
