import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCompanyUserDeletion, requestCompanyUserDeletion, undoCompanyUserDeletion } from "~/api/company-user.server";
import { AccountDeletionPage } from "~/features/account/AccountDeletion";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { type DeletionUnit, deletionAction, deletionLoader } from "~/utils/account-deletion-form.server";

export const handle: RouteHandle = { title: "company:deletion.title", i18n: ["company"] };

const COMPANY_USER: DeletionUnit = {
  issuer: "company",
  here: "/b2b/profile/delete",
  ns: "company",
  get: getCompanyUserDeletion,
  request: requestCompanyUserDeletion,
  undo: undoCompanyUserDeletion,
};

/** A company user deletes their own account (the person, not the company): confirm; while pending, undo. */
export const loader = (args: LoaderFunctionArgs) => deletionLoader(COMPANY_USER, args);
export const action = (args: ActionFunctionArgs) => deletionAction(COMPANY_USER, args);

const DELETED = ["person", "memberships", "messages", "login"] as const;
const KEPT = ["audit", "company"] as const;

export default function DeleteCompanyUser() {
  const { t } = useTranslation("company");
  const { deletion, blocked, intents, rules } = useLoaderData<typeof loader>();
  return (
    <AccountDeletionPage
      ns="company"
      deletion={deletion}
      intents={intents}
      rules={rules}
      lastResult={useActionData<SubmissionResult<string[]>>()}
      deleted={DELETED}
      kept={KEPT}
      dataPath="/b2b/profile/data"
      blocked={
        blocked ? (
          <>
            <h1 className="text-3xl font-bold">{t("deletion.title")}</h1>
            <div className="card space-y-3" data-testid="deletion-blocked">
              <p>{t("deletion.soleOwner")}</p>
              <Link to="/b2b/employees">{t("deletion.soleOwnerLink")}</Link>
            </div>
          </>
        ) : undefined
      }
    />
  );
}
