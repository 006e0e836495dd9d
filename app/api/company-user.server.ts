/** The signed-in company user (b2b API /me): profile, consents, settings, memberships, invitations. */
import type {
  AccountDeletionState,
  B2bUser,
  B2bUserPatch,
  ConsentsPut,
  InvitationInfo,
  NotificationSettingsBody,
} from "#contracts";
import type { DigestSetting } from "#contracts/digest";
import { type ApiCallArgs, apiStream, type Body, callApi } from "./client.server";

export const getCompanyUser = (args: ApiCallArgs) => callApi<B2bUser>(args, "GET /b2b/v1/me");

export const getCompanyUserIn = (args: ApiCallArgs, companyId: string) =>
  callApi<B2bUser>(args, `GET /b2b/v1/me?companyId=${encodeURIComponent(companyId)}`);

export const patchCompanyUser = (args: ApiCallArgs, body: Body<typeof B2bUserPatch>) =>
  callApi<B2bUser>(args, "PATCH /b2b/v1/me", { body });

export const putConsents = (args: ApiCallArgs, body: Body<typeof ConsentsPut>) =>
  callApi<B2bUser>(args, "PUT /b2b/v1/consents", { body });

export const getCompanyNotificationSettings = (args: ApiCallArgs) =>
  callApi<NotificationSettingsBody>(args, "GET /b2b/v1/notification-settings");

export const putCompanyNotificationSettings = (args: ApiCallArgs, body: { settings: Record<string, boolean> }) =>
  callApi<NotificationSettingsBody>(args, "PUT /b2b/v1/notification-settings", { body });

export const getCompanyDigest = (args: ApiCallArgs) => callApi<DigestSetting>(args, "GET /b2b/v1/me/digest");

export const putCompanyDigest = (args: ApiCallArgs, body: Body<typeof DigestSetting>) =>
  callApi<DigestSetting>(args, "PUT /b2b/v1/me/digest", { body });

export const getInvitation = (args: ApiCallArgs, token: string) =>
  callApi<InvitationInfo>(args, `GET /b2b/v1/invitations/${encodeURIComponent(token)}`, { token: null });

/** The company user's answer to a membership: accept or decline an invitation, or make it the default. */
export function membershipCommand(
  args: ApiCallArgs,
  companyId: string,
  command: "accept-invitation" | "decline-invitation" | "set-default",
) {
  const c = encodeURIComponent(companyId);
  const endpoints = {
    "accept-invitation": `POST /b2b/v1/me/companies/${c}/accept-invitation`,
    "decline-invitation": `POST /b2b/v1/me/companies/${c}/decline-invitation`,
    "set-default": `POST /b2b/v1/me/companies/${c}/set-default`,
  } as const;
  return callApi<B2bUser>(args, endpoints[command]);
}

export const getCompanyUserDeletion = (args: ApiCallArgs) =>
  callApi<AccountDeletionState>(args, "GET /b2b/v1/account/deletion");

export const requestCompanyUserDeletion = (args: ApiCallArgs) =>
  callApi<AccountDeletionState>(args, "POST /b2b/v1/account/deletion", { body: { confirm: true } });

export const undoCompanyUserDeletion = (args: ApiCallArgs) =>
  callApi<AccountDeletionState>(args, "DELETE /b2b/v1/account/deletion");

/** The company user's own ZIP (the person, not the company's records), streamed through. */
export const downloadCompanyUserData = (args: ApiCallArgs, lng: "de" | "en") =>
  apiStream(args, `POST /b2b/v1/account/data-export?lng=${lng}`, { contentTypes: ["application/zip"] });
