/** The applicant's account (API /v1): personal data, languages, work experience, e-mail, settings. */
import type {
  Account,
  AccountDeletionState,
  AccountLost,
  AccountPatch,
  DataExportState,
  EmailChangeRequest,
  EmailChangeRequestCreate,
  EmailVerificationConfirm,
  EmailVerificationSent,
  LanguageEntry,
  LanguageEntryCreate,
  LanguageOptions,
  Metadata,
  NotificationSettingsBody,
  OpenEmailChangeRequest,
  ReferralLink,
  Unit,
  WithdrawalState,
  WorkExperience,
  WorkExperienceCreate,
} from "#contracts";
import { type ApiCallArgs, apiStream, type Body, callApi } from "./client.server";

export const getAccount = (args: ApiCallArgs) => callApi<Account>(args, "GET /v1/account");

/** Saves account fields; `clearDraft` (a form key) lets the API drop that form's draft in the same call. */
export const patchAccount = (
  args: ApiCallArgs,
  body: Body<typeof AccountPatch>,
  { clearDraft }: { clearDraft?: string } = {},
) =>
  callApi<Account>(
    args,
    clearDraft ? `PATCH /v1/account?clearDraft=${encodeURIComponent(clearDraft)}` : "PATCH /v1/account",
    {
      body,
    },
  );

export const putMetadata = (args: ApiCallArgs, body: Body<typeof Metadata>) =>
  callApi<Account>(args, "PUT /v1/metadata", { body });

export const getUnit = (args: ApiCallArgs, id: string) =>
  callApi<Unit>(args, `GET /v1/unit?id=${encodeURIComponent(id)}`);

export const listLanguages = (args: ApiCallArgs) =>
  callApi<{ languages: LanguageEntry[] }>(args, "GET /v1/account/languages");

export const addLanguage = (args: ApiCallArgs, body: Body<typeof LanguageEntryCreate>) =>
  callApi<LanguageEntry>(args, "POST /v1/account/languages", { body });

export const deleteLanguage = (args: ApiCallArgs, id: string) =>
  callApi<void>(args, `DELETE /v1/account/languages/${encodeURIComponent(id)}`);

export const getLanguageOptions = (args: ApiCallArgs, lng: "de" | "en") =>
  callApi<LanguageOptions>(args, `GET /v1/languages?lng=${lng}`);

export const listWorkExperiences = (args: ApiCallArgs) =>
  callApi<{ workExperiences: WorkExperience[] }>(args, "GET /v1/account/work-experiences");

export const addWorkExperience = (args: ApiCallArgs, body: Body<typeof WorkExperienceCreate>) =>
  callApi<WorkExperience>(args, "POST /v1/account/work-experiences", { body });

export const deleteWorkExperience = (args: ApiCallArgs, id: string) =>
  callApi<void>(args, `DELETE /v1/account/work-experiences/${encodeURIComponent(id)}`);

export const getOpenEmailChangeRequest = (args: ApiCallArgs) =>
  callApi<OpenEmailChangeRequest>(args, "GET /v1/account/email-change-requests");

export const requestEmailChange = (args: ApiCallArgs, body: Body<typeof EmailChangeRequestCreate>) =>
  callApi<EmailChangeRequest>(args, "POST /v1/account/email-change-requests", { body });

export const sendEmailVerification = (args: ApiCallArgs) =>
  callApi<EmailVerificationSent>(args, "POST /v1/account/email-verification");

export const confirmEmail = (args: ApiCallArgs, body: Body<typeof EmailVerificationConfirm>) =>
  callApi<Account>(args, "POST /v1/account/email-verification/confirm", { body });

export const getReferralLink = (args: ApiCallArgs) => callApi<ReferralLink>(args, "GET /v1/account/referral-link");

export const getNotificationSettings = (args: ApiCallArgs) =>
  callApi<NotificationSettingsBody>(args, "GET /v1/notification-settings");

export const putNotificationSettings = (args: ApiCallArgs, body: Body<typeof NotificationSettingsBody>) =>
  callApi<NotificationSettingsBody>(args, "PUT /v1/notification-settings", { body });

export const getWithdrawal = (args: ApiCallArgs) => callApi<WithdrawalState>(args, "GET /v1/account/lost");

export const withdraw = (args: ApiCallArgs, body: Body<typeof AccountLost>) =>
  callApi<WithdrawalState>(args, "PATCH /v1/account/lost", { body });

export const getAccountDeletion = (args: ApiCallArgs) =>
  callApi<AccountDeletionState>(args, "GET /v1/account/deletion");

export const requestAccountDeletion = (args: ApiCallArgs) =>
  callApi<AccountDeletionState>(args, "POST /v1/account/deletion", { body: { confirm: true } });

export const undoAccountDeletion = (args: ApiCallArgs) =>
  callApi<AccountDeletionState>(args, "DELETE /v1/account/deletion");

/** The applicant's ZIP ("my data"), streamed through; the README in the page's language. */
export const downloadMyData = (args: ApiCallArgs, lng: string) =>
  apiStream(args, `POST /v1/account/data-export?lng=${encodeURIComponent(lng)}`, {
    contentTypes: ["application/zip"],
  });

export const getDataExportState = (args: ApiCallArgs) => callApi<DataExportState>(args, "GET /v1/account/data-export");

export const prepareDataExport = (args: ApiCallArgs) =>
  callApi<DataExportState>(args, "POST /v1/account/data-export/prepare");

/** A ZIP built in the background for a large account, streamed through while it is offered. */
export const downloadPreparedData = (args: ApiCallArgs, id: string) =>
  apiStream(args, `GET /v1/account/data-export/${encodeURIComponent(id)}/file`, { contentTypes: ["application/zip"] });
