import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SubmissionKey } from "~/components/ui/Form";
import { DeleteAccountSection, DownloadButton, MyDataSection } from "~/features/account/MyData";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDate } from "~/utils/format";
import { myDataAction, myDataLoader } from "./data.server";

export const handle: RouteHandle = { title: "profile:myData.title", i18n: ["profile"] };

/** "My data": the applicant's data as one ZIP, and the way to delete the account. */
export const loader = (args: LoaderFunctionArgs) => myDataLoader(args);
export const action = (args: ActionFunctionArgs) => myDataAction(args);

const CONTENTS = ["profile", "documents", "matches", "trail", "messages"] as const;
const DOWNLOAD = "/ds/profile/data/download";

export default function MyData() {
  const { t } = useTranslation("profile");
  const { large } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <MyDataSection ns="profile" contents={CONTENTS} downloadPath={DOWNLOAD}>
        {large ? <Prepared /> : undefined}
      </MyDataSection>
      <DeleteAccountSection
        title={t("deletion.title")}
        intro={t("deletion.linkIntro")}
        link={t("deletion.link")}
        to="/ds/profile/delete"
      />
    </div>
  );
}

/** A large account: the ZIP is built in the background, then offered for a week. */
function Prepared() {
  const { t, i18n } = useTranslation("profile");
  const { export: prepared } = useLoaderData<typeof loader>();
  if (prepared?.status === "ready") {
    return (
      <div className="space-y-2" data-testid="data-export-ready">
        <p>{t("myData.ready", { date: formatDate(prepared.expiresAt, i18n.language) })}</p>
        <DownloadButton ns="profile" downloadPath={DOWNLOAD} id={prepared.id} />
      </div>
    );
  }
  if (prepared) return <p data-testid="data-export-pending">{t("myData.pending")}</p>;
  return (
    // a plain form: nothing is typed, so there is nothing to validate in the browser (no form script)
    <form method="post" className="space-y-3">
      <SubmissionKey />
      <p>{t("myData.large")}</p>
      <input type="hidden" name="intent" value="prepare" />
      <button type="submit" className="btn-primary">
        {t("myData.prepare")}
      </button>
    </form>
  );
}
