import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/route-handle";
import { useCompanyUser } from "../b2b/use-company-user";

export const handle: RouteHandle = { title: "b2bHome.title" };

export const meta: MetaFunction = () => [{ title: "Tandem · Unternehmensportal" }];

export default function CompanyHome() {
  const { t } = useTranslation();
  const me = useCompanyUser();
  // The company selection of spec §4.3 comes with company administration; until then the default (or first) company.
  const company =
    me.companies.find((c) => c.isDefault && !c.invitationPending) ?? me.companies.find((c) => !c.invitationPending);
  const name = [me.firstName, me.lastName].filter(Boolean).join(" ");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("b2bHome.greeting", { name })}</h1>
      {company ? (
        <p className="text-lg">{t("b2bHome.company", { company: company.name })}</p>
      ) : (
        <p className="text-lg">{t("b2bHome.noCompany")}</p>
      )}
      {me.isOwner ? <p>{t("b2bHome.owner")}</p> : null}
    </div>
  );
}
