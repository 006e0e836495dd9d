import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { finalLoader, startLoader } from "./start.server";

/** The public generator's first page: begin, or continue or delete the draft this browser keeps. */
export function StartPage() {
  const { t } = useTranslation("cvgenerator");
  const { hasDraft, deleted } = useLoaderData<typeof startLoader>();
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

/** The public generator's last page: sent, kept for a while, or deleted on request. */
export function FinalPage() {
  const { t } = useTranslation("cvgenerator");
  const { sent } = useLoaderData<typeof finalLoader>();
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
