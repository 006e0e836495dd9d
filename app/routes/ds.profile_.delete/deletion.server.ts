import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { DELETION_RETENTION } from "#contracts/account-deletion";
import { getAccountDeletion, requestAccountDeletion, undoAccountDeletion } from "~/api/account.server";
import { type DeletionUnit, deletionAction, deletionLoader } from "~/utils/account-deletion-form.server";

const APPLICANT: DeletionUnit = {
  issuer: "applicant",
  here: "/ds/profile/delete",
  ns: "profile",
  get: getAccountDeletion,
  request: requestAccountDeletion,
  undo: undoAccountDeletion,
};

export const applicantDeletionLoader = async (args: LoaderFunctionArgs) => ({
  ...(await deletionLoader(APPLICANT, args)),
  retention: DELETION_RETENTION,
});

export const applicantDeletionAction = (args: ActionFunctionArgs) => deletionAction(APPLICANT, args);
