import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountDeletionPage } from "~/features/account/AccountDeletion";
import type { RouteHandle } from "~/routing/route-handle";
import { applicantDeletionAction, applicantDeletionLoader } from "./deletion.server";

export const handle: RouteHandle = { title: "profile:deletion.title", i18n: ["profile"] };

/** "Delete my account": what goes and what stays, the confirmation; while pending, the date and the undo. */
export const loader = (args: LoaderFunctionArgs) => applicantDeletionLoader(args);
export const action = (args: ActionFunctionArgs) => applicantDeletionAction(args);

const DELETED = ["profile", "documents", "messages", "login"] as const;

export default function DeleteAccount() {
  const { deletion, intents, rules, retention } = useLoaderData<typeof loader>();
  return (
    <AccountDeletionPage
      ns="profile"
      deletion={deletion}
      intents={intents}
      rules={rules}
      lastResult={useActionData<SubmissionResult<string[]>>()}
      deleted={DELETED}
      kept={retention}
      dataPath="/ds/profile/data"
    />
  );
}
