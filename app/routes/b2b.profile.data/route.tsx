import type { LoaderFunctionArgs } from "@remix-run/node";
import { DeleteAccountSection, MyDataSection } from "~/features/account/MyData";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "company:myData.title", i18n: ["company"] };

/** "My data" of a company user: the person's data as one ZIP, and the way to delete the account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return null;
}

const CONTENTS = ["person", "memberships", "trail", "messages"] as const;

export default function CompanyUserData() {
  const { t } = useTranslation("company");
  return (
    <div className="space-y-6">
      <MyDataSection ns="company" contents={CONTENTS} downloadPath="/b2b/profile/data/download" />
      <DeleteAccountSection
        title={t("myData.deleteTitle")}
        intro={t("myData.deleteIntro")}
        link={t("myData.deleteLink")}
        to="/b2b/profile/delete"
      />
    </div>
  );
}
